import { defineApi } from '../endpoint';

/** /api/admin/admissions: the scholarship team's reach against its targets. */
export const admissionsApi = defineApi(() => import('./admissions.schemas'), {
  /** Admins: the year's funnel, reach by country and by course. */
  summary: { method: 'GET', path: '/api/admin/admissions/summary' },
});
