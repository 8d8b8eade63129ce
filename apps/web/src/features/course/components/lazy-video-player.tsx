import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { VideoPlayerProps } from '../../../components/video-player/video-player';

// The player is split out: the details text shows first, the player code follows.
const VideoPlayer = lazy(() => import('../../../components/video-player/video-player').then((m) => ({ default: m.VideoPlayer })));

/** The shared VideoPlayer, loaded on first use, with a same-size placeholder meanwhile. */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation('course');
  return (
    <Suspense
      fallback={
        <div className="grid aspect-video w-full place-items-center rounded-xl bg-ink text-white">
          <Spinner className="size-8" label={t('loadingVideo')} />
        </div>
      }
    >
      <VideoPlayer {...props} />
    </Suspense>
  );
}
