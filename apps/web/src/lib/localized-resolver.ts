// Loaded with the forms' zod validation (lazily), never with a first view.
import type { FieldValues, Resolver } from 'react-hook-form';
import { validation } from '@sewee/shared/messages/validation/en';
import { issueText } from '@sewee/shared/messages/validation/render';
import { isLocale } from '@sewee/shared/locales';
import type { Catalogue } from '@sewee/shared/messages/localize';
import { i18n, i18nReady, registerNamespace } from './i18n';

// The shared schemas' messages (the same module the server answers from), in the reader's language.
registerNamespace(
  'validation',
  validation,
  import.meta.glob([
    '../../../../packages/shared/src/messages/validation/*.ts',
    // Only the language catalogues, excluded by full path: a `!**/index.ts` pattern does not reach
    // files outside the app's folder.
    '!../../../../packages/shared/src/messages/validation/en.ts',
    '!../../../../packages/shared/src/messages/validation/index.ts',
    '!../../../../packages/shared/src/messages/validation/say.ts',
    '!../../../../packages/shared/src/messages/validation/render.ts',
  ]),
);

/**
 * A schema issue's message in the interface's language: the schemas write their messages by key
 * (`say`), so every one is put in words here, English included; zod's own messages stay as they are.
 */
export function localizeValidation(message: string): string {
  const language = i18n.language;
  const locale = isLocale(language) ? language : 'en';
  const bundle = locale === 'en' ? undefined : (i18n.getResourceBundle(locale, 'validation') as Catalogue | undefined);
  return issueText(message, locale, bundle);
}

/** Field errors nest by field path (objects and arrays); each carries a `ref` to its element, never walked. */
function translateErrors(errors: unknown) {
  if (!errors || typeof errors !== 'object') return;
  const proto = Object.getPrototypeOf(errors);
  if (proto !== Object.prototype && proto !== Array.prototype) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') (errors as { message: string }).message = localizeValidation(value);
    // With `criteriaMode: 'all'` every failed check's message is under `types`, by check.
    else if (key === 'types' && value && typeof value === 'object') {
      const types = value as Record<string, unknown>;
      for (const [check, m] of Object.entries(types))
        types[check] =
          typeof m === 'string'
            ? localizeValidation(m)
            : Array.isArray(m)
              ? m.map((x) => (typeof x === 'string' ? localizeValidation(x) : x))
              : m;
    } else translateErrors(value);
  }
}

/** A form resolver whose error messages are in the reader's language. */
export function localizedResolver<TIn extends FieldValues, TOut>(resolver: Resolver<TIn, unknown, TOut>): Resolver<TIn, unknown, TOut> {
  return async (values, context, options) => {
    const [result] = await Promise.all([resolver(values, context, options), i18nReady()]);
    translateErrors(result.errors);
    return result;
  };
}
