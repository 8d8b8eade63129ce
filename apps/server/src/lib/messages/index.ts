import {
  isLocale,
  LANGUAGE_COOKIE,
  LOCALES,
  Messages,
  negotiateLocale,
  DEFAULT_LOCALE,
  validationCatalogues as validation,
  type KeyOf,
  type Locale,
  type Message,
  type Param,
  type ParamsArg,
} from '@sewee/shared';

import en from './en';
import fr from './fr';
import pt from './pt';
import ar from './ar';
import sw from './sw';

/*
 * How to add a server message: write its English text under a topic in en.ts (the specification's
 * wording, `{{name}}` for parameters, `_one`/`_other` for a plural chosen by `{{count}}`), then the
 * same key in fr.ts, pt.ts, ar.ts and sw.ts (the type-checker fails while one lacks it). Throw it
 * by key: `throw new AppError('FORBIDDEN', msg('courses.instructorOnly'))`; a success answer says
 * `message: textFor(req, 'success.courseCreated')`. See docs/languages.md.
 */

/** The server's messages (errors, success answers) and the shared validation messages, in every language. */
export const serverMessages = new Messages(
  { ...en, validation: validation.en },
  {
    fr: { ...fr, validation: validation.fr },
    pt: { ...pt, validation: validation.pt },
    ar: { ...ar, validation: validation.ar },
    sw: { ...sw, validation: validation.sw },
  },
);

type ServerCatalogue = typeof serverMessages.english;
/** A key of the server's catalogue (`auth.incorrect`, `validation.fields.name`). */
export type ServerMessageKey = KeyOf<ServerCatalogue>;
/** A server message by key and typed parameters, put in words in the caller's language when answered. */
export type ServerMessage = Message<ServerMessageKey>;

/** A server message: its key, and its parameters when its English text names some (checked by the type-checker). */
export const msg = <K extends ServerMessageKey>(key: K, ...params: ParamsArg<ServerCatalogue, K>): ServerMessage =>
  serverMessages.message(key, ...params);

/** A server message in `locale`. */
export const renderMessage = (message: ServerMessage, locale: Locale): string => serverMessages.render(locale, message);

/** A server message in the language of whoever asked (a success answer's `message`). */
export const textFor = <K extends ServerMessageKey>(req: LocaleSource, key: K, ...params: ParamsArg<ServerCatalogue, K>): string =>
  serverMessages.render(requestLocale(req), msg(key, ...params));

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

/** How a message names an uploaded file: its name in quotes (cut to 100 characters), else "The file". */
export const fileName = (filename: string | undefined): Param => (filename ? `"${filename.slice(0, 100)}"` : msg('things.theFile'));
