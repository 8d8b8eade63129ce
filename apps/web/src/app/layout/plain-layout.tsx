import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from './logo';
import { PageSpinner } from './site-layout';

/** Layout of the account, student and instructor screens outside the site shell: logo + page. */
export function PlainLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-2.5">
          <Logo />
          <LanguageSwitcher compact className="ms-auto" />
        </div>
      </header>
      <main id="main" className="flex-1">
        <ErrorBoundary scope="page" resetKey={pathname}>
          <Suspense fallback={<PageSpinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
