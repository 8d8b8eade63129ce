// No zod here: the web app imports this module on pages that must not load zod.
import { DEFAULT_LOCALE, LOCALES, type EnglishPlural, type Locale, type Translation } from '../locales';

/** A message catalogue: English texts (or their translations) by key, nested by topic. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/** `{{name}}` placeholders, as in the web's i18next catalogues. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

type BaseKey<K extends string> = K extends `${infer B}_${EnglishPlural}` ? B : K;

/** A catalogue's message keys, dotted (`auth.incorrect`); plural forms are one key (`auth.wrongCode`). */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? BaseKey<K> : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

/** The English template(s) of a key (every plural form's). */
type TemplateAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TemplateAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : T[`${K}_${EnglishPlural}` & keyof T];

type NamesIn<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | NamesIn<Rest> : never;

/** The `{{names}}` a key's English text uses (never when it has none). */
export type ParamNames<T, K extends string> = NamesIn<TemplateAt<T, K>>;

/**
 * A parameter's value: a number (`count` picks the plural form), a string put in as it is (a name,
 * an e-mail, a date), or a message of the same catalogue, rendered in the same language ("That
 * course", "5 minutes", a field's name), or a list of messages (rendered, joined by "; ").
 */
export type Param = string | number | Message | readonly Message[];

/** The parameters a key's English text names, every one required; `count` is a number. */
export type ParamsOf<T, K extends string> = { readonly [N in NamesIn<TemplateAt<T, K>>]: N extends 'count' ? number : Param };

/** The rest arguments after a key: nothing when its text has no parameters, else its parameters. */
export type ParamsArg<T, K extends string> = [NamesIn<TemplateAt<T, K>>] extends [never] ? [] : [params: ParamsOf<T, K>];

/** A message not yet in words: a catalogue key and its parameters, rendered in the reader's language when answered. */
export interface Message<K extends string = string> {
  readonly key: K;
  readonly params?: Readonly<Record<string, Param>>;
}

/** Fills a template's `{{name}}` placeholders; a missing parameter leaves its placeholder. */
export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The catalogue's texts by their dotted key (`auth.wrongCode_other`). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(catalogue)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** The `{{name}}`s a template uses. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/**
 * The template of `key` in one language's flat table: the key itself, else its plural form for
 * `count` by the language's Intl.PluralRules (no `count`: `_other`), else `_other` (Arabic's
 * `_zero`, `_two`, `_few`, `_many` may be absent).
 */
export function pickTemplate(table: ReadonlyMap<string, string>, locale: Locale, key: string, count?: string | number): string | undefined {
  if (table.has(key)) return table.get(key);
  const form = count === undefined ? 'other' : new Intl.PluralRules(locale).select(Number(count));
  return table.get(`${key}_${form}`) ?? table.get(`${key}_other`);
}

/** A Message in words: its message parameters rendered the same way, strings and numbers as they are. */
export function renderWith(message: Message, template: (key: string, count?: string | number) => string | undefined): string {
  const params: Record<string, string | number> = {};
  const words = (value: Param): string | number =>
    Array.isArray(value)
      ? value.map(words).join('; ')
      : typeof value === 'object'
        ? renderWith(value as Message, template)
        : (value as string | number);
  for (const [name, value] of Object.entries(message.params ?? {})) params[name] = words(value);
  return fill(template(message.key, params.count) ?? message.key, params);
}

/**
 * One catalogue in every language, looked up by key: `text(locale, key, params)` for a text,
 * `render(locale, message)` for a Message (its message parameters rendered in the same language).
 * A plural key's form is chosen by `Intl.PluralRules` of the language from `count`. A key a
 * language lacks (only possible when types are bypassed) is English.
 */
export class Messages<T extends Catalogue> {
  private readonly flat = new Map<Locale, ReadonlyMap<string, string>>();

  constructor(
    readonly english: T,
    translations: { readonly [L in Exclude<Locale, 'en'>]: Translation<T> },
  ) {
    this.flat.set(DEFAULT_LOCALE, flatten(english));
    for (const locale of LOCALES) if (locale !== 'en') this.add(locale, translations[locale]);
  }

  /** Replaces a language's texts (tests put a marked stand-in in place of a translation). */
  add(locale: Exclude<Locale, 'en'>, translation: Translation<T>): void {
    this.flat.set(locale, flatten(translation as unknown as Catalogue));
  }

  /** A Message of this catalogue, its key and parameters checked by the type-checker. */
  message<K extends KeyOf<T>>(key: K, ...params: ParamsArg<T, K>): Message<K> {
    return params[0] ? { key, params: params[0] as Record<string, Param> } : { key };
  }

  /** The text of `key` in `locale`. */
  text<K extends KeyOf<T>>(locale: Locale, key: K, ...params: ParamsArg<T, K>): string {
    return this.render(locale, this.message(key, ...params));
  }

  /** A Message in `locale`, every part of it in that language. */
  render(locale: Locale, message: Message): string {
    return renderWith(message, (key, count) => this.template(locale, key, count));
  }

  /** The template of a key in `locale` (English when the language lacks it), or undefined when the catalogue has no such key. */
  template(locale: Locale, key: string, count?: string | number): string | undefined {
    return (
      pickTemplate(this.flat.get(locale)!, locale, key, count) ?? pickTemplate(this.flat.get(DEFAULT_LOCALE)!, DEFAULT_LOCALE, key, count)
    );
  }

  /** Every key with its template in `locale` (for tests that compare languages). */
  entries(locale: Locale): ReadonlyMap<string, string> {
    return this.flat.get(locale)!;
  }
}

export { negotiateLocale } from './negotiate';
