import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/**
 * POST /api/student/order/capture. `orderStatus: 'processing'`: received, waiting for confirmation (ask
 * again); `refundReason`: paid, but this payment will be refunded (the course was already bought).
 */
export const captureOrder = (reference: string) => call(ordersApi.capture, { body: { reference } });
export type CaptureAnswer = Awaited<ReturnType<typeof captureOrder>>;

/** Verifies the payment by its reference. Once paid, every cached course answer (bought, details) is stale. */
export function useCaptureOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: captureOrder,
    onSuccess: (res) =>
      res.data.orderStatus === 'paid' ? qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }) : undefined,
  });
}
