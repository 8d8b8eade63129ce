import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import '../../lib/video/i18n';
import { courseCost, formatMegabytes, itemCost, type CostItem } from '../../lib/video/data-cost';
import { formatTime } from '../../lib/video/format-time';

/** An item of the curriculum for its cost label; a step lesson says how many steps it has. */
export type CostLabelItem = CostItem & { stepCount?: number };

/**
 * What an item costs at the student's quality: a video's length and size ("4:05 · 5.9 MB"; nothing
 * until its ladder is ready), a step lesson's steps and size ("12 steps · 0.9 MB", the small photos'
 * size with Data saver); nothing for a pattern lesson.
 */
export function LectureCost({ item, dataSaver, className }: { item: CostLabelItem; dataSaver: boolean; className?: string }) {
  const { t } = useTranslation('video');
  const bytes = itemCost(item, dataSaver);
  // A pattern lesson has no size of its own (its row names the design instead).
  if (bytes === null || item.kind === 'pattern') return null;
  const text =
    item.kind === 'steps'
      ? // The size is isolated left to right: "6 خطوات · 0.4 MB", not "MB 0.4", in an Arabic line.
        t('dataCost.steps', { count: item.stepCount ?? 0, size: `\u2066${formatMegabytes(bytes)}\u2069` })
      : t('dataCost.lecture', { duration: formatTime(item.dataCost!.durationSeconds), size: formatMegabytes(bytes) });
  return (
    // dir="auto": "0:24 · 1.6 MB" keeps its order inside a right-to-left page.
    <span dir="auto" className={cn('whitespace-nowrap text-xs tabular-nums text-stone-600', className)}>
      {text}
    </span>
  );
}

/**
 * The course's total length and cost at the student's quality, and which quality that is. Lectures
 * still being prepared are left out, and the line says so.
 */
export function CourseCost({ items, dataSaver, className }: { items: readonly CostItem[]; dataSaver: boolean; className?: string }) {
  const { t } = useTranslation('video');
  const total = courseCost(items, dataSaver);
  if (total.bytes === 0) return null;
  const values = { duration: formatTime(total.seconds), size: formatMegabytes(total.bytes) };
  return (
    <p className={cn('text-sm text-stone-700', className)}>
      {total.seconds === 0
        ? t('dataCost.totalPhotos', values)
        : dataSaver
          ? t('dataCost.totalDataSaver', values)
          : t('dataCost.totalBest', values)}
      {total.complete ? null : ` ${t('dataCost.partial')}`}
    </p>
  );
}
