import { sql, type SQL } from 'drizzle-orm';

/**
 * Case- and accent-insensitive matching that runs the same on PGlite and PostgreSQL without any
 * extension (`unaccent` is not in PGlite; docs/decisions/022-catalogue-search.md): translate() maps each
 * accented letter to its plain one, then lower() folds the case; combining marks are dropped. translate() runs first because,
 * under the C locale, lower() folds only ASCII. Both are IMMUTABLE, so the fold can feed a stored
 * generated column. Changing these strings needs a migration that rebuilds `courses.search_text`.
 */
// Combining marks (a decomposed "é" is "e" + U+0301) end FOLD_FROM without a partner, so translate() deletes them.
const COMBINING = '\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a\u030b\u030c\u0323\u0327\u0328';
export const FOLD_FROM =
  'ÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚẸÌÍÎÏĪĮıÑŃŇÒÓÔÕÖØŌŐỌŔŘŚŠŞȘṢŤȚÙÚÛÜŪŮŰŲÝŸŹŻŽàáâãäåāăąçćčďèéêëēėęěẹìíîïīįñńňòóôõöøōőọŕřśšşșṣťțùúûüūůűųýÿźżž' +
  COMBINING;
export const FOLD_TO =
  'AAAAAAAAACCCDEEEEEEEEEIIIIIIiNNNOOOOOOOOORRSSSSSTTUUUUUUUUYYZZZaaaaaaaaacccdeeeeeeeeeiiiiiinnnooooooooorrsssssttuuuuuuuuyyzzz';

/** `expr` folded for searching: lower(translate(expr, FOLD_FROM, FOLD_TO)). */
export const foldForSearch = (expr: SQL) => sql`lower(translate(${expr}, ${sql.raw(quote(FOLD_FROM))}, ${sql.raw(quote(FOLD_TO))}))`;

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i] ?? '']));

/** `text` folded in JavaScript as foldForSearch folds it in SQL, for matching words against names held in code. */
export const foldText = (text: string) =>
  [...text]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();

/** A SQL string literal (the fold strings are constants, never input). */
function quote(text: string) {
  return `'${text.replaceAll("'", "''")}'`;
}
