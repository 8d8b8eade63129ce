import { fileName, msg, type ServerMessage } from '../../lib/messages';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Param } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { PHOTO_MAX_PIXELS, PhotoTooLargeError, reencodePhoto, UnreadablePhotoError, type PhotoType } from '../../platform/video/photo';

/** A picture as it arrived, its type already read from its bytes. */
export interface IncomingPicture {
  filename: string;
  bytes: Buffer;
  type: PhotoType;
}

/** What a file no picture could be read from is told (415), in the words of the screen it came from. */
export type UnreadableText = (p: { name: Param }) => ServerMessage;

/**
 * The one way a picture is stored, for practice photos and course images alike: its header's
 * size checked first (413 over PHOTO_MAX_PIXELS, before anything is decoded), re-encoded by ffmpeg
 * to a JPEG of at most PHOTO_MAX_SIDE a side with no metadata (415 when it cannot be read), and
 * written to storage under `key`. Without ffmpeg it is refused (503, logged) rather than kept as
 * sent: a 100-megapixel original for every visitor, or a phone's GPS position in the file.
 * `unreadable`: what a file no picture can be read from is told (advice differs by screen).
 */
export async function storePhoto(
  ctx: Pick<AppContext, 'videos' | 'storage' | 'log'>,
  picture: IncomingPicture,
  key: string,
  unreadable: UnreadableText,
): Promise<{ bytes: number; width: number; height: number }> {
  const tools = ctx.videos.tools;
  if (!tools) {
    ctx.log.error('ffmpeg is needed to re-encode photos and course images and was not found');
    throw new AppError('UNAVAILABLE', msg('photos.unavailable'));
  }
  const name = fileName(picture.filename);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-photo-'));
  try {
    const input = path.join(dir, 'in');
    const output = path.join(dir, 'out.jpg');
    await fsp.writeFile(input, picture.bytes);
    let size: { width: number; height: number };
    try {
      size = await reencodePhoto(tools, picture.type, input, output);
    } catch (err) {
      if (err instanceof PhotoTooLargeError)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          msg('photos.pixels', { name, width: err.width, height: err.height, max: PHOTO_MAX_PIXELS / 1_000_000 }),
        );
      if (err instanceof UnreadablePhotoError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', unreadable({ name }));
      throw err;
    }
    const { size: bytes } = await ctx.storage.put(key, fs.createReadStream(output));
    return { bytes, ...size };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
