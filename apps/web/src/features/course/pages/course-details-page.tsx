import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, CheckCircle2, Globe2, Lock, PlayCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@sewee/shared/options';
import type { PublicCourse, PublicLecture } from '@sewee/shared';
import { intakeLastDay, intakePhase, waivedPriceCents } from '@sewee/shared/intake-rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { AccountStatusNote } from '../../../components/account-status/account-status-note';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/check-auth';
import { formatDate, formatUtcDay } from '../../../lib/format';
import { formatPrice, siteCurrency } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { optionText } from '../../../lib/options-i18n';
import { useApplyForCourse } from '../api/apply-for-course';
import { useDeclineApplication } from '../api/decline-application';
import { orderPayload, useCreateOrder } from '../api/create-order';
import { isMissingCourse, useCourseDetails } from '../api/get-course-details';
import { rememberCheckout } from '../../../lib/checkout-storage';
import { courseAction, splitObjectives } from '../components/course-action';
import { CourseCost } from '../../../components/data-cost/data-cost-labels';
import { LazyVideoPlayer } from '../../../components/video-player/lazy-video-player';
import { LessonFiles } from '../../../components/lesson/lesson-files';
import { canOpen, LessonSummary } from '../components/lesson-row';
import { useDataSaver } from '../../../lib/video/use-data-saver';
import { useHydrated } from '../../../lib/use-hydrated';
import { HydrationPiece } from '../../../lib/hydrate-in-pieces';
import '../i18n';
import { paths } from '../../../config/paths';

// The preview dialog (and the dialog primitives under it, ~13 KB) loads when a preview is wanted, not
// with the page: pointing at or focusing a free lecture starts the download ahead of the click.
const loadPreviewDialog = () => import('../components/preview-dialog');
const PreviewDialog = lazy(() => loadPreviewDialog().then((m) => ({ default: m.PreviewDialog })));
const warmPreviewDialog = () => void loadPreviewDialog();

// The course's teaching language, named in the reader's language (an id the list lacks shows as it is).
const languageOption = (id: string) => LANGUAGES.find((l) => l.id === id) ?? { id, label: id };

/**
 * A free lecture that opens its preview. The server may send this page drawn: the button
 * works once its code has arrived. (Its own component: hydration then draws only it again.)
 */
function PreviewButton({ lecture, dataSaver, onOpen }: { lecture: PublicLecture; dataSaver: boolean; onOpen: () => void }) {
  const { t } = useTranslation('course');
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onPointerEnter={warmPreviewDialog}
      onFocus={warmPreviewDialog}
      onClick={onOpen}
      className="flex min-h-11 w-full items-center gap-3 py-2 text-start font-medium text-brand-700 hover:underline"
    >
      <PlayCircle className="size-5 shrink-0" aria-hidden="true" />
      <LessonSummary lecture={lecture} dataSaver={dataSaver} />
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('freePreview')}</span>
    </button>
  );
}

function BackToProfile() {
  const { t } = useTranslation('course');
  return (
    <Link to={paths.studentHome()} className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('backToProfile')}
    </Link>
  );
}

/**
 * /course/details/:id. A failed fetch keeps the loading state, except for an
 * unknown or withdrawn course, which says so with a way on.
 */
export function CourseDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('course');
  const details = useCourseDetails(id);
  const [preview, setPreview] = useState<PublicLecture | null>(null);
  const { dataSaver } = useDataSaver();
  const { user } = useAuth();

  const course = details.data;
  if (!course && isMissingCourse(details.error)) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <BackToProfile />
        <div className="mx-auto mt-8 max-w-xl rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
          <h1 className="text-2xl font-semibold text-brand-800">{t('missing.title')}</h1>
          <Link to={paths.memberCourses()} className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('missing.allCourses')}
          </Link>
        </div>
      </div>
    );
  }
  if (!course) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <BackToProfile />
        {/* Keyed: the renderer must not turn this box into the page's grid below (Chrome would count
            the reused box moving down as a layout shift). */}
        <div key="loading" className="grid place-items-center py-16">
          <Spinner className="size-8 text-brand-700" label={t('loading')} />
        </div>
      </div>
    );
  }

  const freePreviews = course.curriculum.filter((l) => l.freePreview && canOpen(l));
  // The card plays the first free video; a course whose only free preview is a step lesson shows its first photo.
  const firstPreview = freePreviews.find((l) => l.kind === 'video');
  const stepsPreview = freePreviews.find((l) => l.kind === 'steps');
  const objectives = splitObjectives(course.objectives);
  const students = course.studentCount;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <BackToProfile />
      <HydrationPiece>
        <header className="mt-3 rounded-2xl bg-brand-800 p-5 text-white sm:p-8">
          <h1 className="bidi-plain text-3xl font-bold sm:text-4xl">{course.title}</h1>
          {course.subtitle ? <p className="bidi-plain mt-2 text-lg text-white/90">{course.subtitle}</p> : null}
          <p className="mt-3 font-medium text-gold-400">{t('createdBy', { name: course.instructorName })}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-white/90">
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              {t('created', { date: formatDate(course.date) })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Globe2 className="size-4" aria-hidden="true" />
              {t('language', { language: optionText(t, 'primaryLanguage', languageOption(course.primaryLanguage)) })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              {t('students', { count: students })}
            </li>
          </ul>
          <IntakeLine course={course} />
        </header>
      </HydrationPiece>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <HydrationPiece>
          <aside className="lg:col-start-3 lg:row-start-1">
            <Card className="p-4 sm:p-4 lg:sticky lg:top-24">
              {firstPreview?.kind === 'video' && firstPreview.videoUrl ? (
                <LazyVideoPlayer
                  url={firstPreview.videoUrl}
                  stream={firstPreview.stream}
                  poster={course.image}
                  title={firstPreview.title}
                  preload="none"
                  loadingLabel={t('loadingVideo')}
                />
              ) : stepsPreview?.kind === 'steps' && stepsPreview.steps?.[0] ? (
                <button
                  type="button"
                  onPointerEnter={warmPreviewDialog}
                  onFocus={warmPreviewDialog}
                  onClick={() => setPreview(stepsPreview)}
                  className="block aspect-video w-full overflow-hidden rounded-xl bg-ink"
                >
                  <img
                    src={(dataSaver ? stepsPreview.steps[0].imageSmall : stepsPreview.steps[0].image).url}
                    alt={stepsPreview.title}
                    className="size-full object-contain"
                  />
                </button>
              ) : (
                <p className="rounded-xl bg-sand-100 p-4 text-sm text-stone-700">{t('noPreview')}</p>
              )}
              <CoursePrice course={course} />
              {course.pricing > 0 && <p className="text-sm text-stone-600">{t('currencyNote', { currency: siteCurrency() })}</p>}
              <CourseActionButton course={course} />
              <AccountStatusNote status={user?.status} className="mt-4" />
            </Card>
          </aside>
        </HydrationPiece>

        <div className="space-y-6 lg:col-span-2 lg:row-start-1">
          <HydrationPiece>
            <Card>
              <h2 className="text-xl font-semibold text-brand-800">{t('learn')}</h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {objectives.map((o, i) => (
                  <li key={i} className="flex gap-2 text-stone-800">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                    <span className="bidi-plain">{o}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </HydrationPiece>
          <HydrationPiece>
            <Card>
              <h2 className="text-xl font-semibold text-brand-800">{t('description')}</h2>
              <p className="bidi-plain mt-3 whitespace-pre-line text-stone-800">{course.description}</p>
            </Card>
          </HydrationPiece>
          <HydrationPiece>
            <Card>
              <h2 className="text-xl font-semibold text-brand-800">{t('curriculum')}</h2>
              <CourseCost items={course.curriculum} dataSaver={dataSaver} className="mt-1" />
              <ol className="mt-3 divide-y divide-stone-100">
                {course.curriculum.map((l) => (
                  <li key={l._id}>
                    {l.freePreview && canOpen(l) ? (
                      <PreviewButton lecture={l} dataSaver={dataSaver} onOpen={() => setPreview(l)} />
                    ) : (
                      <div className="flex min-h-11 items-center gap-3 py-2 text-stone-700">
                        <Lock className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
                        <LessonSummary lecture={l} dataSaver={dataSaver} />
                        {canOpen(l) ? null : <span className="sr-only">{t('locked')}</span>}
                      </div>
                    )}
                    <LessonFiles files={l.files} className="ps-8 pb-2 text-sm text-stone-700" />
                  </li>
                ))}
              </ol>
            </Card>
          </HydrationPiece>
        </div>
      </div>

      {preview ? (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 grid place-items-center bg-ink/60">
              <Spinner className="size-8 text-white" label={t('loading')} />
            </div>
          }
        >
          <PreviewDialog
            lectures={freePreviews}
            current={preview}
            onSelect={setPreview}
            onClose={() => setPreview(null)}
            poster={course.image}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The waiver that applies to the viewer: their own intake's, else the open intake's. */
function waiverFor(course: PublicCourse): number {
  if (course.waiverPercent !== undefined) return course.waiverPercent;
  return course.intake && intakePhase(course.intake) === 'open' && !course.applicationStatus ? course.intake.waiverPercent : 0;
}

/** The price; under a partial scholarship the reduced price beside the struck-through full one. */
function CoursePrice({ course }: { course: PublicCourse }) {
  const { t } = useTranslation('course');
  const waiver = course.pricing > 0 ? waiverFor(course) : 0;
  if (!waiver) {
    return (
      <p className="mt-4 text-3xl font-bold text-brand-800">
        <span className="sr-only">{t('price')}: </span>
        <span>{formatPrice(course.pricing)}</span>
      </p>
    );
  }
  const reduced = waivedPriceCents(Math.round(course.pricing * 100), waiver) / 100;
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
      <span className="text-3xl font-bold text-brand-800">
        <span className="sr-only">{t('intake.yourPrice')}: </span>
        {formatPrice(reduced)}
      </span>
      <s className="text-lg text-stone-500">
        <span className="sr-only">{t('intake.fullPrice')}: </span>
        {formatPrice(course.pricing)}
      </s>
      <span className="rounded-full bg-gold-400/30 px-2 py-0.5 text-xs font-semibold text-stone-900">
        {waiver === 100 ? t('intake.full') : t('intake.partial', { percent: waiver })}
      </span>
    </p>
  );
}

/** "Applications open until 15 January · January 2027 intake · Full scholarship"; nothing without intakes. */
function IntakeLine({ course }: { course: PublicCourse }) {
  const { t } = useTranslation('course');
  const intake = course.intake;
  if (!intake) return null;
  const phase = intakePhase(intake);
  const when =
    phase === 'open'
      ? t('intake.openUntil', { date: formatUtcDay(intakeLastDay(intake.closesAt)) })
      : phase === 'upcoming'
        ? t('intake.opensOn', { date: formatUtcDay(intake.opensAt) })
        : t('intake.closedOn', { date: formatUtcDay(intakeLastDay(intake.closesAt)) });
  const [namePre, namePost] = t('intake.name', { name: '\u0000' }).split('\u0000');
  const parts: ReactNode[] = [
    when,
    // The name in <bdi>: a Latin name inside an Arabic line (or the reverse) keeps its place.
    <>
      {namePre}
      <bdi>{intake.name}</bdi>
      {namePost}
    </>,
    ...(intake.waiverPercent === 100
      ? [t('intake.full')]
      : intake.waiverPercent > 0
        ? [t('intake.partial', { percent: intake.waiverPercent })]
        : []),
  ];
  return (
    <div className="mt-4 rounded-xl bg-white/10 px-4 py-3 text-sm" data-testid="intake-line">
      <p className="font-semibold text-white">
        {parts.map((part, i) => (
          <Fragment key={i}>
            {i ? ' · ' : null}
            {part}
          </Fragment>
        ))}
      </p>
      {phase !== 'closed' ? (
        <p className="mt-1 text-white/90">
          {t('intake.seatsLeft', { count: intake.seatsLeft })} · {t('intake.enrolWithin', { count: intake.enrolWithinDays })}
        </p>
      ) : null}
    </div>
  );
}

/** Apply / Application Pending / Buy Now / Application Rejected / Go to course. */
function CourseActionButton({ course }: { course: PublicCourse }) {
  const { t } = useTranslation('course');
  const { user } = useAuth();
  const apply = useApplyForCourse(course._id);
  const order = useCreateOrder();
  const [redirecting, setRedirecting] = useState(false);
  const decline = useDeclineApplication(course._id);
  const [confirming, setConfirming] = useState<'seat' | 'waitlist' | null>(null);
  const applyOpen = !course.intake || intakePhase(course.intake) === 'open';
  const action = courseAction(course.isPurchased, course.applicationStatus, applyOpen);
  const waiver = waiverFor(course);
  const full = 'mt-4 w-full';
  // A rejected account cannot apply or buy: the note below the button says why, in place.
  const blocked = user?.status === 'rejected' && (action === 'apply' || action === 'buy');
  const hydrated = useHydrated();

  const onApply = () => {
    const name = user?.name?.trim();
    const email = user?.email?.trim();
    if (!name || !email) {
      notify.error(t('toasts.missingUser'));
      return;
    }
    apply.mutate(
      { name, email },
      {
        onSuccess: () => notify.success(t('toasts.applied')),
      },
    );
  };

  const onBuy = () => {
    if (!user) return;
    order.mutate(orderPayload(user, course), {
      onSuccess: (data) => {
        // A full scholarship is settled at once: the answer points at My Courses, not at a checkout.
        if (!data.approveUrl.endsWith(paths.myCourses())) rememberCheckout(sessionStorage, data.orderId, course._id);
        setRedirecting(true);
        window.location.assign(data.approveUrl);
      },
    });
  };

  // Giving up cannot be undone: the student confirms it first.
  const giveUp = (label: string, what: 'seat' | 'waitlist') => (
    <>
      <Button variant="ghost" className="mt-2 w-full" disabled={!hydrated} loading={decline.isPending} onClick={() => setConfirming(what)}>
        {label}
      </Button>
      <Dialog
        open={confirming === what}
        onOpenChange={(open) => setConfirming(open ? what : null)}
        title={t('confirmGiveUp.title')}
        description={t(`confirmGiveUp.${what}`)}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            {t('confirmGiveUp.cancel')}
          </Button>
          <Button
            loading={decline.isPending}
            onClick={() =>
              decline.mutate(course.applicationId!, {
                onSuccess: () => notify.success(t('toasts.gaveUp')),
                onSettled: () => setConfirming(null),
              })
            }
          >
            {t('confirmGiveUp.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );

  if (blocked) {
    return (
      <Button size="lg" variant="outline" className={full} disabled>
        {action === 'apply' ? t('actions.apply') : course.pricing === 0 ? t('actions.enrolFree') : t('actions.buy')}
      </Button>
    );
  }
  switch (action) {
    case 'go':
      return (
        <Link to={paths.courseProgress(course._id)} className={buttonClasses('primary', 'lg', full)}>
          {t('actions.go')}
        </Link>
      );
    case 'apply':
      return (
        <Button size="lg" className={full} disabled={!hydrated} loading={apply.isPending} onClick={onApply}>
          {t('actions.apply')}
        </Button>
      );
    case 'pending':
      return (
        <>
          <Button size="lg" className={full} disabled aria-describedby="action-hint">
            {t('actions.pending')}
          </Button>
          <p id="action-hint" className="mt-2 text-sm text-stone-600">
            {t('actionHints.pending')}
          </p>
        </>
      );
    case 'buy':
      return (
        <>
          <Button
            size="lg"
            variant="secondary"
            className={full}
            disabled={!hydrated}
            loading={order.isPending || redirecting}
            onClick={onBuy}
          >
            {course.intake && course.applicationId && waiver === 100
              ? t('actions.scholarship')
              : course.pricing === 0
                ? t('actions.enrolFree')
                : t('actions.buy')}
          </Button>
          {course.enrolBy ? (
            <p className="mt-2 text-sm font-semibold text-brand-800">{t('actionHints.enrolBy', { date: formatDate(course.enrolBy) })}</p>
          ) : null}
          {redirecting ? (
            <p role="status" className="mt-2 text-sm text-stone-600">
              {t('toasts.redirecting')}
            </p>
          ) : null}
          {course.enrolBy && course.applicationId ? giveUp(t('actions.giveUp'), 'seat') : null}
        </>
      );
    case 'waitlisted':
      return (
        <>
          <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 text-center font-semibold text-sky-900">
            {t('actions.waitlisted', { position: course.applicationPosition ?? '' })}
          </p>
          <p className="mt-2 text-sm text-stone-600">{t('actionHints.waitlisted')}</p>
          {course.applicationId ? giveUp(t('actions.leaveWaitlist'), 'waitlist') : null}
        </>
      );
    case 'declined':
    case 'expired':
      return (
        <>
          <Button size="lg" variant="outline" className={full} disabled aria-describedby="action-hint">
            {t(`actions.${action}`)}
          </Button>
          <p id="action-hint" className="mt-2 text-sm text-stone-600">
            {t(`actionHints.${action}`)}
          </p>
        </>
      );
    case 'closed':
      return (
        <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-stone-800">
          {course.intake && intakePhase(course.intake) === 'upcoming'
            ? t('actionHints.closedUntil', { date: formatDate(course.intake.opensAt) })
            : t('actionHints.closedSince', { date: formatUtcDay(course.intake && intakeLastDay(course.intake.closesAt)) })}
        </p>
      );
    case 'rejected':
      return (
        <>
          <Button size="lg" variant="outline" className={full} disabled aria-describedby="action-hint">
            {t('actions.rejected')}
          </Button>
          <p id="action-hint" className="mt-2 text-sm text-stone-600">
            {t('actionHints.rejected')}
          </p>
        </>
      );
  }
}
