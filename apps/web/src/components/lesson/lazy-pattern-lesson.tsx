import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';
import type { PatternLessonProps } from './pattern-lesson';

/** The pattern lesson's own chunk (FreeSewing comes later, per design): loaded only where a pattern lesson opens. */
export const preloadPatternLesson = () => import('./pattern-lesson');
const PatternLesson = lazy(() => preloadPatternLesson().then((m) => ({ default: m.PatternLesson })));

/** The PatternLesson, with a spinner in its place until its code is here. */
export function LazyPatternLesson({ loadingLabel, ...props }: PatternLessonProps & { loadingLabel: string }) {
  return (
    <Suspense
      fallback={
        <div className="grid size-full place-items-center bg-white text-ink">
          <Spinner className="size-8" label={loadingLabel} />
        </div>
      }
    >
      <PatternLesson {...props} />
    </Suspense>
  );
}
