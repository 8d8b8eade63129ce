import { run, type FfmpegTools } from './ffmpeg';

/** The longest side a stored practice photo keeps (the browser sends at most this already). */
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

/** The demuxer of each accepted type, given explicitly so ffmpeg never guesses from the bytes. */
const DEMUXERS = { 'image/jpeg': 'jpeg_pipe', 'image/png': 'png_pipe', 'image/webp': 'webp_pipe' } as const;
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
 * Re-encodes a photo (JPEG, PNG or WebP) to a fresh baseline JPEG of at most PHOTO_MAX_SIDE on its
 * long side, carrying nothing of the original's metadata: `-map_metadata -1` drops the container's
 * tags and the JPEG encoder writes no EXIF, XMP or ICC segment of its own, so GPS positions, camera
 * serials and editing history are gone (test/practice.test.ts reads the stored bytes).
 * Debian's ffmpeg is already a system dependency: no image library is downloaded at install.
 */
export function reencodePhoto(
  tools: FfmpegTools,
  type: PhotoType,
  input: string,
  output: string,
): Promise<{ width: number; height: number }> {
  return limited(() => reencode(tools, type, input, output));
}

async function reencode(tools: FfmpegTools, type: PhotoType, input: string, output: string): Promise<{ width: number; height: number }> {
  // A transparent PNG or WebP is laid on white (not black) before it becomes a JPEG.
  const scale =
    `[0:v:0]scale='min(${PHOTO_MAX_SIDE},iw)':'min(${PHOTO_MAX_SIDE},ih)':force_original_aspect_ratio=decrease,format=rgba,split[a][b];` +
    `[a]format=rgb24,lutrgb=r=255:g=255:b=255[white];[white][b]overlay=format=rgb,format=yuvj420p[out]`;
  const signal = AbortSignal.timeout(PHOTO_TIMEOUT_MS);
  const enc = await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-y',
      // Checked from the header, before the picture is decoded: a small file cannot declare a huge one.
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
      '4',
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
  const size = /Picture size (\d+)x(\d+) is invalid/.exec(enc.stderr);
  if (enc.code !== 0 && size) throw new PhotoTooLargeError(Number(size[1]), Number(size[2]));
  if (enc.code !== 0) throw new UnreadablePhotoError(enc.stderr.split('\n').filter(Boolean).at(-1) ?? 'ffmpeg failed');
  const probe = await run(
    tools.ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', output],
    { signal },
  );
  const [width, height] = probe.stdout.trim().split(',').map(Number);
  if (probe.code !== 0 || !width || !height) throw new UnreadablePhotoError('the re-encoded photo could not be read');
  return { width, height };
}
