import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { refundsKey } from './get-refunds';

/** PATCH /api/instructor/refunds/:orderId { status: 'refunded' }: the money went back at the provider. */
export const markRefunded = (orderId: string) => call(ordersApi.markRefunded, { params: { orderId }, body: { status: 'refunded' } });

/** Marks a refund as made, then refetches the list. */
export function useMarkRefunded() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markRefunded,
    meta: { errorMessage: 'refunds:refunds.markError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: refundsKey }),
  });
}
