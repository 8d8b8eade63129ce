import { CircleCheck, CirclePlay, Images, Ruler } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LectureProgress, ProgressCourse } from '@sewee/shared';
import { LectureCost } from '../../../components/data-cost/data-cost-labels';
import { cn } from '../../../lib/cn';
import '../../../components/lesson/i18n';
import { PatternLine } from '../../../components/pattern/pattern-line';

type Lecture = ProgressCourse['curriculum'][number];

interface LectureListProps {
  lectures: readonly Lecture[];
  progress: readonly LectureProgress[];
  currentId: string | undefined;
  onSelect: (lecture: Lecture) => void;
  /** Data saver: which quality the cost labels are for. */
  dataSaver: boolean;
  /** What sits after the first `n` lectures (practice pieces); `n` = 0 is before the first. */
  after?: (n: number) => ReactNode;
  /** Beside each row (its download state). */
  extra?: (lecture: Lecture) => ReactNode;
}

/** The course's lectures in order, each with a viewed / not-viewed mark; a click opens it. */
export function LectureList({ lectures, progress, currentId, onSelect, dataSaver, after, extra }: LectureListProps) {
  const { t } = useTranslation('learning');
  const { t: tLesson } = useTranslation('lesson');
  const viewed = new Set(progress.filter((p) => p.viewed).map((p) => p.lectureId));
  return (
    <ol className="divide-y divide-stone-200">
      {after?.(0)}
      {lectures.map((lecture, i) => {
        const isViewed = viewed.has(lecture._id);
        const isCurrent = lecture._id === currentId;
        return (
          <Fragment key={lecture._id}>
            <li className="flex items-center pe-2">
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onSelect(lecture)}
                className={cn(
                  'flex min-h-12 min-w-0 flex-1 items-center gap-3 px-4 py-2 text-start hover:bg-brand-50',
                  isCurrent && 'bg-brand-50 font-semibold text-brand-800',
                )}
              >
                {isViewed ? (
                  <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
                ) : lecture.kind === 'steps' ? (
                  <Images className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
                ) : lecture.kind === 'pattern' ? (
                  <Ruler className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
                ) : (
                  <CirclePlay className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
                )}
                <span className="bidi-plain flex-1">
                  {lecture.title}
                  {lecture.kind === 'steps' ? <span className="sr-only">{` (${tLesson('stepLesson')})`}</span> : null}
                  <PatternLine lecture={lecture} icon={false} />
                </span>
                <LectureCost item={lecture} dataSaver={dataSaver} />
                <span className="sr-only">{` (${[isViewed ? t('courseProgress.viewed') : t('courseProgress.notViewed'), isCurrent ? t('courseProgress.nowPlaying') : ''].filter(Boolean).join(', ')})`}</span>
              </button>
              {extra?.(lecture)}
            </li>
            {after?.(i + 1)}
          </Fragment>
        );
      })}
    </ol>
  );
}
