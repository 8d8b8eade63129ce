import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import type { CatalogList, CatalogQueryInput } from '@sewee/shared';
import { CATALOG_PAGE_SIZE } from '@sewee/shared/constants';
import { DEFAULT_SORT } from '@sewee/shared/options';
import { catalogApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** The catalogue call's query: filter groups comma-joined, plus sortBy (see filters.ts toCatalogQuery). */
export type CoursesQuery = CatalogQueryInput;

/**
 * One page of the catalogue (issue 19): CATALOG_PAGE_SIZE courses, with the total. Page 1 has no
 * `page` in its address, so it is the same URL the HTML starts early (route-table.ts DEFAULT_CATALOGUE).
 */
export const getCoursesPage = (query: CoursesQuery, page: number, signal?: AbortSignal): Promise<CatalogList> =>
  call(catalogApi.list, { query: { ...query, limit: CATALOG_PAGE_SIZE, ...(page > 1 ? { page } : {}) } }, { signal });

/** Every filter or sort change is a new key, so it refetches (spec §4); Show more fetches the next page. */
export const coursesQuery = (query: CoursesQuery) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'courses', query],
    queryFn: ({ signal, pageParam }) => getCoursesPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging?.hasMore ? last.paging.page + 1 : undefined),
    staleTime: 60_000,
  });

export const useCourses = (query: CoursesQuery) => useInfiniteQuery({ ...coursesQuery(query), placeholderData: keepPreviousData });

/**
 * How many published courses a category has: its first page of one course, read for `paging.total`
 * (a few hundred bytes each, cached by the server), rather than the whole catalogue to count locally.
 */
export const categoryCountQuery = (category: string) =>
  queryOptions({
    queryKey: ['catalog', 'category-count', category],
    queryFn: ({ signal }) =>
      call(catalogApi.list, { query: { category, sortBy: DEFAULT_SORT, limit: 1 } }, { signal }).then(
        (r) => r.paging?.total ?? r.data.length,
      ),
    staleTime: 60_000,
  });

/** Each category's count (undefined while it loads or if it failed). */
export const useCategoryCounts = (categories: readonly { id: string }[]) =>
  useQueries({
    queries: categories.map((c) => categoryCountQuery(c.id)),
    combine: (results) => new Map(categories.map((c, i) => [c.id, results[i]?.data])),
  });
