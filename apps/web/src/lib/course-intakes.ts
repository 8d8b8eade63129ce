import { queryOptions, useQuery } from '@tanstack/react-query';
import { intakesApi } from '@sewee/shared/api';
import { call } from './api-client';

/**
 * A course's intakes, read by two admin features: the Intakes tab (features/intakes) lists and edits
 * them, the applications table (features/admissions) filters by them. The intakes feature's
 * mutations invalidate this key, so both stay in step.
 */
export const intakesKey = ['instructor', 'intakes'] as const;

/** GET /api/admin/intakes?courseId=: a course's intakes with their seat counts. */
export const intakesQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...intakesKey, courseId],
    queryFn: () => call(intakesApi.list, { query: { courseId } }).then((r) => r.data),
    enabled: !!courseId,
    // Seat counts move with every decision elsewhere: read them afresh each time a course is chosen.
    staleTime: 0,
    meta: { errorMessage: 'common:errors.intakes' },
  });

export const useIntakes = (courseId: string) => useQuery(intakesQuery(courseId));
