// No zod here, and only the English catalogue: the web loads this with its forms' validation (and
// a translation of the reader's language beside it), never with a first view.
import type { Locale } from '../../locales';
import { flatten, pickTemplate, renderWith, type Catalogue } from '../localize';
import { validation } from './en';
import { messageOf } from './say';

const english = flatten(validation);

/**
 * A schema issue's message in words: a message written by key (`say`) in `locale` from that
 * language's validation catalogue `translation` (English for a key it lacks, and when none is
 * given); zod's own messages as they are.
 */
export function issueText(text: string, locale: Locale = 'en', translation?: Catalogue): string {
  const message = messageOf(text);
  if (!message) return text;
  const table = translation && locale !== 'en' ? flatten(translation) : undefined;
  return renderWith(message, (key, count) => (table && pickTemplate(table, locale, key, count)) ?? pickTemplate(english, 'en', key, count));
}
