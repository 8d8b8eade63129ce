import { Link, useLocation } from 'react-router';
import { Award, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/check-auth';
import { useBoughtCourses } from '../api/get-bought-courses';
import '../i18n';
import './my-courses-i18n';
import { paths } from '../../../config/paths';

/** /student-courses: the courses the student bought, each with Start Watching. */
export function MyCoursesPage() {
  const { t } = useTranslation('learning', { keyPrefix: 'myCoursesPage' });
  const { user } = useAuth();
  const bought = useBoughtCourses(user?._id ?? '');
  const list = bought.data ?? [];
  // Set by the payment-return page when this payment will be refunded (the course was already bought).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-semibold text-brand-800">{t('title')}</h1>
      {typeof notice === 'string' && notice ? (
        <p role="status" className="mt-4 rounded-lg border border-gold-400 bg-sand-100 px-4 py-3 text-stone-800">
          {notice}
        </p>
      ) : null}
      {bought.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8 text-brand-700" label={t('loading')} />
        </div>
      ) : bought.isError ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-stone-700">{errorMessage(bought.error, t('loadError'))}</p>
          <Button variant="outline" className="mt-4" onClick={() => void bought.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-lg font-medium text-stone-700">{t('empty')}</p>
          <Link to={paths.memberCourses()} className={buttonClasses('outline', 'md', 'mt-4')}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 md:grid-cols-3">
          {list.map((c) => (
            <li key={c.id} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
              {c.courseImage ? (
                <img
                  src={c.courseImage}
                  alt=""
                  width={400}
                  height={225}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video h-40 w-full bg-sand-100 object-cover"
                />
              ) : (
                <div aria-hidden="true" className="bg-kente h-40 w-full opacity-80" />
              )}
              <div className="flex flex-1 flex-col p-4">
                <h2 className="bidi-plain line-clamp-2 font-sans text-lg font-semibold text-ink">{c.title}</h2>
                <p className="mt-1 text-sm text-stone-600">{t('createdBy', { name: c.instructorName })}</p>
                <Link
                  to={paths.courseProgress(c.courseId)}
                  aria-label={t('startWatchingWho', { title: c.title })}
                  className={buttonClasses('primary', 'md', 'mt-4 w-full')}
                >
                  <PlayCircle className="size-5" aria-hidden="true" />
                  {t('startWatching')}
                </Link>
                <Link
                  to={paths.myCertificate(c.courseId)}
                  aria-label={t('certificateWho', { title: c.title })}
                  className={buttonClasses('ghost', 'md', 'mt-2 w-full')}
                >
                  <Award className="size-5" aria-hidden="true" />
                  {t('certificate')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
