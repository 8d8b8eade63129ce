import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** GET /api/student/courses-bought/get/:studentId: the student's courses, newest purchase first. */
export const getBoughtCourses = (studentId: string, signal?: AbortSignal) =>
  call(catalogApi.bought, { params: { studentId } }, { signal }).then((r) => r.data);

export const boughtCoursesQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['learning', 'bought', studentId],
    queryFn: ({ signal }) => getBoughtCourses(studentId, signal),
  });

export const useBoughtCourses = (studentId: string) => useQuery({ ...boughtCoursesQuery(studentId), enabled: Boolean(studentId) });
