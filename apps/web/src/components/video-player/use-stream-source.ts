import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LectureStream } from '@sewee/shared';
import type HlsType from 'hls.js/dist/hls.light.mjs';
import { dataSaverRung } from '../../lib/video/data-cost';
import { AUTO, type Quality, type Source } from './quality';

/**
 * Buffer only this far ahead: a student who stops early has not paid for the rest.
 * Before the first Play, one fragment: preload="metadata" then costs a few seconds of the lowest
 * quality asked for, not 20 s.
 */
export const BUFFER_AHEAD_SECONDS = 20;
export const MAX_BUFFER_AHEAD_SECONDS = 30;
const BUFFER_BEFORE_PLAY_SECONDS = 1;

interface StreamSourceOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  source: Source;
  stream: LectureStream | null | undefined;
  quality: Quality;
  dataSaver: boolean;
  preload: 'metadata' | 'none';
  /** Seconds to start at (the first source only). */
  initialTime: number;
  /** Seek to `seconds` once the new source's metadata is in (see useMediaElement). */
  resumeAt: (seconds: number) => void;
  /** hls.js gave up (network or media error it cannot recover): show the player's error. */
  onFatal: () => void;
}

type Level = { height: number };

/** Data saver's hls.js level: the tallest within the height of the lecture's Data saver rung (`maxHeight`), else the lowest. */
export function capLevel(levels: readonly Level[], maxHeight: number): number {
  let cap = -1;
  levels.forEach((l, i) => {
    if (l.height <= maxHeight && (cap === -1 || l.height >= levels[cap]!.height)) cap = i;
  });
  if (cap !== -1) return cap;
  return levels.reduce((low, l, i) => (l.height < levels[low]!.height ? i : low), 0);
}

const dataSaverHeight = (stream: LectureStream) => dataSaverRung(stream.renditions)?.height ?? 0;

/** Points hls.js at the chosen quality: a fixed level, or Auto (capped at 240p with Data saver). */
function applyQuality(hls: HlsType, stream: LectureStream, quality: Quality, dataSaver: boolean) {
  const levels = hls.levels;
  if (levels.length === 0) return;
  const rung = quality === AUTO ? undefined : stream.renditions.find((r) => r.name === quality);
  const fixed = rung ? levels.findIndex((l) => l.height === rung.height) : -1;
  if (fixed !== -1) {
    hls.autoLevelCapping = -1;
    // currentLevel flushes what is buffered and loads the new level from the current position.
    if (hls.currentLevel !== fixed || hls.autoLevelEnabled) hls.currentLevel = fixed;
    return;
  }
  const cap = dataSaver ? capLevel(levels, dataSaverHeight(stream)) : -1;
  hls.autoLevelCapping = cap;
  if (!hls.autoLevelEnabled) hls.currentLevel = -1;
  else if (cap !== -1 && hls.currentLevel > cap) hls.currentLevel = cap;
}

/**
 * Puts a new source on the element (`attach`) without losing a Play pressed just before: a play()
 * made while the element had no source waits for the browser's resource selection, and a source
 * set before that ran makes the browser's load algorithm pause the element again, drop the queued
 * 'play' event and reject the promise (AbortError): the student's tap did nothing. So whether it
 * should play is read just before the source goes on (or handed over from the previous source),
 * and Play is asked again after.
 */
function attachKeepingPlay(video: HTMLVideoElement, playing: boolean, attach: () => void) {
  const play = playing || !video.paused;
  attach();
  if (play) void Promise.resolve(video.play()).catch(() => undefined);
}

/**
 * Loads the player's source into the <video>: a plain file through `src`, or the ladder through
 * hls.js (its light build, fetched with the player chunk only when a lecture has a ladder) or the
 * browser's own HLS. Switching the source keeps the position and whether it was playing.
 * Returns `reload` for the error's Retry.
 */
export function useStreamSource({
  videoRef,
  source,
  stream,
  quality,
  dataSaver,
  preload,
  initialTime,
  resumeAt,
  onFatal,
}: StreamSourceOptions) {
  const hlsRef = useRef<HlsType | null>(null);
  // The first source starts at initialTime; later values (the page remembering positions) must not reload it.
  const firstStart = useRef(initialTime);
  const [levelsReady, setLevelsReady] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // Where the previous source stopped, handed to the next one.
  const handoff = useRef<{ time: number; playing: boolean } | null>(null);
  // The latest quality inputs, for the manifest handler of an hls.js made earlier.
  const latest = useRef({ stream, quality, dataSaver, onFatal, resumeAt });
  useEffect(() => {
    latest.current = { stream, quality, dataSaver, onFatal, resumeAt };
  });

  const kind = source?.kind;
  const url = source?.url;
  const native = source?.kind === 'hls' && source.native;

  // A layout effect: the source is on the element as soon as it is in the page (before any media
  // event handler could miss it). usePlaybackReporting saves the position in a layout cleanup
  // declared earlier, so on unmount it reads the position before hls.js resets the element.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video || !kind || !url) return;
    const from = handoff.current;
    handoff.current = null;
    const start = from ? from.time : firstStart.current;
    if (from) latest.current.resumeAt(from.time);
    const wasPlaying = from?.playing ?? false;

    if (kind === 'file' || native) {
      attachKeepingPlay(video, wasPlaying, () => {
        if (video.getAttribute('src') !== url) video.src = url;
      });
      return () => {
        handoff.current = { time: video.currentTime, playing: !video.paused };
      };
    }

    let hls: HlsType | null = null;
    let cancelled = false;
    // With preload="none" nothing but the playlists loads until the first Play.
    let loading = preload !== 'none' || from !== null;
    let playedOnce = wasPlaying;
    void import('hls.js/dist/hls.light.mjs').then(({ default: Hls }) => {
      if (cancelled) return;
      // A Play pressed before hls.js is attached (while the codec check ran or hls.js arrived)
      // already counts, even if its 'play' event never comes (see attachKeepingPlay).
      if (!video.paused) {
        loading = true;
        playedOnce = true;
      }
      const duration = latest.current.stream?.durationSeconds ?? Infinity;
      hls = new Hls({
        maxBufferLength: playedOnce ? BUFFER_AHEAD_SECONDS : BUFFER_BEFORE_PLAY_SECONDS,
        maxMaxBufferLength: MAX_BUFFER_AHEAD_SECONDS,
        // hls.js otherwise buffers up to 60 MB's worth of seconds (8 * maxBufferSize / bitrate, capped
        // by maxMaxBufferLength): at 240p that is 30 s even before Play. 0 leaves maxBufferLength in charge.
        maxBufferSize: 0,
        backBufferLength: MAX_BUFFER_AHEAD_SECONDS,
        // Start where the student left off, so the first fragment fetched is the one watched.
        startPosition: start > 0 && start < duration - 1 ? start : -1,
        autoStartLoad: loading,
      });
      hlsRef.current = hls;
      const h = hls;
      h.on(Hls.Events.MANIFEST_PARSED, () => {
        const { stream: s, quality: q, dataSaver: d } = latest.current;
        if (s) {
          if (d && q === AUTO) h.startLevel = capLevel(h.levels, dataSaverHeight(s));
          applyQuality(h, s, q, d);
        }
        setLevelsReady((n) => n + 1);
      });
      h.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) latest.current.onFatal();
      });
      h.loadSource(url);
      attachKeepingPlay(video, wasPlaying, () => h.attachMedia(video));
    });
    const onPlay = () => {
      const h = hlsRef.current;
      if (!h) {
        loading = true; // hls.js is still arriving: it starts loading once made
        playedOnce = true;
        return;
      }
      h.config.maxBufferLength = BUFFER_AHEAD_SECONDS;
      if (!loading) {
        loading = true;
        h.startLoad(video.currentTime > 0 ? video.currentTime : -1);
      }
    };
    video.addEventListener('play', onPlay);
    return () => {
      cancelled = true;
      video.removeEventListener('play', onPlay);
      if (!hls) return;
      handoff.current = { time: video.currentTime, playing: !video.paused };
      hls.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, kind, url, native, preload, attempt]);

  // A quality or Data saver change within the ladder: hls.js switches level at the same position.
  useEffect(() => {
    const hls = hlsRef.current;
    if (!hls || !stream || levelsReady === 0) return;
    applyQuality(hls, stream, quality, dataSaver);
  }, [stream, quality, dataSaver, levelsReady]);

  /** The error's Retry: a file is loaded again; hls.js is made again at the same position. */
  const reload = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (hlsRef.current) {
      setAttempt((n) => n + 1);
    } else {
      video.load();
    }
  }, [videoRef]);

  return { reload };
}
