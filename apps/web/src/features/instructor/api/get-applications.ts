import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminApplication } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const applicationsKey = ['instructor', 'applications'] as const;

/** GET /api/student/course-application/applications: every application, newest first (searched and paged on the client). */
export const getApplications = () =>
  api
    .get<{ success: true; applications: AdminApplication[]; total: number }>('/student/course-application/applications')
    .then((r) => r.applications);

export const applicationsQuery = () => queryOptions({ queryKey: applicationsKey, queryFn: getApplications });

export const useApplications = () => useQuery(applicationsQuery());
