import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogItem } from '@sewee/shared';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';

interface CourseCardProps {
  course: Pick<CatalogItem, '_id' | 'title' | 'image' | 'instructorName' | 'lectureCount' | 'level' | 'pricing'>;
  /** Where a plain click (or a middle click) goes. */
  href: string;
  /** Intercepts a plain click (e.g. to ask whether the course was bought first). */
  onOpen?: (e: MouseEvent<HTMLAnchorElement>) => void;
  opening?: boolean;
  /** In the first row of the grid (likely the LCP element): the image loads at once, with high priority. */
  priority?: boolean;
  /** The title's heading level: one below the page or section heading the grid sits under. */
  titleLevel?: 'h2' | 'h3';
}

/**
 * '{n} Lecture(s) - {LEVEL} Level': singular when the count is 1 or fewer, the level's name in the
 * reader's language (lib/options-i18n), upper-case.
 */
export function lectureLine(t: (key: string, o: Record<string, unknown>) => string, count: number, level: string) {
  return t('card.lectures', { count, level: t(`options:${level}`, { defaultValue: level }).toUpperCase() });
}

/**
 * A catalogue card with a fixed height. The title is the link; its ::after covers the card so the
 * whole card is clickable while screen readers hear one link named by the title.
 */
export function CourseCard({ course, href, onOpen, opening = false, priority = false, titleLevel = 'h3' }: CourseCardProps) {
  const { t } = useTranslation('catalog');
  const Title = titleLevel;
  return (
    <article className="relative flex h-[22rem] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {course.image ? (
        <img
          src={course.image}
          alt=""
          width={400}
          height={225}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className="aspect-video h-40 w-full shrink-0 bg-sand-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="bg-kente h-40 w-full shrink-0 opacity-80" />
      )}
      <div className="flex min-h-0 flex-1 flex-col p-4">
        <p className="break-words text-sm text-stone-600">{t('card.createdBy', { name: course.instructorName })}</p>
        <Title className="bidi-plain mt-1 line-clamp-2 font-sans text-lg font-semibold leading-snug text-ink">
          <Link
            to={href}
            onClick={onOpen}
            aria-busy={opening || undefined}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-gold-500 focus-visible:after:rounded-2xl"
          >
            {course.title}
          </Link>
        </Title>
        <p className="mt-1 text-sm text-stone-700">{lectureLine(t, course.lectureCount, course.level)}</p>
        <p className="mt-auto flex items-center gap-2 text-xl font-bold text-brand-800">
          <span className="sr-only">{t('card.price')}: </span>
          {/* Intl in Node and in the phone may format a price differently (ICU data): the text may differ at hydration. */}
          <span suppressHydrationWarning>{formatPrice(course.pricing)}</span>
          {opening ? <Spinner className="size-4 text-brand-700" label={t('card.opening')} /> : null}
        </p>
      </div>
    </article>
  );
}

/** Placeholder cards of the same size while the list loads. */
export function CourseCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-[22rem] animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="h-40 bg-stone-200" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-3 w-1/2 rounded bg-stone-200" />
        <div className="h-5 w-4/5 rounded bg-stone-200" />
        <div className="h-3 w-2/3 rounded bg-stone-200" />
        <div className="mt-auto h-6 w-1/4 rounded bg-stone-200" />
      </div>
    </div>
  );
}
