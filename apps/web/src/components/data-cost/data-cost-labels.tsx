import { useTranslation } from 'react-i18next';
import type { LectureDataCost } from '@sewee/shared';
import { cn } from '../../lib/cn';
import '../../lib/video/i18n';
import { courseCost, formatMegabytes, studentCost } from '../../lib/video/data-cost';
import { formatTime } from '../../lib/video/format-time';

/** A lecture's length and what it costs at the student's quality ("4:05 · 5.9 MB"); nothing until its ladder is ready. */
export function LectureCost({ cost, dataSaver, className }: { cost: LectureDataCost | null; dataSaver: boolean; className?: string }) {
  const { t } = useTranslation('video');
  const bytes = studentCost(cost, dataSaver);
  if (!cost || bytes === null) return null;
  return (
    // dir="auto": "0:24 · 1.6 MB" keeps its order inside a right-to-left page.
    <span dir="auto" className={cn('whitespace-nowrap text-xs tabular-nums text-stone-600', className)}>
      {t('dataCost.lecture', { duration: formatTime(cost.durationSeconds), size: formatMegabytes(bytes) })}
    </span>
  );
}

/**
 * The course's total length and cost at the student's quality, and which quality that is. Lectures
 * still being prepared are left out, and the line says so.
 */
export function CourseCost({
  costs,
  dataSaver,
  className,
}: {
  costs: ReadonlyArray<LectureDataCost | null>;
  dataSaver: boolean;
  className?: string;
}) {
  const { t } = useTranslation('video');
  const total = courseCost(costs, dataSaver);
  if (total.bytes === 0) return null;
  const values = { duration: formatTime(total.seconds), size: formatMegabytes(total.bytes) };
  return (
    <p className={cn('text-sm text-stone-700', className)}>
      {dataSaver ? t('dataCost.totalDataSaver', values) : t('dataCost.totalBest', values)}
      {total.complete ? null : ` ${t('dataCost.partial')}`}
    </p>
  );
}
