import { type RefObject, useCallback, useEffect, useState } from 'react';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Full screen for the player's container, or the video's own on iPhone Safari. */
export function useFullscreen(containerRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef]);

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    const video = videoRef.current as WebkitVideo | null;
    if (!container) return;
    if (document.fullscreenElement) {
      void Promise.resolve(document.exitFullscreen?.()).catch(() => undefined);
    } else if (typeof container.requestFullscreen === 'function') {
      void Promise.resolve(container.requestFullscreen()).catch(() => undefined);
    } else if (video?.webkitEnterFullscreen) {
      // iPhone Safari has no element full screen, only the video's own.
      video.webkitEnterFullscreen();
    }
  }, [containerRef, videoRef]);

  return { fullscreen, toggleFullscreen };
}
