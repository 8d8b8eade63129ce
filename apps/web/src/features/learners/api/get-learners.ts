import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { practiceApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export interface LearnersFilter {
  courseId: string;
  q: string;
  stuck: boolean;
  page: number;
}

/** GET /api/admin/courses/:courseId/learners: each enrolled student's progress, paged and searchable. */
export const getLearners = (f: LearnersFilter) =>
  call(practiceApi.learners, {
    params: { courseId: f.courseId },
    query: { page: f.page, ...(f.q ? { q: f.q } : {}), ...(f.stuck ? { stuck: 'true' } : {}) },
  });

export const learnersQuery = (f: LearnersFilter) =>
  queryOptions({
    queryKey: ['instructor', 'learners', f],
    queryFn: () => getLearners(f),
    enabled: !!f.courseId,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'learners:learners.fetchError' },
  });

export const useLearners = (f: LearnersFilter) => useQuery(learnersQuery(f));
