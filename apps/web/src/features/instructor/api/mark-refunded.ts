import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@sewee/shared';
import { api } from '../../../lib/api-client';
import { refundsKey } from './get-refunds';

/** PATCH /api/instructor/refunds/:orderId { status: 'refunded' }: the money went back at the provider. */
export const markRefunded = (orderId: string) =>
  api.patch<{ success: true; message: string; data: Refund }>(`/instructor/refunds/${encodeURIComponent(orderId)}`, {
    status: 'refunded',
  });

/** Marks a refund as made, then refetches the list. */
export function useMarkRefunded() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markRefunded, onSuccess: () => qc.invalidateQueries({ queryKey: refundsKey }) });
}
