import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { DirectionProvider } from '@radix-ui/react-direction';
import { LIMITS } from '@sewee/shared/constants';
import { localeDir, isLocale } from '@sewee/shared/locales';
import { useAccountLanguage } from '../components/language-switcher';
import { useTranslation } from '../lib/i18n';
import { toastFailure } from '../lib/failure-toast';
import { toasterStore } from '../lib/toast';
import { useAuth } from '../lib/auth/check-auth';

const APP_DEFAULTS: DefaultOptions = {
  queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  mutations: { retry: false },
};

/**
 * The app's query client. A query or mutation whose `meta.errorMessage` names a text gets a toast
 * when it fails, from here: one error path instead of an onError or effect per screen.
 */
export function createQueryClient(defaultOptions: DefaultOptions = APP_DEFAULTS) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _context, mutation) => toastFailure(error, mutation.meta) }),
    defaultOptions,
  });
}

// Mounted lazily, once the first toast is raised (lib/toast): toasts raised before it arrives are
// replayed by sonner when it subscribes.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  return <Toaster position="top-center" duration={LIMITS.toastMs} richColors closeButton />;
}

/** Follows the signed-in account's language (inside the query client: it reads the session). */
function AccountLanguage() {
  useAccountLanguage();
  return null;
}

/**
 * The installable app and offline progress (docs/decisions/028-lectures-offline.md) for a signed-in
 * member only, after `load`, from a lazy chunk (lib/offline/register.ts): a guest's pages load nothing
 * of it.
 */
function OfflineApp() {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    const start = () => void import('../lib/offline/register').then((m) => m.startOffline(user)).catch(() => undefined);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [user]);
  return null;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toasterWanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.get, () => false);
  // Radix parts (tabs, dialogs) read the direction from here: arrow keys and layout mirror in Arabic.
  const { i18n } = useTranslation();
  const dir = isLocale(i18n.language) ? localeDir(i18n.language) : 'ltr';
  return (
    <QueryClientProvider client={client}>
      <AccountLanguage />
      <OfflineApp />
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
