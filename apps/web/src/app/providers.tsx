import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@sewee/shared/constants';
import { toasterStore } from '../lib/toast';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

// Mounted lazily, once the first toast is raised (lib/toast): toasts raised before it arrives are
// replayed by sonner when it subscribes.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  return <Toaster position="top-center" duration={LIMITS.toastMs} richColors closeButton />;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toasterWanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.get, () => false);
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
