import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  Localizer,
  negotiateLocale,
  validationCatalogues,
  type Catalogue,
  type Locale,
} from '@sewee/shared';

import en from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/** The server's messages (errors) and the shared validation messages, in every language. */
const catalogues: Record<Locale, Catalogue> = { en, fr, pt, ar, sw };

const withValidation = (locale: Locale): Catalogue => ({ ...catalogues[locale], validation: validationCatalogues[locale] });

/** The one message module: English error and validation texts to the caller's language. */
export const serverMessages = LOCALES.reduce(
  (l, locale) => l.add(locale, withValidation(locale)),
  new Localizer(withValidation(DEFAULT_LOCALE)),
);

/** A message thrown in English (AppError, a schema's message), in `locale`. */
export const translateMessage = (text: string, locale: Locale): string => serverMessages.localize(text, locale);

interface LocaleSource {
  headers: { 'accept-language'?: string | undefined; cookie?: string | undefined };
  cookies?: Record<string, string | undefined>;
  user?: { language?: string | null } | null;
}

/** The device's saved choice (the language cookie), when it names a language Sewee speaks. */
export function cookieLocale(req: LocaleSource): Locale | undefined {
  const raw =
    req.cookies?.[LANGUAGE_COOKIE] ??
    req.headers.cookie
      ?.split(';')
      .map((c) => c.trim().split('='))
      .find(([k]) => k === LANGUAGE_COOKIE)?.[1];
  return isLocale(raw) ? raw : undefined;
}

/**
 * Whom a request is answered for: the signed-in account's language, else the language chosen on
 * this device (cookie), else the browser's Accept-Language, else English.
 */
export function requestLocale(req: LocaleSource): Locale {
  const own = req.user?.language;
  return (
    (isLocale(own) ? own : undefined) ?? cookieLocale(req) ?? negotiateLocale(req.headers['accept-language'], LOCALES) ?? DEFAULT_LOCALE
  );
}
