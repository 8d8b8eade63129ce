import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { AUTH_BLOCK_ID, LANGUAGE_COOKIE } from '@sewee/shared/constants';
import { DEFAULT_LOCALE, isLocale, localeDir, LOCALES, type Locale } from '@sewee/shared/locales';
import { negotiateLocale } from '@sewee/shared/messages/negotiate';
import { common } from './i18n-common';

type Dict = { [key: string]: string | Dict };
/** A catalogue's translations, one lazily imported module per language: `import.meta.glob('./locales/<name>.*.ts')`. */
export type Translations = Record<string, () => Promise<unknown>>;

/**
 * The language of the first render: the one the server wrote into `<html lang>` (it follows the
 * account, then the device's cookie, then Accept-Language: apps/server lib/messages), else (a page
 * not sent by the server: the dev server, a test) the device's cookie, then navigator.languages.
 */
export function initialLocale(doc: Document = document, nav: Pick<Navigator, 'languages'> | undefined = globalThis.navigator): Locale {
  const fromServer = doc.getElementById(AUTH_BLOCK_ID) ? doc.documentElement.lang : undefined;
  if (isLocale(fromServer)) return fromServer;
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(doc.cookie)?.[1];
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(nav?.languages ?? [], LOCALES) ?? DEFAULT_LOCALE;
}

const startLocale = typeof document === 'undefined' ? DEFAULT_LOCALE : initialLocale();

void i18n.use(initReactI18next).init({
  lng: startLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common } },
  initAsync: false,
  interpolation: { escapeValue: false },
  // 'added': a namespace whose translation arrives after the first render re-renders its readers.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** Each namespace's translation modules (from every catalogue file registered under it). */
const translations = new Map<string, Translations[]>();
/** Loads under way or done, by translation module (a glob's importer), so each file is fetched once. */
const loads = new Map<() => Promise<unknown>, Promise<void>>();
const pending = new Set<Promise<void>>();

function load(locale: Locale, ns: string, files: Translations): Promise<void> {
  // `<name>.fr.ts` beside a web catalogue, `fr.ts` in a shared catalogue's folder.
  const importer = Object.entries(files).find(([path]) => new RegExp(`[./]${locale}\\.ts$`).test(path))?.[1];
  if (!importer) return Promise.resolve();
  let p = loads.get(importer);
  if (!p) {
    p = importer().then(
      (m) => void i18n.addResourceBundle(locale, ns, (m as { default: Dict }).default, true, true),
      (err: unknown) => {
        loads.delete(importer); // a dropped connection: asked again next time
        throw err;
      },
    );
    loads.set(importer, p);
    const settled = p.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
  }
  return p;
}

/**
 * Adds a catalogue to a namespace: its English strings at once (merged deeply, so a feature may
 * register its pages' strings separately), and the reader's language from `locales`, imported
 * lazily (an English reader downloads no other language; a French one only the French files of the
 * namespaces their pages use).
 */
export function registerNamespace(ns: string, resources: Dict, locales: Translations = {}) {
  i18n.addResourceBundle('en', ns, resources, true, true);
  translations.set(ns, [...(translations.get(ns) ?? []), locales]);
  const now = i18n.language;
  if (isLocale(now) && now !== DEFAULT_LOCALE) void load(now, ns, locales).catch(() => undefined);
}

/**
 * Resolves when every translation started so far has arrived (or failed: English then shows). The
 * first render and each lazily loaded page wait for it, so a French reader never sees English first.
 */
export async function i18nReady(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** The document follows the language: `lang` for screen readers and fonts, `dir` for right-to-left layout. */
function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
}

/** Remembers the choice on this device (a year), where the server reads it for the next page it sends. */
function rememberOnDevice(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the interface to `locale` once every registered namespace has its strings in it, so the
 * page changes language in one step; `remember` also keeps the choice on this device.
 */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await Promise.all([...translations].flatMap(([ns, list]) => list.map((files) => load(locale, ns, files).catch(() => undefined))));
  if (remember) rememberOnDevice(locale);
  applyToDocument(locale);
  await i18n.changeLanguage(locale);
}

/** The interface's language now. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

applyToDocument(startLocale);
registerNamespace('common', common, import.meta.glob('./locales/i18n-common.*.ts'));

export { i18n, useTranslation };
