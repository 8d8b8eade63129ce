import type { LectureStream } from '@sewee/shared';
import { aboveDataSaverCap, audioRung, dataSaverRung, videoRungs } from '../../lib/video/data-cost';

/** 'auto', 'audio', or a picture rung's name ('240p', …). */
export type Quality = string;
export const AUTO = 'auto';
export const AUDIO = 'audio';

/**
 * How this browser can play the ladder: hls.js over Media Source ('mse', Managed Media Source on
 * newer iPhones counts), the browser's own HLS where Media Source is missing (older iOS), or
 * neither (Opera Mini): then plain links to the files.
 */
export type PlaybackMode = 'mse' | 'native' | 'links';

export function playbackMode(win: Window = window, video: HTMLVideoElement = document.createElement('video')): PlaybackMode {
  const w = win as Window & { MediaSource?: unknown; ManagedMediaSource?: unknown; WebKitMediaSource?: unknown };
  if (w.MediaSource || w.ManagedMediaSource || w.WebKitMediaSource) return 'mse';
  if (typeof video.canPlayType === 'function' && video.canPlayType('application/vnd.apple.mpegurl')) return 'native';
  return 'links';
}

/** What the <video> should load: a plain file (the original, one rung or the audio) or a master playlist. */
export type Source = { kind: 'file'; url: string } | { kind: 'hls'; url: string; native: boolean } | null;

/**
 * The quality actually played: a rung Data saver rules out (chosen before it was turned on) falls
 * back to Auto, which Data saver caps; a rung this lecture lacks falls back to Auto too.
 */
export function effectiveQuality(quality: Quality, dataSaver: boolean, stream: LectureStream | null | undefined): Quality {
  if (!stream || quality === AUTO) return AUTO;
  if (quality === AUDIO) return audioRung(stream.renditions) ? AUDIO : AUTO;
  const rung = stream.renditions.find((r) => r.name === quality && r.height !== null);
  if (!rung || (dataSaver && aboveDataSaverCap(rung, stream.renditions))) return AUTO;
  return quality;
}

/** The source for a lecture at a quality. */
export function sourceFor(
  url: string,
  stream: LectureStream | null | undefined,
  quality: Quality,
  dataSaver: boolean,
  mode: PlaybackMode,
): Source {
  if (!stream) return { kind: 'file', url };
  if (mode === 'links') return null;
  if (quality === AUDIO) return { kind: 'file', url: audioRung(stream.renditions)!.url };
  if (mode === 'mse') {
    // An AV1 rung (playableStream swapped it in: it plays smoothly here) is a level of the AV1
    // master playlist; every other choice, Auto without Data saver included, is the H.264 ladder's.
    const rung =
      quality !== AUTO ? stream.renditions.find((r) => r.name === quality) : dataSaver ? dataSaverRung(stream.renditions) : undefined;
    return { kind: 'hls', url: rung?.codec === 'av1' && stream.hlsAv1 ? stream.hlsAv1 : stream.hls, native: false };
  }
  // Native HLS cannot be told which rung to play: a chosen (or Data saver's) rung plays as its own file.
  const rung =
    quality !== AUTO ? stream.renditions.find((r) => r.name === quality) : dataSaver ? dataSaverRung(stream.renditions) : undefined;
  return rung ? { kind: 'file', url: rung.url } : { kind: 'hls', url: stream.hls, native: true };
}

/** The picture rungs tallest first, as the menu lists them. */
export const menuRungs = (stream: LectureStream) => videoRungs(stream.renditions).reverse();
