import { lazy, Suspense, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDataSaver } from '../../lib/video/use-data-saver';
import { Spinner } from '../ui/spinner';
import type { VideoPlayerProps } from './video-player';

/** The player's own chunk (hls.js comes with it, never with the page). Call early to fetch it in parallel. */
export const preloadVideoPlayer = () => import('./video-player');
const VideoPlayer = lazy(() => preloadVideoPlayer().then((m) => ({ default: m.VideoPlayer })));

// The placeholder and the player take the same box: nothing moves when the player arrives, nor
// when the video's own size becomes known (with preload="none" that is only after Play).
const BOX = { card: 'aspect-video w-full rounded-xl', fill: 'size-full' } as const;

export interface LazyVideoPlayerProps extends VideoPlayerProps {
  /** The placeholder spinner's accessible name (the caller's namespace: the player's strings come with its chunk). */
  loadingLabel: string;
  /** 'card' (default): a 16:9 box as wide as its column; 'fill': the whole parent (the course-progress page). */
  layout?: keyof typeof BOX;
}

/**
 * The shared VideoPlayer, with a same-size placeholder until its code is here, and the student's
 * Data saver setting (the player's menu can change it). As a card it is mounted just after the page
 * around it has painted: the text the visitor came to read comes first, and the player's request
 * does not compete with it on a slow link.
 */
export function LazyVideoPlayer({ loadingLabel, layout = 'card', ...props }: LazyVideoPlayerProps) {
  // A card (the details page) waits for the page around it to paint; a full-page player is the page.
  const [mounted, setMounted] = useState(layout === 'fill');
  const { dataSaver, setDataSaver } = useDataSaver();
  useEffect(() => {
    if (mounted) return;
    // A timeout queued from the next animation frame runs once that frame has been painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMounted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [mounted]);
  const box = cn(BOX[layout], props.className);
  const placeholder = (
    <div className={cn('grid place-items-center bg-ink text-white', box)}>
      <Spinner className="size-8" label={loadingLabel} />
    </div>
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <VideoPlayer dataSaver={dataSaver} onDataSaverChange={setDataSaver} {...props} className={box} />
    </Suspense>
  );
}
