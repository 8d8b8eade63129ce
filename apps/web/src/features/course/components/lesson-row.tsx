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

/**
 * Under a pattern lesson's title, with its icon, what it gives the student: "Your pattern: Bodice
 * block" (on its own line: beside the title it would squeeze it on a phone); nothing for other items.
 */
export function PatternLine({ lecture }: { lecture: PublicLecture }) {
  const { t } = useTranslation('pattern');
  if (lecture.kind !== 'pattern') return null;
  return (
    <span className="mt-0.5 flex items-center gap-1.5 text-xs font-normal text-stone-600">
      <Ruler className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
      {t('yourPattern', { design: t(`designs.${lecture.pattern.design}`) })}
    </span>
  );
}
