import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const applicationsKey = ['instructor', 'applications'] as const;

/** GET /api/student/course-application/applications: every application, newest first (searched and paged on the client). */
export const getApplications = () => call(applicationsApi.list).then((r) => r.applications);

export const applicationsQuery = () =>
  queryOptions({ queryKey: applicationsKey, queryFn: getApplications, meta: { errorMessage: 'instructor:applications.fetchError' } });

export const useApplications = () => useQuery(applicationsQuery());
