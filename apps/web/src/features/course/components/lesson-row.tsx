import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicLecture } from '@sewee/shared';
import '../../../components/lesson/i18n';

/**
 * Whether the viewer may open this item: the server sends a video's URL, a step lesson's steps, or a
 * pattern lesson's options, only then.
 */
export const canOpen = (l: PublicLecture) =>
  l.kind === 'steps' ? l.steps !== null : l.kind === 'pattern' ? l.pattern.options !== null : l.videoUrl !== null;

/** A step lesson's icon in the curriculum, named for screen readers; nothing for a video (a pattern lesson's is on its PatternLine). */
export function LessonKindMark({ lecture }: { lecture: PublicLecture }) {
  const { t } = useTranslation('lesson');
  if (lecture.kind !== 'steps') return null;
  return (
    <span className="inline-flex shrink-0 items-center" title={t('stepLesson')}>
      <Images className="size-4 text-brand-700" aria-hidden="true" />
      <span className="sr-only">{t('stepLesson')}</span>
    </span>
  );
}
