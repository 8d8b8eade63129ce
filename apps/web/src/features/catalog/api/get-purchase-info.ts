import { queryOptions } from '@tanstack/react-query';
import { catalogApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** Whether the student bought the course (false for anything not bought). */
export const getPurchaseInfo = (courseId: string, userId: string) =>
  call(catalogApi.purchaseInfo, { params: { courseId, studentId: userId } }).then((r) => r.data);

export const purchaseInfoQuery = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: ['catalog', 'purchase-info', courseId, userId],
    queryFn: () => getPurchaseInfo(courseId, userId),
    staleTime: 0,
  });
