import { Images, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicLecture } from '@sewee/shared';
import '../../../components/lesson/i18n';
import '../../../components/pattern/i18n';

/**
 * Whether the viewer may open this item: the server sends a video's URL, a step lesson's steps, or a
 * pattern lesson's options, only then.
 */
export const canOpen = (l: PublicLecture) =>
  l.kind === 'steps' ? l.steps !== null : l.kind === 'pattern' ? l.pattern.options !== null : l.videoUrl !== null;

/** A step or pattern lesson's icon in the curriculum (a step lesson's named for screen readers); nothing for a video. */
export function LessonKindMark({ lecture }: { lecture: PublicLecture }) {
  const { t } = useTranslation('lesson');
  if (lecture.kind === 'pattern') return <Ruler className="size-4 shrink-0 text-brand-700" aria-hidden="true" />;
  if (lecture.kind !== 'steps') return null;
  return (
    <span className="inline-flex shrink-0 items-center" title={t('stepLesson')}>
      <Images className="size-4 text-brand-700" aria-hidden="true" />
      <span className="sr-only">{t('stepLesson')}</span>
    </span>
  );
}

/** Under a pattern lesson's title, what it gives the student: "Your pattern: Bodice block"; nothing for other items. */
export function PatternLine({ lecture }: { lecture: PublicLecture }) {
  const { t } = useTranslation('pattern');
  if (lecture.kind !== 'pattern') return null;
  return (
    <span className="block text-xs font-normal text-stone-600">{t('yourPattern', { design: t(`designs.${lecture.pattern.design}`) })}</span>
  );
}
