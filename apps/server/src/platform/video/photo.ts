import { run, type FfmpegTools } from './ffmpeg';

/** The longest side a stored practice photo keeps (the browser sends at most this already). */
export const PHOTO_MAX_SIDE = 1600;

export class UnreadablePhotoError extends Error {}

/**
 * Re-encodes a photo (JPEG, PNG or WebP) to a fresh baseline JPEG of at most PHOTO_MAX_SIDE on its
 * long side, carrying nothing of the original's metadata: `-map_metadata -1` drops the container's
 * tags and the JPEG encoder writes no EXIF, XMP or ICC segment of its own, so GPS positions, camera
 * serials and editing history are gone (issue 26; test/practice.test.ts reads the stored bytes).
 * Debian's ffmpeg is already a system dependency: no image library is downloaded at install.
 */
export async function reencodePhoto(tools: FfmpegTools, input: string, output: string): Promise<{ width: number; height: number }> {
  const scale = `scale='min(${PHOTO_MAX_SIDE},iw)':'min(${PHOTO_MAX_SIDE},ih)':force_original_aspect_ratio=decrease,format=yuvj420p`;
  const enc = await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      '-vf',
      scale,
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
    { nice: 5 },
  );
  if (enc.code !== 0) throw new UnreadablePhotoError(enc.stderr.split('\n').filter(Boolean).at(-1) ?? 'ffmpeg failed');
  const probe = await run(tools.ffprobe, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    output,
  ]);
  const [width, height] = probe.stdout.trim().split(',').map(Number);
  if (probe.code !== 0 || !width || !height) throw new UnreadablePhotoError('the re-encoded photo could not be read');
  return { width, height };
}
