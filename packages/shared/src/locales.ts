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

/** The plural forms Intl.PluralRules names; a catalogue's plural text has one key per form (`tries_one`, `tries_other`). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** English has two plural forms; a key ending in one of them is one message whose form `count` chooses. */
export type EnglishPlural = 'one' | 'other';

/**
 * A catalogue in another language: exactly the English catalogue's keys (a missing one, or one
 * English does not have, is a compile error), strings as values. An English plural (`x_one`,
 * `x_other`) needs `x_other` and may have any of the language's forms (`x_zero`, `x_one`, `x_two`,
 * `x_few`, `x_many`). Write it as `export default { … } satisfies Translation<typeof en>`.
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_${EnglishPlural}` ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_other` : never]: string;
} & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_${Exclude<PluralForm, 'other'>}` : never]?: string;
};
