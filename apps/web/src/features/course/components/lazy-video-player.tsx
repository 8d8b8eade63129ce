import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { VideoPlayerProps } from '../../../components/video-player/video-player';

// The player is split out: the details text shows first, the player code follows.
const VideoPlayer = lazy(() => import('../../../components/video-player/video-player').then((m) => ({ default: m.VideoPlayer })));

// The placeholder and the player take the same 16:9 box: nothing moves when the player arrives, nor
// when the video's own size becomes known (with preload="none" that is only after Play).
const BOX = 'aspect-video w-full rounded-xl';

/**
 * The shared VideoPlayer, with a same-size placeholder until its code is here. It is mounted just after
 * the page around it has painted: the text the visitor came to read comes first, and the player's
 * request does not compete with it on a slow link.
 */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation('course');
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // A timeout queued from the next animation frame runs once that frame has been painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMounted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const placeholder = (
    <div className={cn('grid place-items-center bg-ink text-white', BOX)}>
      <Spinner className="size-8" label={t('loadingVideo')} />
    </div>
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <VideoPlayer {...props} className={cn(BOX, props.className)} />
    </Suspense>
  );
}
