import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { LIMITS } from '@sewee/shared/constants';

type MediaEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * The <video> element's state as React state (playing, time, duration, volume, buffering, failed)
 * and the actions on it. `mediaProps` go onto the <video>; every action reads the element itself,
 * so a state update never lags behind what the browser does. `initialTime`: seconds to start at
 * once the metadata is known (ignored if at or past the end).
 */
export function useMediaElement(initialTime: number) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState<number>(LIMITS.playerDefaultVolume);
  const [muted, setMuted] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);

  // Where to start once the metadata is in; reset by `startAt` (a new source at the same position).
  const startAt = useRef<{ seconds: number; applied: boolean }>({ seconds: initialTime, applied: false });

  // Default volume once; React has no `volume` attribute.
  useEffect(() => {
    if (videoRef.current) videoRef.current.volume = LIMITS.playerDefaultVolume;
  }, []);

  const applyDuration = useCallback((video: HTMLVideoElement) => {
    const d = video.duration;
    if (!Number.isFinite(d) || d <= 0) return;
    setDuration(d);
    // Seek only once the metadata is in: Chromium can fire durationchange before readyState
    // reaches HAVE_METADATA, and a seek then may be lost.
    const start = startAt.current;
    if (!start.applied && video.readyState >= HTMLMediaElement.HAVE_METADATA) {
      start.applied = true;
      // Resume, unless that is at (or past) the end: then start from the beginning.
      if (start.seconds > 0 && start.seconds < d - 1) {
        video.currentTime = start.seconds;
        setCurrentTime(start.seconds);
      }
    }
  }, []);

  // Media events that fire before React commits the player (a cached video can load while a
  // Suspense reveal is held back) never reach the handlers below: catch up once mounted.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) applyDuration(video);
    if (video.error) setFailed(true);
  }, [applyDuration]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // A rejected play() (autoplay policy, source gone) leaves the player paused; nothing to do.
      void Promise.resolve(video.play()).catch(() => undefined);
    } else {
      video.pause();
    }
  }, []);

  const seekTo = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setCurrentTime(seconds);
  }, []);

  const seekBy = useCallback(
    (delta: number) => {
      const video = videoRef.current;
      if (!video) return;
      const d = Number.isFinite(video.duration) ? video.duration : Infinity;
      seekTo(Math.min(Math.max(0, video.currentTime + delta), d));
    },
    [seekTo],
  );

  const seekToPercent = useCallback(
    (percent: number) => {
      const video = videoRef.current;
      if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
      seekTo((percent / 100) * video.duration);
    },
    [seekTo],
  );

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }, []);

  const setVolume = useCallback((value: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = value;
    video.muted = value === 0;
    setVolumeState(value);
    setMuted(video.muted);
  }, []);

  /** The error's Retry clears it; the source hook loads the video again. */
  const retry = useCallback(() => setFailed(false), []);

  /** A failure the element does not report itself (hls.js gave up). */
  const fail = useCallback(() => {
    setFailed(true);
    setBuffering(false);
  }, []);

  /** A new source is coming: seek to `seconds` once its metadata is in. */
  const resumeAt = useCallback((seconds: number) => {
    startAt.current = { seconds, applied: false };
  }, []);

  const mediaProps = {
    onPlay: () => {
      setPlaying(true);
      setFailed(false);
    },
    onPause: () => {
      setPlaying(false);
      setBuffering(false);
    },
    /** Returns the length played (the position, if the length is unknown). */
    onEnded: (e: MediaEvent) => {
      const video = e.currentTarget;
      setPlaying(false);
      const d = Number.isFinite(video.duration) ? video.duration : video.currentTime;
      setCurrentTime(d);
      return d;
    },
    onTimeUpdate: (e: MediaEvent) => setCurrentTime(e.currentTarget.currentTime),
    onLoadedMetadata: (e: MediaEvent) => applyDuration(e.currentTarget),
    onDurationChange: (e: MediaEvent) => applyDuration(e.currentTarget),
    onVolumeChange: (e: MediaEvent) => {
      setVolumeState(e.currentTarget.volume);
      setMuted(e.currentTarget.muted);
    },
    onWaiting: () => setBuffering(true),
    onPlaying: () => setBuffering(false),
    onCanPlay: () => setBuffering(false),
    onError: () => {
      setFailed(true);
      setBuffering(false);
    },
  };

  return {
    videoRef,
    state: { playing, currentTime, duration, volume, muted, buffering, failed },
    actions: { togglePlay, seekBy, seekToPercent, toggleMute, setVolume, retry, fail, resumeAt },
    mediaProps,
  };
}

export type MediaActions = ReturnType<typeof useMediaElement>['actions'];
export type MediaState = ReturnType<typeof useMediaElement>['state'];
