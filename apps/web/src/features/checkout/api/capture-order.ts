import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** POST /api/student/order/capture. `refundReason`: paid, but this payment will be refunded (the course was already bought). */
export const captureOrder = (reference: string) => call(ordersApi.capture, { body: { reference } });

/** Verifies the payment by its reference. On success every cached course answer (bought, details) is stale. */
export function useCaptureOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: captureOrder,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }),
  });
}
