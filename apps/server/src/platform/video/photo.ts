import fsp from 'node:fs/promises';
import { run } from '../process';
import type { FfmpegTools } from './ffmpeg';

/** The longest side a stored photo keeps (a practice photo's browser sends at most this already; a course image is shown no larger). */
export const PHOTO_MAX_SIDE = 1600;

/** The most pixels a photo may declare: ffmpeg refuses a larger picture before allocating it. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** How long one photo's re-encode may take. */
const PHOTO_TIMEOUT_MS = 30_000;
/** Photo encodes running at once (each holds a decoded picture in memory). */
const PHOTO_CONCURRENCY = 2;

export class UnreadablePhotoError extends Error {}
/** The photo declares more than PHOTO_MAX_PIXELS pixels. */
export class PhotoTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`the photo is ${width}x${height} pixels`);
  }
}

/**
 * The picture size a JPEG, PNG, WebP or GIF declares in its header, read from the bytes themselves
 * (undefined when no header can be found). Read before ffmpeg so a refusal says what is wrong:
 * ffmpeg's own errors do not tell "too many pixels" from "no picture" apart.
 */
export function declaredSize(bytes: Buffer, type: PhotoType): { width: number; height: number } | undefined {
  const at = (offset: number, length: number) => offset >= 0 && offset + length <= bytes.length;
  if (type === 'image/png') {
    // The signature, then the IHDR chunk: length, "IHDR", width, height (big-endian).
    if (!at(16, 8) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/gif') {
    // "GIF87a" or "GIF89a", then the logical screen's width and height (little-endian).
    if (!at(6, 4) || bytes.toString('latin1', 0, 3) !== 'GIF') return undefined;
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (type === 'image/webp') {
    if (!at(0, 30) || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    if (chunk === 'VP8L' && bytes[20] === 0x2f) {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ' && bytes.readUIntBE(23, 3) === 0x9d012a)
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    return undefined;
  }
  // JPEG: walk the marker segments up to the first start-of-frame, which holds the size.
  let i = 2;
  while (at(i, 4)) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // a marker without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // the end, or the picture data, before any frame header
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return at(i + 5, 4) ? { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) } : undefined;
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return undefined;
}

/**
 * Refuses, from its header, a photo that declares no picture (no header, a side of 0 pixels:
 * UnreadablePhotoError) or more than PHOTO_MAX_PIXELS pixels (PhotoTooLargeError).
 */
export function checkDeclaredSize(bytes: Buffer, type: PhotoType): void {
  const size = declaredSize(bytes, type);
  if (!size || !size.width || !size.height) throw new UnreadablePhotoError('the photo declares no picture size');
  if (size.width * size.height > PHOTO_MAX_PIXELS) throw new PhotoTooLargeError(size.width, size.height);
}

/** The demuxer of each accepted type, given explicitly so ffmpeg never guesses from the bytes. */
const DEMUXERS = { 'image/jpeg': 'jpeg_pipe', 'image/png': 'png_pipe', 'image/webp': 'webp_pipe', 'image/gif': 'gif_pipe' } as const;
export type PhotoType = keyof typeof DEMUXERS;

let running = 0;
const queued: (() => void)[] = [];
/** Runs `task` when fewer than PHOTO_CONCURRENCY photo encodes run. */
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= PHOTO_CONCURRENCY) await new Promise<void>((resolve) => queued.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    queued.shift()?.();
  }
}

/**
 * Re-encodes a photo (JPEG, PNG, WebP, or a GIF's first frame) to a fresh baseline JPEG of at most
 * PHOTO_MAX_SIDE on its long side, carrying nothing of the original's metadata: `-map_metadata -1` drops the container's
 * tags and the JPEG encoder writes no EXIF, XMP or ICC segment of its own, so GPS positions, camera
 * serials and editing history are gone (test/practice.test.ts reads the stored bytes).
 * Debian's ffmpeg is already a system dependency: no image library is downloaded at install.
 */
export function reencodePhoto(
  tools: FfmpegTools,
  type: PhotoType,
  input: string,
  output: string,
  fit: PhotoFit = {},
): Promise<{ width: number; height: number; bytes: number }> {
  return limited(() => reencode(tools, type, input, output, fit));
}

/** What a stored version must fit: its long side (PHOTO_MAX_SIDE if not given) and, if given, its size in bytes. */
export interface PhotoFit {
  maxSide?: number;
  maxBytes?: number;
}

/** JPEG quantiser scales tried in turn until a version fits its bytes (4: the default, near-lossless; 31: the coarsest). */
const QUALITY_STEPS = [4, 7, 11, 16, 23];
/** When even the coarsest quality is too large, the long side shrinks by this much and the steps start again. */
const SHRINK = 0.8;

async function reencode(
  tools: FfmpegTools,
  type: PhotoType,
  input: string,
  output: string,
  fit: PhotoFit,
): Promise<{ width: number; height: number; bytes: number }> {
  checkDeclaredSize(await fsp.readFile(input), type);
  const signal = AbortSignal.timeout(PHOTO_TIMEOUT_MS);
  let side = fit.maxSide ?? PHOTO_MAX_SIDE;
  await encodeOnce(tools, type, input, output, side, QUALITY_STEPS[0]!, signal);
  const done = async () => ({ ...(await probeSize(tools, output, signal)), bytes: (await fsp.stat(output)).size });
  if (!fit.maxBytes || (await fsp.stat(output)).size <= fit.maxBytes) return done();
  // Over its byte budget: coarser quality first (keeps the pixels), then fewer pixels. The tries
  // start from the first, near-lossless result (our own JPEG, already at most `side`), not the
  // sender's file, so a large original is decoded once.
  const source = `${output}.first.jpg`;
  await fsp.rename(output, source);
  try {
    for (;;) {
      for (const q of QUALITY_STEPS.slice(1)) {
        await encodeOnce(tools, 'image/jpeg', source, output, side, q, signal);
        if ((await fsp.stat(output)).size <= fit.maxBytes) return await done();
      }
      side = Math.floor(side * SHRINK);
      if (side < 16) throw new UnreadablePhotoError('the photo cannot be made small enough');
    }
  } finally {
    await fsp.rm(source, { force: true });
  }
}

async function encodeOnce(
  tools: FfmpegTools,
  type: PhotoType,
  input: string,
  output: string,
  side: number,
  q: number,
  signal: AbortSignal,
) {
  // A transparent PNG or WebP is laid on white (not black) before it becomes a JPEG.
  const scale =
    `[0:v:0]scale='min(${side},iw)':'min(${side},ih)':force_original_aspect_ratio=decrease,format=rgba,split[a][b];` +
    `[a]format=rgb24,lutrgb=r=255:g=255:b=255[white];[white][b]overlay=format=rgb,format=yuvj420p[out]`;
  const enc = await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-y',
      // ffmpeg checks again as it decodes: a header the reader above misread still cannot make it allocate a huge picture.
      '-max_pixels',
      String(PHOTO_MAX_PIXELS),
      '-f',
      DEMUXERS[type],
      '-i',
      input,
      '-filter_complex',
      scale,
      '-map',
      '[out]',
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      '-c:v',
      'mjpeg',
      '-q:v',
      String(q),
      // No encoder name in a comment segment either: the stored bytes say nothing but the picture.
      '-flags',
      '+bitexact',
      '-f',
      'image2',
      output,
    ],
    { nice: 5, signal },
  ).catch((err: unknown) => {
    if (signal.aborted) throw new UnreadablePhotoError('the photo took too long to read');
    throw err;
  });
  const size = /Picture size (\d+)x(\d+) (?:is invalid|exceeds)/.exec(enc.stderr);
  if (enc.code !== 0 && size && Number(size[1]) * Number(size[2]) > PHOTO_MAX_PIXELS)
    throw new PhotoTooLargeError(Number(size[1]), Number(size[2]));
  if (enc.code !== 0) throw new UnreadablePhotoError(enc.stderr.split('\n').filter(Boolean).at(-1) ?? 'ffmpeg failed');
}

async function probeSize(tools: FfmpegTools, output: string, signal: AbortSignal): Promise<{ width: number; height: number }> {
  const probe = await run(
    tools.ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', output],
    { signal },
  );
  const [width, height] = probe.stdout.trim().split(',').map(Number);
  if (probe.code !== 0 || !width || !height) throw new UnreadablePhotoError('the re-encoded photo could not be read');
  return { width, height };
}
