import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const courseCertificatesKey = (courseId: string) => ['instructor', 'certificates', courseId] as const;

/** GET /api/admin/certificates/course/:courseId: the certificates issued for a course, newest first. */
export const getCourseCertificates = (courseId: string, signal?: AbortSignal) =>
  call(certificatesApi.ofCourse, { params: { courseId } }, { signal }).then((r) => r.data);

export const courseCertificatesQuery = (courseId: string) =>
  queryOptions({ queryKey: courseCertificatesKey(courseId), queryFn: ({ signal }) => getCourseCertificates(courseId, signal) });

export const useCourseCertificates = (courseId: string) => useQuery(courseCertificatesQuery(courseId));
