import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public site shell: sticky header, the child route, footer. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8 text-brand-700" label={label} />
    </div>
  );
}
