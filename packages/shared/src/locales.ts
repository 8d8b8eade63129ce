/**
 * The languages Sewee speaks (docs/languages.md). English is the default and the specification's
 * wording; every other language is a translation of the English catalogues, key for key.
 */
export const LOCALES = ['en', 'fr', 'pt', 'ar', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name written in that language: what the language switcher shows. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  ar: 'العربية',
  sw: 'Kiswahili',
};

/**
 * The browser tab's title in each language. index.html carries the English one; the server writes the
 * reader's into every page it sends (so it is right before and without JavaScript), and the web app
 * follows a change of language.
 */
export const SITE_TITLE: Record<Locale, string> = {
  en: 'Sewee — Fashion education across Africa',
  fr: 'Sewee — L’enseignement de la mode partout en Afrique',
  pt: 'Sewee — Formação em moda em toda a África',
  ar: 'Sewee — تعليم الأزياء في كل أنحاء أفريقيا',
  sw: 'Sewee — Elimu ya mitindo kote Afrika',
};

export const RTL_LOCALES: readonly Locale[] = ['ar'];
export const localeDir = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');
export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/**
 * A catalogue in another language: the English catalogue's keys, every one, with strings as
 * values. Extra keys are allowed for plural forms English does not have (Arabic's `_zero`,
 * `_two`, `_few`, `_many`). Write it as `export default { … } satisfies Translation<typeof en>`.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { [plural: string]: unknown };
