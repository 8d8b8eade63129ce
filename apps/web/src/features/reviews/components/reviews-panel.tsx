import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeRound, PracticeStatus, ReviewItem } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { pageCount } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { DataTable } from '../../../components/ui/data-table';
import { Textarea } from '../../../components/ui/textarea';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useInstructorCourses } from '../../../lib/instructor-courses';
import { useReviews } from '../api/get-reviews';
import { useReviewSubmission } from '../api/review-submission';
import { CourseOptions } from '../../../components/ui/course-options';
import { PanelIntro } from '../../../components/ui/admin-table';
import { tableCls } from '../../../components/ui/table-styles';
import { EmailAddress } from '../../../components/ui/email-address';
import '../i18n';

const STATUSES: readonly PracticeStatus[] = ['waiting', 'passed', 'needs_work'];

/** A round's photos, large enough to judge a seam; each opens full size. */
function Photos({ round, piece, name }: { round: PracticeRound; piece: string; name: string }) {
  const { t } = useTranslation('reviews');
  return (
    <ul className="mt-2 grid gap-3 sm:grid-cols-2">
      {round.photos.map((p, i) => (
        <li key={p._id}>
          <a href={p.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={p.url}
              alt={t('reviews.photo', { round: round.round, n: i + 1, piece, name })}
              width={p.width}
              height={p.height}
              loading="lazy"
              className="h-auto w-full rounded-lg border border-stone-200 bg-stone-100"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Item({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('reviews');
  const [comment, setComment] = useState('');
  const review = useReviewSubmission();
  const decide = (verdict: 'passed' | 'needs_work') =>
    review.mutate({ submissionId: item._id, verdict, comment }, { onSuccess: () => notify.success(t('reviews.reviewed')) });
  return (
    <li className="border-t border-stone-100 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="bidi-plain font-semibold text-brand-800">{item.piece.title}</h3>
        <span className="text-sm text-stone-600">
          {t('reviews.round', { n: item.round })} · {t('reviews.sentOn', { date: formatDate(item.createdAt) })}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        <span className="font-medium">{item.student.name}</span> · <EmailAddress address={item.student.email} /> ·{' '}
        <span className="bidi-plain">{item.course.title}</span>
      </p>
      <details className="mt-1 text-sm text-stone-700">
        <summary className="cursor-pointer">{t('reviews.instructions')}</summary>
        <p className="bidi-plain mt-1 whitespace-pre-line">{item.piece.instructions}</p>
      </details>
      <Photos round={item} piece={item.piece.title} name={item.student.name} />
      {item.status !== 'waiting' && item.comment ? (
        <p className="bidi-plain mt-2 whitespace-pre-line text-stone-800">{item.comment}</p>
      ) : null}
      {item.earlier.length ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">
            {t('reviews.earlier', { count: item.earlier.length })}
          </summary>
          <ol className="mt-2 space-y-3">
            {item.earlier.map((r) => (
              <li key={r._id} className="rounded-lg bg-sand-100 p-3">
                <p className="text-sm font-medium">
                  {t('reviews.round', { n: r.round })} · {t(`reviews.statuses.${r.status}`)}
                </p>
                {r.comment ? <p className="bidi-plain mt-1 text-sm whitespace-pre-line">{r.comment}</p> : null}
                <Photos round={r} piece={item.piece.title} name={item.student.name} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {item.status === 'waiting' ? (
        <div className="mt-3">
          <FormField label={t('reviews.comment')} hint={t('reviews.commentHint')}>
            {(control) => <Textarea {...control} rows={3} value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />}
          </FormField>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => decide('passed')} disabled={review.isPending}>
              {t('reviews.passed')}
            </Button>
            <Button variant="outline" onClick={() => decide('needs_work')} disabled={review.isPending || !comment.trim()}>
              {t('reviews.needsWork')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The Reviews tab: practice rounds waiting for a verdict (or already judged), oldest first. */
export function ReviewsPanel() {
  const { t } = useTranslation('reviews');
  const [status, setStatus] = useState<PracticeStatus>('waiting');
  const [courseId, setCourseId] = useState('');
  const [page, setPage] = useState(1);
  const courses = useInstructorCourses();
  const reviews = useReviews({ status, courseId: courseId || undefined, page });
  const items = reviews.data?.items ?? [];
  // The server's page size, as it answered.
  const pages = pageCount(reviews.data?.total ?? 0, reviews.data?.pageSize ?? 1);
  return (
    <section className={tableCls.panel}>
      <PanelIntro title={t('reviews.title')} intro={t('reviews.intro')}>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <FormField label={t('reviews.status')}>
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as PracticeStatus);
                  setPage(1);
                }}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`reviews.statuses.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('reviews.course')}>
            {(control) => (
              <Select
                {...control}
                value={courseId}
                onChange={(e) => {
                  setCourseId(e.target.value);
                  setPage(1);
                }}
              >
                <CourseOptions courses={courses.data} empty={t('reviews.allCourses')} />
              </Select>
            )}
          </FormField>
        </div>
      </PanelIntro>
      <DataTable
        state={reviews}
        rows={items}
        empty={t('reviews.empty')}
        error={t('reviews.fetchError')}
        renderRows={(rows) => (
          <ol>
            {rows.map((item) => (
              <Item key={item._id} item={item} />
            ))}
          </ol>
        )}
        pager={{ page, pages, onPage: setPage, label: t('reviews.title'), pageLabel: (n) => t('reviews.page', { n }) }}
      />
    </section>
  );
}
