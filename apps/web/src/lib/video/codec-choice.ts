import { useEffect, useMemo, useState } from 'react';
import type { LectureStream, Rendition } from '@sewee/shared';
import { deviceChoice } from './device-choice';
import { h264Rungs } from './data-cost';

/**
 * AV1 or H.264 (docs/decisions/021-av1-rungs-beside-the-ladder.md). A lecture may have, beside its
 * H.264 ladder, AV1 240p/360p rungs with Opus and an Opus audio rung (their own master playlist,
 * `stream.hlsAv1`). This browser gets an AV1 rung in place of the H.264 rung of the same size only when
 * Media Source accepts its codecs and `navigator.mediaCapabilities.decodingInfo` says it plays
 * smoothly; the student can force H.264 on this device ("Compatible (H.264)"), for a phone that
 * stutters anyway.
 */

/** "Compatible (H.264)" on this device: localStorage, as a guest's Data saver ('on' when chosen). */
export const COMPATIBLE_VIDEO_KEY = 'sewee.compatibleVideo';
const compatibleStore = deviceChoice(COMPATIBLE_VIDEO_KEY);

export function useCompatibleVideo() {
  const compatible = compatibleStore.useValue() === 'on';
  return { compatible, setCompatible: (on: boolean) => compatibleStore.write(on ? 'on' : 'off') };
}

/** The AV1 and Opus rungs, which the player uses only where they play smoothly. */
export const av1Rungs = <R extends Pick<Rendition, 'codec'>>(renditions: readonly R[]) =>
  renditions.filter((r) => r.codec === 'av1' || r.codec === 'opus');

type MediaSourceLike = { isTypeSupported?: (type: string) => boolean };
type CapabilitiesWindow = Window & { MediaSource?: MediaSourceLike; ManagedMediaSource?: MediaSourceLike };

/** The frame rate and Opus rate every AV1 rung has (platform/video/ffmpeg.ts on the server). */
const FRAMERATE = 25;
const OPUS = { contentType: 'audio/mp4; codecs="opus"', channels: '1', bitrate: 24_000, samplerate: 48_000 };
const answers = new Map<string, Promise<boolean>>();

/**
 * Whether this browser plays the rung smoothly: Media Source (or Managed Media Source) accepts its
 * codecs, and mediaCapabilities says it is supported and smooth at its size and bitrate. A browser
 * without mediaCapabilities cannot say, so it keeps H.264. Answers are kept for the page's life.
 */
export function playsSmoothly(rung: Pick<Rendition, 'codecs' | 'height' | 'bandwidth'>, win: Window = window): Promise<boolean> {
  const w = win as CapabilitiesWindow;
  const ms = w.MediaSource ?? w.ManagedMediaSource;
  const [first, audio] = rung.codecs.split(',');
  const type = rung.height === null ? `audio/mp4; codecs="${rung.codecs}"` : `video/mp4; codecs="${rung.codecs}"`;
  if (!ms?.isTypeSupported?.(type)) return Promise.resolve(false);
  const capabilities = win.navigator.mediaCapabilities;
  if (!capabilities?.decodingInfo) return Promise.resolve(false);
  // The API gives heights only; 16:9 is assumed, which for a portrait video asks about more pixels
  // than it has (the safe side).
  const config: MediaDecodingConfiguration =
    rung.height === null
      ? { type: 'media-source', audio: OPUS }
      : {
          type: 'media-source',
          video: {
            contentType: `video/mp4; codecs="${first}"`,
            width: Math.round((rung.height * 16) / 9),
            height: rung.height,
            bitrate: rung.bandwidth,
            framerate: FRAMERATE,
          },
          ...(audio ? { audio: OPUS } : {}),
        };
  const key = JSON.stringify(config);
  let answer = answers.get(key);
  if (!answer) {
    answer = capabilities.decodingInfo(config).then(
      (info) => info.supported && info.smooth,
      () => false,
    );
    answers.set(key, answer);
  }
  return answer;
}

/**
 * The lecture as this browser plays it: the H.264 ladder, with each rung whose AV1 (or Opus) twin
 * is in `usable` swapped for that twin under the same name ('240p' playing `av1-240p.mp4`). The
 * menu, Data saver and the labels then work on the one list, and their costs are the ones this
 * browser will pay. `hlsAv1` stays only when an AV1 picture rung is used.
 */
export function playableStream(stream: LectureStream, usable: ReadonlySet<string>): LectureStream {
  const byName = new Map(stream.renditions.map((r) => [r.name, r]));
  const renditions = h264Rungs(stream.renditions).map((r) => {
    const twin = byName.get(r.codec === 'aac' ? 'opus' : `av1-${r.name}`);
    return twin && usable.has(twin.name) ? { ...twin, name: r.name } : r;
  });
  const { hlsAv1, ...rest } = stream;
  return renditions.some((r) => r.codec === 'av1') && hlsAv1 ? { ...rest, renditions, hlsAv1 } : { ...rest, renditions };
}

const NONE: ReadonlySet<string> = new Set();

/**
 * `playableStream` for this browser. `allowAv1` false (native HLS, plain links, or "Compatible
 * (H.264)") gives the H.264 ladder at once. Otherwise `deciding` is true for the few milliseconds
 * the browser takes to answer, so the player loads nothing it would throw away.
 */
export function usePlayableStream(stream: LectureStream | null | undefined, allowAv1: boolean) {
  const candidates = useMemo(() => (stream?.hlsAv1 && allowAv1 ? av1Rungs(stream.renditions) : []), [stream, allowAv1]);
  const [decided, setDecided] = useState<{ for: readonly Rendition[]; usable: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (candidates.length === 0) return;
    let cancelled = false;
    void Promise.all(candidates.map((r) => playsSmoothly(r))).then((smooth) => {
      if (!cancelled) setDecided({ for: candidates, usable: new Set(candidates.filter((_, i) => smooth[i]).map((r) => r.name)) });
    });
    return () => {
      cancelled = true;
    };
  }, [candidates]);
  const deciding = candidates.length > 0 && decided?.for !== candidates;
  const usable = candidates.length > 0 && decided?.for === candidates ? decided.usable : NONE;
  const view = useMemo(() => (stream ? playableStream(stream, usable) : stream), [stream, usable]);
  return { view, deciding };
}
