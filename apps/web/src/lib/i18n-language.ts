import { registerNamespace } from './i18n';

/** The language switcher's strings; the language names themselves are each in its own language (LOCALE_NAMES). */
export const language = {
  label: 'Language',
  saveFailed: 'Your language could not be saved to your account. Check your connection and try again.',
};

registerNamespace('language', language, import.meta.glob('./locales/i18n-language.*.ts'));
