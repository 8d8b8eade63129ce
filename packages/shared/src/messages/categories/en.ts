import { CATEGORIES, type CategoryId } from '../../options';

/** The course categories' names in English: the labels of CATEGORIES, by id. */
export default Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label])) as Record<CategoryId, string>;
