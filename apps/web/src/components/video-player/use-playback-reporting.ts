import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { LIMITS } from '@sewee/shared/constants';

/** What the player reports every second while playing, and once with progressValue 1 at the end. */
export interface VideoProgress {
  /** Played fraction, 0..1 (1 = the video reached its end). */
  progressValue: number;
  currentTime: number;
  duration: number;
}

/** Minimum time between two position saves while playing. */
export const POSITION_SAVE_MS = 5000;

interface ReportingOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  playing: boolean;
  initialTime: number;
  onProgressUpdate?: (progress: VideoProgress) => void;
  onPositionSave?: (seconds: number) => void;
}

/**
 * Progress every second while playing (spec: player), and the position to remember at most every
 * 5 s, on pause, and when the page is hidden, left or the player goes away. Returns `savePosition`
 * (for pause) and `reportEnded` (progressValue 1).
 */
export function usePlaybackReporting({ videoRef, playing, initialTime, onProgressUpdate, onPositionSave }: ReportingOptions) {
  // Latest callbacks, so timers and unmount handlers never call a stale one.
  const onProgressRef = useRef(onProgressUpdate);
  const onSaveRef = useRef(onPositionSave);
  useEffect(() => {
    onProgressRef.current = onProgressUpdate;
    onSaveRef.current = onPositionSave;
  });

  const lastSaved = useRef(Math.floor(initialTime));
  const lastSaveAt = useRef(0);

  const savePosition = useCallback((video: HTMLVideoElement | null) => {
    const save = onSaveRef.current;
    if (!save || !video) return;
    const t = video.currentTime;
    if (!Number.isFinite(t)) return;
    const seconds = Math.max(0, Math.floor(t));
    if (seconds === lastSaved.current) return;
    lastSaved.current = seconds;
    lastSaveAt.current = Date.now();
    save(seconds);
  }, []);

  useEffect(() => {
    if (!playing) return;
    lastSaveAt.current = Date.now();
    const id = setInterval(() => {
      const video = videoRef.current;
      if (!video) return;
      const d = video.duration;
      const c = video.currentTime;
      if (Number.isFinite(d) && d > 0) {
        onProgressRef.current?.({ progressValue: Math.min(1, c / d), currentTime: c, duration: d });
      }
      if (Date.now() - lastSaveAt.current >= POSITION_SAVE_MS) savePosition(video);
    }, LIMITS.playerProgressIntervalMs);
    return () => clearInterval(id);
  }, [playing, savePosition, videoRef]);

  // A layout effect, so that on unmount it runs before useStreamSource's cleanup empties the element.
  useLayoutEffect(() => {
    const video = videoRef.current;
    const onHide = () => savePosition(video);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') savePosition(video);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      savePosition(video);
    };
  }, [savePosition, videoRef]);

  const reportEnded = useCallback((duration: number) => {
    onProgressRef.current?.({ progressValue: 1, currentTime: duration, duration });
  }, []);

  return { savePosition, reportEnded };
}
