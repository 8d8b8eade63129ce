import { LIMITS } from '@sewee/shared/constants';

// sonner is loaded on first use (and by the lazily mounted Toaster), not with the first page:
// about 9 KB gzip that a visitor on slow mobile data need not wait for.
const sonner = () => import('sonner');

/** Toasts per spec §9: 4 s by default (set on the Toaster), 2 s for success. */
export const notify = {
  success: (message: string) => void sonner().then(({ toast }) => toast.success(message, { duration: LIMITS.successToastMs })),
  error: (message: string) => void sonner().then(({ toast }) => toast.error(message)),
  info: (message: string) => void sonner().then(({ toast }) => toast(message)),
};
