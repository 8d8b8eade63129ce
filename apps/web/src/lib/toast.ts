import { LIMITS } from '@sewee/shared/constants';

// sonner is loaded on first use (and by the lazily mounted Toaster), not with the first page:
// about 9 KB gzip that a visitor on slow mobile data need not wait for.
const sonner = () => {
  showToaster();
  return import('sonner');
};

// The Toaster is mounted only once a toast is raised: most first visits raise none, so their pages
// never download sonner. sonner replays toasts raised before its Toaster subscribes.
let toasterWanted = false;
const listeners = new Set<() => void>();
function showToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((l) => l());
}
/** For useSyncExternalStore: whether any toast has been raised yet. */
export const toasterStore = {
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  get: () => toasterWanted,
};

/** Toasts stay 4 s by default (set on the Toaster), 2 s for success. */
export const notify = {
  success: (message: string) => void sonner().then(({ toast }) => toast.success(message, { duration: LIMITS.successToastMs })),
  error: (message: string) => void sonner().then(({ toast }) => toast.error(message)),
  info: (message: string) => void sonner().then(({ toast }) => toast(message)),
  /** A quiet message that stays until acted on or closed ("Update available" → Reload). */
  action: (message: string, label: string, onClick: () => void) =>
    void sonner().then(({ toast }) => toast(message, { duration: Infinity, action: { label, onClick } })),
};
