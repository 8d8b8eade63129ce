import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** GET /api/student/course-application/mine: the signed-in student's applications, newest first. */
export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: ['student', 'applications'],
    queryFn: () => call(applicationsApi.mine).then((r) => r.applications),
    meta: { errorMessage: 'catalog:myApplications.fetchError' },
  });

export const useMyApplications = () => useQuery(myApplicationsQuery());
