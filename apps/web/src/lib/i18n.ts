import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { common } from './i18n-common';

// English only for now; each feature registers its own namespace when its code loads
// (see registerNamespace), so a lazily loaded feature brings its strings with it.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

type Dict = { [key: string]: string | Dict };

/** Adds English strings to a namespace (merged deeply, so a feature may register its pages' strings separately). */
export function registerNamespace(ns: string, resources: Dict) {
  i18n.addResourceBundle('en', ns, resources, true, true);
}

export { i18n, useTranslation };
