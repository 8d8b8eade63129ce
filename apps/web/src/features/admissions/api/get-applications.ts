import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@sewee/shared/constants';
import { LIMITS } from '@sewee/shared/constants';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const applicationsKey = ['instructor', 'applications'] as const;

/** The applications table's filters, as the server takes them (empty: no filter). */
export interface ApplicationFilters {
  q: string;
  status: ApplicationStatus | '';
  courseId: string;
  /** One intake of the chosen course. */
  intakeId: string;
  country: string;
  sort: 'newest' | 'oldest';
}
export const NO_FILTERS: ApplicationFilters = { q: '', status: '', courseId: '', intakeId: '', country: '', sort: 'newest' };

/** The filters as a query: empty ones left out, so the address stays short and the server sees "no filter". */
export function filterQuery(f: ApplicationFilters) {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.courseId ? { courseId: f.courseId } : {}),
    ...(f.courseId && f.intakeId ? { intakeId: f.intakeId } : {}),
    ...(f.country ? { country: f.country } : {}),
    ...(f.sort !== 'newest' ? { sort: f.sort } : {}),
  };
}

/** GET /api/student/course-application/applications: one filtered page and the total. */
export const getApplicationsPage = (f: ApplicationFilters, page: number) =>
  call(applicationsApi.list, { query: { ...filterQuery(f), page, pageSize: LIMITS.adminPageSize } });

export const applicationsPageQuery = (f: ApplicationFilters, page: number) =>
  queryOptions({
    queryKey: [...applicationsKey, filterQuery(f), page],
    queryFn: () => getApplicationsPage(f, page),
    // The last page stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admissions:applications.fetchError' },
  });

export const useApplicationsPage = (f: ApplicationFilters, page: number) => useQuery(applicationsPageQuery(f, page));

/** "Select all matching": every id the filters match. */
export const getMatchingIds = (f: ApplicationFilters) => call(applicationsApi.ids, { query: filterQuery(f) });

/** The CSV download's address for these filters (a plain link: the browser streams it to a file). */
export const applicationsCsvUrl = (f: ApplicationFilters) => {
  const qs = new URLSearchParams(filterQuery(f)).toString();
  return `${applicationsApi.exportCsv.path}${qs ? `?${qs}` : ''}`;
};
