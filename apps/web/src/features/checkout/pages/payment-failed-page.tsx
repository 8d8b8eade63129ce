import { Link, useLocation, useSearchParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { PaymentFailedState } from './payment-return-page';
import '../i18n';
import { paths } from '../../../config/paths';

/** /payment-failed?reference=...&course=...: what happened and where to go next. Every part is optional. */
export function PaymentFailedPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as PaymentFailedState | null;
  const reference = params.get('reference');
  const courseId = params.get('course');
  const message = typeof state?.message === 'string' ? state.message : null;

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CircleAlert className="size-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-semibold text-brand-800">{t('failedTitle')}</h1>
        <p className="mt-3 text-stone-800">{t('failedText')}</p>
        {message ? <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t('serverSaid', { message })}</p> : null}
        {reference ? (
          // wrap-anywhere: the reference ("sewee_" and 32 hex digits) is one unbroken string wider than a phone's card.
          <p className="mt-3 text-sm text-stone-700 wrap-anywhere">
            {t('reference', { reference })} {t('keepReference')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {courseId ? (
            <Link to={paths.courseDetails(courseId)} className={buttonClasses('primary', 'md')}>
              {t('backToCourse')}
            </Link>
          ) : null}
          {/* /courses is for guests; a signed-in student's catalogue is /dashboard/courses. */}
          <Link to={paths.memberCourses()} className={buttonClasses(courseId ? 'outline' : 'primary', 'md')}>
            {t('browseCourses')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
