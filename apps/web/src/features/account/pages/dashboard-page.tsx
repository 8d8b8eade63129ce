import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/check-auth';
import { useLogout } from '../../../lib/auth/logout';
import { formatDate, formatDateTime } from '../../../lib/format';
import '../i18n';
import { paths } from '../../../config/paths';

/** /dashboard: the account dashboard (profile and account activity). */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  // The Instructors Page button is for admins only (a student's would only bounce back);
  // everyone gets a way back: admins to the instructor dashboard, students to their home.
  const isAdmin = user.isAdmin === true;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={isAdmin ? paths.instructor() : paths.studentHome()}
        className="mb-3 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {isAdmin ? t('dashboard.backToInstructor') : t('dashboard.backToHome')}
      </Link>
      <h1 className="text-3xl font-semibold text-brand-800">{t('dashboard.title')}</h1>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Card>
          <CardTitle>{t('dashboard.profile')}</CardTitle>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="text-sm text-stone-600">{t('dashboard.name')}</dt>
              <dd className="font-medium">{user.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t('dashboard.email')}</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <CardTitle>{t('dashboard.activity')}</CardTitle>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="text-sm text-stone-600">{t('dashboard.joined')}</dt>
              <dd className="font-medium">{formatDate(user.createdAt) || t('dashboard.never')}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t('dashboard.lastLogin')}</dt>
              <dd className="font-medium">{formatDateTime(user.lastLogin) || t('dashboard.never')}</dd>
            </div>
          </dl>
        </Card>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {isAdmin ? (
          <Link to={paths.instructor()} className={buttonClasses('primary')}>
            {t('dashboard.instructors')}
          </Link>
        ) : null}
        <Button variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('dashboard.logout')}
        </Button>
      </div>
    </div>
  );
}
