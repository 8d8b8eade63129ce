import { Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lecture, PublicLecture } from '@sewee/shared';
import './i18n';

/**
 * Under a pattern lesson's title, with its icon, what it gives the student: "Your pattern: Bodice
 * block" (on its own line: beside the title it would squeeze it on a phone); nothing for other items.
 * The course details page and the course page's lesson list show it (`icon` false where the row
 * already starts with the ruler).
 */
export function PatternLine({ lecture, icon = true }: { lecture: PublicLecture | Lecture; icon?: boolean }) {
  const { t } = useTranslation('pattern');
  if (lecture.kind !== 'pattern') return null;
  return (
    <span className="mt-0.5 flex items-center gap-1.5 text-xs font-normal text-stone-600">
      {icon ? <Ruler className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" /> : null}
      {t('yourPattern', { design: t(`designs.${lecture.pattern.design}`) })}
    </span>
  );
}
