import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useMyApplications } from '../api/get-my-applications';
import './my-applications-i18n';

const BADGE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-stone-200 text-stone-800',
  waitlisted: 'bg-sky-100 text-sky-900',
  declined: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
} as const;

/**
 * My applications, on the student home's Dashboard tab: each application with its
 * status, what to do next, the admin's message when there is one, and a link to the course.
 */
export function MyApplications() {
  const { t, i18n } = useTranslation('catalog');
  const mine = useMyApplications();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="my-applications-title" className="mt-6">
      <h2 id="my-applications-title" className="text-2xl font-semibold text-brand-800">
        {t('myApplications.title')}
      </h2>
      {mine.isPending ? (
        <div className="grid place-items-center p-6">
          <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
        </div>
      ) : mine.isError ? (
        <p className="mt-3 text-stone-700">{t('myApplications.fetchError')}</p>
      ) : mine.data.length === 0 ? (
        <p className="mt-3 text-stone-700">
          {t('myApplications.empty')}{' '}
          <Link to={paths.memberCourses()} className="font-medium text-brand-800 underline underline-offset-2">
            {t('myApplications.browse')}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {mine.data.map((a) => (
            <li key={a._id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words text-stone-900">
                  <Link
                    to={paths.courseDetails(a.course._id)}
                    aria-label={t('myApplications.open', { course: a.course.title })}
                    className="hover:text-brand-800 hover:underline"
                  >
                    {a.course.title}
                  </Link>
                </h3>
                <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[a.status])}>
                  {t(`myApplications.statuses.${a.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-600">{t('myApplications.appliedOn', { date: date.format(new Date(a.createdAt)) })}</p>
              {a.intake ? <p className="text-sm text-stone-600">{t('myApplications.intake', { name: a.intake.name })}</p> : null}
              {a.position !== undefined ? (
                <p className="mt-1 text-sm font-semibold text-sky-900">{t('myApplications.position', { position: a.position })}</p>
              ) : null}
              {a.enrolBy && !a.enrolled ? (
                <p className="mt-1 text-sm font-semibold text-brand-800">
                  {t('myApplications.enrolBy', { date: date.format(new Date(a.enrolBy)) })}
                </p>
              ) : null}
              <p className="mt-2 text-stone-800">{t(a.enrolled ? 'myApplications.hints.enrolled' : `myApplications.hints.${a.status}`)}</p>
              {a.message ? (
                <div className="mt-2 rounded-lg border-s-4 border-brand-600 bg-sand-100 px-3 py-2 text-sm">
                  <p className="font-semibold text-stone-800">{t('myApplications.adminMessage')}</p>
                  <p className="bidi-plain break-words whitespace-pre-line text-stone-800">{a.message}</p>
                </div>
              ) : null}
              {a.enrolled ? (
                <Link to={paths.courseProgress(a.course._id)} className={cn(buttonClasses('primary', 'sm'), 'mt-3')}>
                  {t('myApplications.continue')}
                </Link>
              ) : a.status === 'approved' ? (
                <Link to={paths.courseDetails(a.course._id)} className={cn(buttonClasses('primary', 'sm'), 'mt-3')}>
                  {t('myApplications.buyNow')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
