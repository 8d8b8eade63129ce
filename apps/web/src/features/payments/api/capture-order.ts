import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const captureOrder = (reference: string) =>
  api.post<{ success: true; message: string; data: { orderId: string; courseId: string; orderStatus: string } }>('/student/order/capture', {
    reference,
  });

/** Verifies the payment by its reference. On success every cached course answer (bought, details) is stale. */
export function useCaptureOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: captureOrder,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }),
  });
}
