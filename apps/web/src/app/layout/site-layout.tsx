import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { HydrationPiece } from '../../lib/hydrate-in-pieces';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public site shell: sticky header, the child route, footer. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skip')}
      </a>
      <SiteHeader />
      {/* A full screen tall while a page's code loads: the footer starts below the fold, so the page
          arriving does not push a visible footer down (that shift measured CLS 0.4 on /courses). */}
      <PageMain spinnerClassName="min-h-dvh" />
      <HydrationPiece>
        <SiteFooter />
      </HydrationPiece>
    </div>
  );
}

/**
 * The page's main region: the child route, its errors kept to the page. A piece of its own while the
 * page hydrates, so the app's shell hydrates in one short task and the page in the next.
 */
export function PageMain({ spinnerClassName }: { spinnerClassName?: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <HydrationPiece>
      <main id="main" className="flex-1">
        <ErrorBoundary scope="page" resetKey={pathname}>
          <Suspense fallback={<PageSpinner label={t('loading')} className={spinnerClassName} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </HydrationPiece>
  );
}

export function PageSpinner({ label, className = 'min-h-[40vh]' }: { label: string; className?: string }) {
  return (
    <div className={cn('grid place-items-center', className)}>
      <Spinner className="size-8 text-brand-700" label={label} />
    </div>
  );
}
