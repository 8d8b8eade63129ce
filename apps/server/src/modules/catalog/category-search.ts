import { categoryNames } from '@sewee/shared/messages/categories/index';
import type { CategoryId } from '@sewee/shared/options';
import { foldText } from '../../db/search-fold';

// Every category's names in the five languages, folded once. A search matches them in every language,
// not only the reader's: the answer to a URL is then the same for everyone, so a shared search link
// shows the same courses and the list stays one response for any cache.
const NAMES = Object.values(categoryNames).flatMap((names) =>
  Object.entries(names).map(([id, name]) => ({ id: id as CategoryId, folded: foldText(name) })),
);

/** The categories whose name, in any of the site's languages, contains `word` (case and accents ignored). */
export function categoriesNamed(word: string): CategoryId[] {
  const folded = foldText(word);
  return [...new Set(NAMES.filter((n) => n.folded.includes(folded)).map((n) => n.id))];
}
