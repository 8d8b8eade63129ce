// No zod here: the web app imports this module on pages that must not load zod.
import { DEFAULT_LOCALE, type Locale } from '../locales';

/** A message catalogue: English texts (or their translations) by key, nested by topic. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/** `{{name}}` placeholders, as in the web's i18next catalogues. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

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

interface Pattern {
  key: string;
  re: RegExp;
  names: string[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Translates texts written in English (an AppError's message, a zod message) through catalogues:
 * the English catalogue's templates are matched against the text, its parameters are translated in
 * turn (a field name, "5 minutes"), and the same key of the target language is filled. A text no
 * template matches, or whose key the language lacks, stays in English. Plural keys (`_one`,
 * `_other`; Arabic also `_zero`, `_two`, `_few`, `_many`) are chosen by `Intl.PluralRules` from the
 * `count` parameter.
 */
export class Localizer {
  private readonly patterns: Pattern[];
  private readonly flat = new Map<Locale, Map<string, string>>();

  constructor(english: Catalogue) {
    const en = flatten(english);
    this.flat.set(DEFAULT_LOCALE, en);
    // Exact texts first, then templates by how much fixed text they have (the most specific wins).
    const literal = (t: string) => t.replace(PLACEHOLDER, '').length;
    this.patterns = [...en]
      .map(([key, template]) => {
        const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
        const source = template
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? (part === 'count' ? '(\\d+)' : '(.+?)') : escapeRe(part)))
          .join('');
        return { key, re: new RegExp(`^${source}$`, 's'), names, template };
      })
      .sort((a, b) => Number(b.names.length === 0) - Number(a.names.length === 0) || literal(b.template) - literal(a.template));
  }

  /** Adds (or replaces) a language's catalogue. */
  add(locale: Locale, catalogue: Catalogue): this {
    if (locale !== DEFAULT_LOCALE) this.flat.set(locale, flatten(catalogue));
    return this;
  }

  has(locale: Locale): boolean {
    return this.flat.has(locale);
  }

  /** The text of `key` in `locale` (English when the language or the key is missing). */
  text(locale: Locale, key: string, params: Readonly<Record<string, string | number>> = {}): string {
    return fill(this.template(locale, key, params.count) ?? key, params);
  }

  private template(locale: Locale, key: string, count: string | number | undefined): string | undefined {
    const tryIn = (l: Locale) => {
      const table = this.flat.get(l);
      if (!table) return undefined;
      const base = key.replace(PLURAL_SUFFIX, '');
      if (base !== key || (count !== undefined && !table.has(key))) {
        const form = count === undefined ? 'other' : new Intl.PluralRules(l).select(Number(count));
        return table.get(`${base}_${form}`) ?? table.get(`${base}_other`) ?? table.get(key);
      }
      return table.get(key);
    };
    return tryIn(locale) ?? tryIn(DEFAULT_LOCALE);
  }

  /** An English text in `locale`; unchanged when it is English or no template matches. */
  localize(text: string, locale: Locale): string {
    if (locale === DEFAULT_LOCALE || !this.flat.has(locale)) return text;
    return this.translate(text, locale, 0) ?? text;
  }

  private translate(text: string, locale: Locale, depth: number): string | undefined {
    if (depth > 3) return undefined;
    for (const p of this.patterns) {
      const m = p.re.exec(text);
      if (!m) continue;
      const params: Record<string, string> = {};
      p.names.forEach((name, i) => {
        const value = m[i + 1]!;
        params[name] =
          name === 'count'
            ? value
            : name === 'list'
              ? value
                  .split('; ')
                  .map((part) => this.translate(part, locale, depth + 1) ?? part)
                  .join('; ')
              : (this.translate(value, locale, depth + 1) ?? value);
      });
      return fill(this.template(locale, p.key, params.count) ?? p.key, params);
    }
    return undefined;
  }
}

export { negotiateLocale } from './negotiate';
