import {
  CATALOG_PAGE_SIZE,
  CatalogListResponse,
  CatalogQuerySchema,
  CategoryCountsResponse,
  DEFAULT_SORT,
  type CatalogQuery,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { compressList, type CachedList } from './list-cache';
import { createCatalogService } from './service';

/** Pages past this one go uncached, like searches: a crawler walking the pages would otherwise flush the cache. */
export const CACHED_PAGES = 5;

/**
 * The cache key of a catalogue query: its filters (order-free), sort and page; null when it is not
 * cached. Only the small pages people actually open are cached: page ≤ CACHED_PAGES, at the web's
 * page size. Any other limit or a deep page is one query, uncached.
 * No `page` and page=1 are the same key; so are no `page` with `limit` and page=1 with it.
 */
export const keyOf = (q: CatalogQuery): string | null => {
  if (q.q) return null;
  const paged = q.limit !== undefined || q.page !== undefined;
  const page = paged ? (q.page ?? 1) : null;
  const limit = paged ? (q.limit ?? CATALOG_PAGE_SIZE) : null;
  if (page !== null && (page > CACHED_PAGES || limit !== CATALOG_PAGE_SIZE)) return null;
  return JSON.stringify([
    q.sortBy,
    [...(q.category ?? [])].sort(),
    [...(q.level ?? [])].sort(),
    [...(q.primaryLanguage ?? [])].sort(),
    page,
    limit,
  ]);
};

/**
 * The public catalogue's answer to `q`, serialized through its response schema and compressed:
 * from the short-lived cache (ctx.catalogueCache), except searches (their words are endless, and a
 * stream of them would push the filter lists, the cache's point, out; a search is one query).
 */
export function createCatalogueLists(ctx: AppContext) {
  const catalog = createCatalogService(ctx);
  const body = async (q: CatalogQuery): Promise<CachedList> => {
    const load = async () => JSON.stringify(CatalogListResponse.parse({ success: true, ...(await catalog.list(q)) }));
    const key = keyOf(q);
    return key === null ? compressList(await load()) : ctx.catalogueCache.get(key, load);
  };
  const FIRST_PAGE = CatalogQuerySchema.parse({ sortBy: DEFAULT_SORT, limit: CATALOG_PAGE_SIZE });
  return {
    body,
    /** Published courses per category, cached beside the lists (cleared with them when a course changes). */
    categoryCounts: (): Promise<CachedList> =>
      ctx.catalogueCache.get('category-counts', async () =>
        JSON.stringify(CategoryCountsResponse.parse({ success: true, data: await catalog.categoryCounts() })),
      ),
    /**
     * All Courses' first view (no filter, the default sort, page 1): what a guest's /courses HTML is
     * drawn from. The cached entry itself, so the HTML can be kept per entry (plugins/server-html.ts).
     */
    firstPage: (): Promise<CachedList> => body(FIRST_PAGE),
  };
}
