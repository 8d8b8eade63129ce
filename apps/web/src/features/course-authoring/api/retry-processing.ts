import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { processingKey } from './get-processing';

/** POST /api/media/:publicId/retry (admins): queue a failed video again (202). */
export const retryProcessing = (publicId: string) => call(mediaApi.retry, { params: { publicId } }).then((r) => r.data);

/** Retries and puts the answer (pending) in the poll's place, which starts polling again. */
export function useRetryProcessing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryProcessing,
    onSuccess: (processing, publicId) => qc.setQueryData(processingKey(publicId), processing),
  });
}
