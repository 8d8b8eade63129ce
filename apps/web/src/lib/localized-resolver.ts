// Loaded with the forms' zod validation (lazily), never with a first view.
import type { FieldValues, Resolver } from 'react-hook-form';
import { validation } from '@sewee/shared/messages/validation/en';
import { flatten, pickTemplate, renderWith } from '@sewee/shared/messages/localize';
import { validationMessageOf } from '@sewee/shared/messages/validation/match';
import { isLocale } from '@sewee/shared/locales';
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
    '!../../../../packages/shared/src/messages/validation/match.ts',
  ]),
);
const english = flatten(validation);

/** A schema's English message in the interface's language: its validation key's text (unchanged when the catalogue lacks it). */
export function localizeValidation(message: string): string {
  const locale = i18n.language;
  if (!isLocale(locale) || locale === 'en') return message;
  const bundle = i18n.getResourceBundle(locale, 'validation') as Record<string, never> | undefined;
  const keyed = bundle && validationMessageOf(message);
  if (!keyed) return message;
  const table = flatten(bundle);
  return renderWith(keyed, (key, count) => pickTemplate(table, locale, key, count) ?? pickTemplate(english, 'en', key, count));
}

/** Field errors nest by field path (objects and arrays); each carries a `ref` to its element, never walked. */
function translateErrors(errors: unknown) {
  if (!errors || typeof errors !== 'object') return;
  const proto = Object.getPrototypeOf(errors);
  if (proto !== Object.prototype && proto !== Array.prototype) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') (errors as { message: string }).message = localizeValidation(value);
    else translateErrors(value);
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
