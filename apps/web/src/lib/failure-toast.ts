import { errorMessage } from './api-client';
import { i18n } from './i18n';
import { notify } from './toast';

/**
 * What a query or mutation says about its own failure, read by the query client's caches
 * (app/providers.tsx): the one place a failed call becomes a toast.
 */
export interface FailureMeta extends Record<string, unknown> {
  /** i18n key (`namespace:key`) of the toast shown when the call fails; the server's own sentence wins. */
  errorMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

export function toastFailure(error: unknown, meta: FailureMeta | undefined) {
  if (meta?.errorMessage) notify.error(errorMessage(error, i18n.t(meta.errorMessage)));
}
