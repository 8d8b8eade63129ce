// No zod here: the web's forms import this with their lazily loaded validation.
import { flatten, placeholders, type Message } from '../localize';
import { validation } from './en';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const english = flatten(validation);
const fieldKeys = new Map([...english].filter(([key]) => key.startsWith('fields.')).map(([key, text]) => [text, key]));

/** The templates as patterns, exact texts first, then by how much fixed text they have (the most specific wins). */
const patterns = [...english]
  .filter(([key]) => !key.startsWith('fields.'))
  .map(([key, template]) => {
    const source = template
      .split(/\{\{(\w+)\}\}/)
      .map((part, i) => (i % 2 ? '(.+?)' : escapeRe(part)))
      .join('');
    return { key, names: placeholders(template), re: new RegExp(`^${source}$`, 's'), fixed: template.replace(/\{\{\w+\}\}/g, '').length };
  })
  .sort((a, b) => Number(b.names.length === 0) - Number(a.names.length === 0) || b.fixed - a.fixed);

/**
 * A shared schema's English message (zod carries messages as strings) as the validation Message
 * it was written from: its key (under `prefix`, `validation.` in the server's catalogue) and
 * parameters, a field's name as the key of its `fields` text. Undefined for a text the catalogue
 * does not have (it is shown as it is). This is the one place a text is matched back to a key.
 */
export function validationMessageOf(text: string, prefix = ''): Message | undefined {
  for (const { key, names, re } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const params: Record<string, string | Message> = {};
    names.forEach((name, i) => {
      const value = m[i + 1]!;
      const field = name === 'field' ? fieldKeys.get(value) : undefined;
      params[name] = field ? { key: prefix + field } : value;
    });
    return { key: prefix + key, params };
  }
  return undefined;
}
