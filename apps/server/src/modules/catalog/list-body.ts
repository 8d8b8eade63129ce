import {
  CATALOG_PAGE_SIZE,
  CatalogListResponse,
  CatalogQuerySchema,
  DEFAULT_SORT,
  type CatalogList,
  type CatalogQuery,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { compressList, type CachedList } from './list-cache';
import { createCatalogService } from './service';

/** The cache key of a catalogue query: its filters (order-free), sort and page. */
const keyOf = (q: CatalogQuery) =>
  JSON.stringify([
    q.sortBy,
    [...(q.category ?? [])].sort(),
    [...(q.level ?? [])].sort(),
    [...(q.primaryLanguage ?? [])].sort(),
    q.page ?? null,
    q.limit ?? null,
  ]);

/**
 * The public catalogue's answer to `q`, serialized through its response schema and compressed:
 * from the short-lived cache (ctx.catalogueCache), except searches (their words are endless, and a
 * stream of them would push the filter lists, the cache's point, out; a search is one query).
 */
export function createCatalogueLists(ctx: AppContext) {
  const catalog = createCatalogService(ctx);
  const body = async (q: CatalogQuery): Promise<CachedList> => {
    const load = async () => JSON.stringify(CatalogListResponse.parse({ success: true, ...(await catalog.list(q)) }));
    return q.q ? compressList(await load()) : ctx.catalogueCache.get(keyOf(q), load);
  };
  const FIRST_PAGE = CatalogQuerySchema.parse({ sortBy: DEFAULT_SORT, limit: CATALOG_PAGE_SIZE });
  return {
    body,
    /** All Courses' first view (no filter, the default sort, page 1): what a guest's /courses HTML is drawn from. */
    firstPage: async (): Promise<CatalogList> => JSON.parse((await body(FIRST_PAGE)).json.toString('utf8')) as CatalogList,
  };
}
