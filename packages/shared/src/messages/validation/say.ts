// No zod and no catalogue here (the English catalogue is imported for its type only): every shared
// schema imports this, and the web's first views import some of those modules' zod-free neighbours.
import type { KeyOf, Message, ParamNames } from '../localize';
import type { validation } from './en';

type Validation = typeof validation;

/** A field's name in a message: a key of the validation catalogue's `fields` ("name" is "Name", "Nom"...). */
export type FieldKey = keyof Validation['fields'];

/** A key of the validation catalogue that is a message (a field's name is not one). */
export type ValidationKey = Exclude<KeyOf<Validation>, `fields.${string}`>;

/** The parameters a key's English text names, every one required; `field` names a `fields` key. */
export type SayParams<K extends ValidationKey> = {
  readonly [N in ParamNames<Validation, K>]: N extends 'field' ? FieldKey : string | number;
};

/**
 * What zod carries for a message written by key: this mark, then `[key]` or `[key, params]` as
 * JSON. zod's own messages never start with it. It is never meant for a person: every place that
 * shows a schema's issue turns it into words with `messageOf` (see docs/languages.md).
 */
const MARK = '#validation:';

/**
 * A schema's message by key of the validation catalogue (`messages/validation/en.ts`), with the
 * parameters its English text names, checked by the type-checker: give it where zod takes a
 * message (`.min(1, say('required', { field: 'name' }))`, `{ error: say(...) }`). zod carries it
 * as a string; `messageOf` gives back the key and parameters, rendered in the reader's language.
 */
export function say<K extends ValidationKey>(
  key: K,
  ...params: [ParamNames<Validation, K>] extends [never] ? [] : [params: SayParams<K>]
): string {
  return MARK + JSON.stringify(params[0] ? [key, params[0]] : [key]);
}

/**
 * The message a schema issue's text was written from with `say`: its key (under `prefix`, the
 * server's catalogue has the validation texts under `validation.`) and parameters, a field's name
 * as a message of its `fields` text. Undefined for any other text (zod's own messages, shown as
 * they are).
 */
export function messageOf(text: string, prefix = ''): Message | undefined {
  if (!text.startsWith(MARK)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(MARK.length));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string') return undefined;
  const [key, given] = parsed as [string, Record<string, string | number> | undefined];
  if (!given) return { key: prefix + key };
  const params: Record<string, string | number | Message> = {};
  for (const [name, value] of Object.entries(given)) params[name] = name === 'field' ? { key: `${prefix}fields.${value}` } : value;
  return { key: prefix + key, params };
}
