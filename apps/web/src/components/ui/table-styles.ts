/**
 * Admin tables: a normal table from 768 px; below that each row becomes a stacked card whose
 * cells carry their column name (data-label), so a 360 px phone needs no sideways scrolling.
 * Explicit roles keep the table semantics when the display changes.
 */
export const tableCls = {
  panel: 'rounded-2xl border border-stone-200 bg-white shadow-sm',
  table: 'w-full text-sm max-md:block',
  thead: 'bg-sand-100 text-stone-700 max-md:sr-only',
  th: 'px-3 py-3 text-start font-semibold',
  tbody: 'max-md:block',
  tr: 'border-t border-stone-100 max-md:block max-md:px-4 max-md:py-3',
  td: 'px-3 py-3 max-md:flex max-md:gap-3 max-md:p-0 max-md:py-1 max-md:before:w-24 max-md:before:shrink-0 max-md:before:break-normal max-md:before:font-semibold max-md:before:text-stone-600 max-md:before:content-[attr(data-label)]',
  /** A cell that lays itself out (checkboxes, actions): no name beside it on a phone's card. */
  tdPlain: 'px-3 py-3 max-md:p-0',
} as const;
