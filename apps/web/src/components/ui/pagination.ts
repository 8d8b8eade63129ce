/** A numbered page button, or a gap between numbers. */
export type PageItem = number | 'gap';

/**
 * The numbered page buttons of an admin table: every page when there are few (up to 7),
 * otherwise the first, the last and the current page with its neighbours, gaps between.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const set = new Set([1, totalPages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= totalPages));
  const pages = [...set].sort((a, b) => a - b);
  const out: PageItem[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
