import { defineApi } from '../endpoint';

/** /api/student/course and courses-bought: the public catalogue, purchase checks and My Courses. */
export const catalogApi = defineApi(() => import('./catalog.schemas'), {
  /** Public (anonymous too), served from the catalogue cache. */
  list: { method: 'GET', path: '/api/student/course/get' },
  /** Public: how many published courses each category has (student home), one grouped count. */
  categoryCounts: { method: 'GET', path: '/api/student/course/category-counts' },
  details: { method: 'GET', path: '/api/student/course/get/details/:courseId' },
  purchaseInfo: { method: 'GET', path: '/api/student/course/purchase-info/:courseId/:studentId' },
  bought: { method: 'GET', path: '/api/student/courses-bought/get/:studentId' },
});
