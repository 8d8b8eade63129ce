import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { VideoPlayerProps } from '../../../components/video-player/video-player';

// The player is split out: the details text shows first, the player code follows.
const VideoPlayer = lazy(() => import('../../../components/video-player/video-player').then((m) => ({ default: m.VideoPlayer })));

// The placeholder and the player take the same 16:9 box: nothing moves when the player arrives, nor
// when the video's own size becomes known (with preload="none" that is only after Play).
const BOX = 'aspect-video w-full rounded-xl';

/** The shared VideoPlayer, loaded on first use, with a same-size placeholder meanwhile. */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation('course');
  return (
    <Suspense
      fallback={
        <div className={cn('grid place-items-center bg-ink text-white', BOX)}>
          <Spinner className="size-8" label={t('loadingVideo')} />
        </div>
      }
    >
      <VideoPlayer {...props} className={cn(BOX, props.className)} />
    </Suspense>
  );
}
