import { queryOptions, useQuery } from '@tanstack/react-query';
import { practiceApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const practiceKey = (courseId: string) => ['practice', courseId] as const;

/** GET /api/student/practice/:courseId: the student's pieces of the course, with every round. */
export const getPractice = (courseId: string) => call(practiceApi.mine, { params: { courseId } }).then((r) => r.data);

export const practiceQuery = (courseId: string, enabled: boolean) =>
  queryOptions({
    queryKey: practiceKey(courseId),
    queryFn: () => getPractice(courseId),
    enabled,
    meta: { errorMessage: 'learning:practice.loadError' },
  });

export const usePractice = (courseId: string, enabled: boolean) => useQuery(practiceQuery(courseId, enabled));
