import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CatalogList, CatalogQueryInput } from '@sewee/shared';
import { CATALOG_PAGE_SIZE } from '@sewee/shared/constants';
import { catalogApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** The catalogue call's query: filter groups comma-joined, plus sortBy (see filters.ts toCatalogQuery). */
export type CoursesQuery = CatalogQueryInput;

/**
 * One page of the catalogue: CATALOG_PAGE_SIZE courses, with the total. Page 1 has no
 * `page` in its address, so it is the same URL the HTML starts early (route-table.ts DEFAULT_CATALOGUE).
 */
export const getCoursesPage = (query: CoursesQuery, page: number, signal?: AbortSignal): Promise<CatalogList> =>
  call(catalogApi.list, { query: { ...query, limit: CATALOG_PAGE_SIZE, ...(page > 1 ? { page } : {}) } }, { signal });

/** Every filter or sort change is a new key, so it refetches; Show more fetches the next page. */
export const coursesQuery = (query: CoursesQuery) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'courses', query],
    queryFn: ({ signal, pageParam }) => getCoursesPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging?.hasMore ? last.paging.page + 1 : undefined),
    staleTime: 60_000,
  });

export const useCourses = (query: CoursesQuery) => useInfiniteQuery({ ...coursesQuery(query), placeholderData: keepPreviousData });

/** How many published courses each category has: one grouped count from the server (cached there). */
export const categoryCountsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'category-counts'],
    queryFn: ({ signal }) => call(catalogApi.categoryCounts, {}, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });

/** Each category's count (undefined while it loads or if it failed; 0 for a category with none). */
export const useCategoryCounts = (categories: readonly { id: string }[]) => {
  const { data } = useQuery(categoryCountsQuery());
  return new Map(categories.map((c) => [c.id, data ? (data[c.id] ?? 0) : undefined]));
};
