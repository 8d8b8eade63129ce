import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogQueryInput } from '@sewee/shared';
import { catalogApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** The catalogue call's query: filter groups comma-joined, plus sortBy (see filters.ts toCatalogQuery). */
export type CoursesQuery = CatalogQueryInput;

export const getCourses = (query: CoursesQuery, signal?: AbortSignal) => call(catalogApi.list, { query }, { signal }).then((r) => r.data);

/** Every filter or sort change is a new key, so it refetches (spec §4). */
export const coursesQuery = (query: CoursesQuery) =>
  queryOptions({
    queryKey: ['catalog', 'courses', query],
    queryFn: ({ signal }) => getCourses(query, signal),
    staleTime: 60_000,
  });

export const useCourses = (query: CoursesQuery) => useQuery({ ...coursesQuery(query), placeholderData: keepPreviousData });
