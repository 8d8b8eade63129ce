import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@sewee/shared/api';
import { call } from './api-client';

/** The published courses by title: the applications table's course filter. */
export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: ['instructor', 'course-options'],
    queryFn: () =>
      call(catalogApi.list, { query: { sortBy: 'title-atoz' } }).then((r) => r.data.map((c) => ({ _id: c._id, title: c.title }))),
    staleTime: 60_000,
  });

export const useCourseOptions = () => useQuery(courseOptionsQuery());
