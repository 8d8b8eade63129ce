import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicLecture } from '@sewee/shared';
import { LectureCost } from '../../../components/data-cost/data-cost-labels';
import { PatternLine } from '../../../components/pattern/pattern-line';
import '../../../components/lesson/i18n';

/**
 * Whether the viewer may open this item: the server sends a video's URL, a step lesson's steps, or a
 * pattern lesson's options, only then.
 */
export const canOpen = (l: PublicLecture) =>
  l.kind === 'steps' ? l.steps !== null : l.kind === 'pattern' ? l.pattern.options !== null : l.videoUrl !== null;

/**
 * A lesson's row in the curriculum, after its icon: the title (with a pattern lesson's "Your pattern:
 * …" under it), a step lesson's icon named for screen readers, and what opening it costs.
 */
export function LessonSummary({ lecture, dataSaver }: { lecture: PublicLecture; dataSaver: boolean }) {
  const { t } = useTranslation('lesson');
  return (
    <>
      <span className="bidi-plain flex-1">
        {lecture.title}
        <PatternLine lecture={lecture} />
      </span>
      {lecture.kind === 'steps' ? (
        <span className="inline-flex shrink-0 items-center" title={t('stepLesson')}>
          <Images className="size-4 text-brand-700" aria-hidden="true" />
          <span className="sr-only">{t('stepLesson')}</span>
        </span>
      ) : null}
      <LectureCost item={lecture} dataSaver={dataSaver} />
    </>
  );
}
