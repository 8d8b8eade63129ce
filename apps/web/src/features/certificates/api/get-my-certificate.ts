import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** GET /api/student/certificates/:courseId: the signed-in student's certificate of a completed course. */
export const getMyCertificate = (courseId: string, signal?: AbortSignal) =>
  call(certificatesApi.mine, { params: { courseId } }, { signal }).then((r) => r.data);

export const myCertificateQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['certificates', 'mine', courseId],
    queryFn: ({ signal }) => getMyCertificate(courseId, signal),
    // "Finish every lecture" is an answer, not a failure to retry.
    retry: false,
  });

export const useMyCertificate = (courseId: string) => useQuery(myCertificateQuery(courseId));
