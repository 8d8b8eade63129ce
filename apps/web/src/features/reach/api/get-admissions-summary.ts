import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { admissionsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** GET /api/admin/admissions/summary?year=: the reach dashboard's numbers. */
export const admissionsSummaryQuery = (year: number) =>
  queryOptions({
    queryKey: ['instructor', 'admissions', year],
    queryFn: () => call(admissionsApi.summary, { query: { year } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'reach:reach.fetchError' },
  });

export const useAdmissionsSummary = (year: number) => useQuery(admissionsSummaryQuery(year));
