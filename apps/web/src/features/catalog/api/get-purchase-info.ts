import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whether the student bought the course (false for anything not bought). */
export const getPurchaseInfo = (courseId: string, userId: string) =>
  api
    .get<{ success: true; data: boolean }>(`/student/course/purchase-info/${encodeURIComponent(courseId)}/${encodeURIComponent(userId)}`)
    .then((r) => r.data);

export const purchaseInfoQuery = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: ['catalog', 'purchase-info', courseId, userId],
    queryFn: () => getPurchaseInfo(courseId, userId),
    staleTime: 0,
  });
