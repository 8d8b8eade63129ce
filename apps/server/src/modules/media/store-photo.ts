import { fileName, msg, type ServerMessage } from '../../lib/messages';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Param } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  PHOTO_MAX_PIXELS,
  PhotoTooLargeError,
  reencodePhoto,
  UnreadablePhotoError,
  type PhotoFit,
  type PhotoType,
} from '../../platform/video/photo';

/** A picture as it arrived, its type already read from its bytes. */
export interface IncomingPicture {
  filename: string;
  bytes: Buffer;
  type: PhotoType;
}

/** What a file no picture could be read from is told (415), in the words of the screen it came from. */
export type UnreadableText = (p: { name: Param }) => ServerMessage;

/** One stored version of a picture: where it goes and what it must fit (photo.ts PhotoFit). */
export interface PhotoVersion {
  key: string;
  fit?: PhotoFit;
}

/** A stored version: its size in bytes and pixels. */
export interface StoredPhoto {
  bytes: number;
  width: number;
  height: number;
}

/**
 * The one way a picture is stored, for practice photos, course images, step photos and file
 * previews alike: its header's size checked first (413 over PHOTO_MAX_PIXELS, before anything is
 * decoded), re-encoded by ffmpeg to a JPEG with no metadata (415 when it cannot be read) that fits
 * each version's long side and byte budget, and written to storage under each version's key.
 * Versions after the first are made from the first (already decoded once, already small), so a
 * large original is read once. Without ffmpeg it is refused (503, logged) rather than kept as
 * sent: a 100-megapixel original for every visitor, or a phone's GPS position in the file.
 * `unreadable`: what a file no picture can be read from is told (advice differs by screen).
 * Nothing stays in storage when a version fails.
 */
export async function storePhotoVersions(
  ctx: Pick<AppContext, 'videos' | 'storage' | 'log'>,
  picture: IncomingPicture,
  versions: PhotoVersion[],
  unreadable: UnreadableText,
): Promise<StoredPhoto[]> {
  const tools = ctx.videos.tools;
  if (!tools) {
    ctx.log.error('ffmpeg is needed to re-encode photos and course images and was not found');
    throw new AppError('UNAVAILABLE', msg('photos.unavailable'));
  }
  const name = fileName(picture.filename);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-photo-'));
  const written: string[] = [];
  try {
    const input = path.join(dir, 'in');
    await fsp.writeFile(input, picture.bytes);
    const stored: StoredPhoto[] = [];
    for (const [i, version] of versions.entries()) {
      const output = path.join(dir, `out-${i}.jpg`);
      let size: StoredPhoto;
      try {
        size =
          i === 0
            ? await reencodePhoto(tools, picture.type, input, output, version.fit)
            : await reencodePhoto(tools, 'image/jpeg', path.join(dir, 'out-0.jpg'), output, version.fit);
      } catch (err) {
        if (err instanceof PhotoTooLargeError)
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            msg('photos.pixels', { name, width: err.width, height: err.height, max: PHOTO_MAX_PIXELS / 1_000_000 }),
          );
        if (err instanceof UnreadablePhotoError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', unreadable({ name }));
        throw err;
      }
      const { size: bytes } = await ctx.storage.put(version.key, fs.createReadStream(output));
      written.push(version.key);
      stored.push({ ...size, bytes });
    }
    written.length = 0;
    return stored;
  } finally {
    for (const key of written) await ctx.storage.delete(key).catch((err) => ctx.log.error({ err, key }, 'could not remove a photo file'));
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** A picture stored in one version of at most PHOTO_MAX_SIDE (storePhotoVersions). */
export async function storePhoto(
  ctx: Pick<AppContext, 'videos' | 'storage' | 'log'>,
  picture: IncomingPicture,
  key: string,
  unreadable: UnreadableText,
): Promise<StoredPhoto> {
  const [stored] = await storePhotoVersions(ctx, picture, [{ key }], unreadable);
  return stored!;
}
