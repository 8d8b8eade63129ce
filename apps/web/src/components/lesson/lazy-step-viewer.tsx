import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';
import type { StepViewerProps } from './step-viewer';

/** The step viewer's own chunk: loaded only where a step lesson opens. Call early to fetch it in parallel. */
export const preloadStepViewer = () => import('./step-viewer');
const StepViewer = lazy(() => preloadStepViewer().then((m) => ({ default: m.StepViewer })));

/** The StepViewer, with a spinner in its place until its code is here. */
export function LazyStepViewer({ loadingLabel, ...props }: StepViewerProps & { loadingLabel: string }) {
  return (
    <Suspense
      fallback={
        <div className="grid size-full place-items-center bg-stone-950 text-white">
          <Spinner className="size-8" label={loadingLabel} />
        </div>
      }
    >
      <StepViewer {...props} />
    </Suspense>
  );
}
