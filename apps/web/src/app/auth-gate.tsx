import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/check-auth';

/** Holds every route behind a full-screen spinner until the first check-auth answer. */
export function AuthGate() {
  const { isCheckingAuth } = useAuth();
  const { t } = useTranslation('common');
  if (isCheckingAuth) return <FullScreenSpinner label={t('loading')} />;
  return <Outlet />;
}
