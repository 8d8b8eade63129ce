import { fileName, msg } from '../../lib/messages';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  FILE_LIMITS,
  IMAGE_MIME_TYPES,
  LESSON_FILE_MIME_TYPES,
  STEP_LIMITS,
  VIDEO_MIME_TYPES,
  mediaUrl,
  type MediaItem,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import type { Storage } from '../../platform/storage';
import type { PhotoType } from '../../platform/video/photo';
import { renderFirstPage, UnreadablePdfError } from '../../platform/documents/pdf-page';
import type { MediaVariants } from '../../db/schema';
import { isActiveAdmin } from '../auth/session';
import { captionKey } from '../captions/files';
import type { UserRow } from '../users/repository';
import { ladderRepo, mediaRepo, type MediaRow } from './repository';
import { storePhotoVersions, type PhotoVersion, type UnreadableText } from './store-photo';

/** How many leading bytes the type check reads (file-type's own sample size). */
const SNIFF_BYTES = 4100;

const KINDS: Record<string, { kind: 'image' | 'video' | 'file'; ext: string }> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
  'video/quicktime': { kind: 'video', ext: 'mov' },
  'application/pdf': { kind: 'file', ext: 'pdf' },
};
// The shared lists and this table must agree.
for (const m of [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES, ...LESSON_FILE_MIME_TYPES])
  if (!KINDS[m]) throw new Error(`no storage kind for ${m}`);

/**
 * What an upload may be: `any` (the form's single upload: an image, a video or a PDF lesson file),
 * `image-or-video` (a resumable upload), `video` (bulk and resumable video uploads), `step` (a
 * step photo: an image only, stored in its two versions), `file` (a lesson file: a PDF or an image
 * of LESSON_FILE_MIME_TYPES, at most FILE_LIMITS.maxBytes either way).
 */
export type UploadAccept = 'any' | 'image-or-video' | 'video' | 'step' | 'file';

/** Which kinds each `accept` lets in, and the message naming what it takes. */
const ACCEPTS: Record<
  UploadAccept,
  {
    kinds: readonly string[];
    /** Only these types, when the kinds alone say too much (a GIF is an image but not a lesson file). */
    mimes?: readonly string[];
    wrong: 'media.wrongType' | 'media.wrongTypeOrPdf' | 'media.wrongVideoType' | 'media.wrongStepType' | 'media.wrongFileType';
  }
> = {
  any: { kinds: ['image', 'video', 'file'], wrong: 'media.wrongTypeOrPdf' },
  'image-or-video': { kinds: ['image', 'video'], wrong: 'media.wrongType' },
  video: { kinds: ['video'], wrong: 'media.wrongVideoType' },
  step: { kinds: ['image'], wrong: 'media.wrongStepType' },
  file: { kinds: ['image', 'file'], mimes: LESSON_FILE_MIME_TYPES, wrong: 'media.wrongFileType' },
};

/**
 * What each stored picture version must fit: a step photo's two versions (STEP_LIMITS), an image
 * lesson file (FILE_LIMITS.imageMaxSide, no byte budget: a chart's small print must stay legible)
 * and a lesson file's preview (FILE_LIMITS; 480 px is enough to recognise a pattern page on a
 * phone). bench/lessons.ts measures them.
 */
export const PHOTO_FITS = {
  stepMain: { maxSide: STEP_LIMITS.imageMaxSide, maxBytes: STEP_LIMITS.imageMaxBytes },
  stepSmall: { maxSide: STEP_LIMITS.smallMaxSide, maxBytes: STEP_LIMITS.smallMaxBytes },
  fileImage: { maxSide: FILE_LIMITS.imageMaxSide },
  preview: { maxSide: 480, maxBytes: FILE_LIMITS.previewMaxBytes },
} as const;
const { stepMain: STEP_MAIN, stepSmall: STEP_SMALL, fileImage: FILE_IMAGE, preview: PREVIEW } = PHOTO_FITS;

/** Extensions a download's name may already end with for each stored type (`.jpeg` is a JPEG too). */
const EXTENSIONS: Record<string, string[]> = { 'image/jpeg': ['jpg', 'jpeg'], 'application/pdf': ['pdf'] };
/** Every extension of an upload type: a name ending in one that is not its stored type's loses it ("chart.png", now a JPEG). */
const KNOWN_EXTENSIONS = new Set([...Object.values(KINDS).map((k) => k.ext), 'jpeg']);

/**
 * The name a lesson file is downloaded under: `name` (what the lesson shows) ending in its stored
 * type's extension, which is added when missing (or put in place of another type's); never longer
 * than FILE_LIMITS.nameMax characters, shortening the stem, never the extension.
 */
export function downloadName(name: string, mime: string): string {
  const exts = EXTENSIONS[mime] ?? [KINDS[mime]?.ext ?? 'bin'];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const [stem, suffix] = exts.includes(ext)
    ? [name.slice(0, dot), name.slice(dot)]
    : [KNOWN_EXTENSIONS.has(ext) ? name.slice(0, dot) : name, `.${exts[0]}`];
  // Code points, so a cut never splits an emoji or another character outside the BMP.
  const room = FILE_LIMITS.nameMax - suffix.length;
  const kept = Array.from(stem.trim()).slice(0, room).join('').trim();
  return `${kept || 'file'}${suffix}`;
}

/** A file part of a multipart request, as @fastify/multipart hands it over. */
export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

class TooLargeError extends Error {}

/** A size limit in words of the reader's language ("2048 MB", "10 ko" in French). */
const mb = (bytes: number) => {
  const v = bytes / (1024 * 1024);
  return v >= 1
    ? msg('units.megabytes', { size: Math.round(v * 10) / 10 })
    : msg('units.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
};

/** Reads up to `n` leading bytes; `rest` replays them followed by the remainder of the stream. */
async function readHead(stream: Readable, n: number): Promise<{ head: Buffer; rest: Readable }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    chunks.push(r.value);
    length += r.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    let finished = done;
    try {
      if (head.length) yield head;
      while (!finished) {
        const r = await it.next();
        if (r.done) {
          finished = true;
          break;
        }
        yield r.value;
      }
    } finally {
      // Stopped early (a limit, an error): let go of the source too.
      if (!finished) await it.return?.();
    }
  }
  return { head, rest: Readable.from(replay(), { objectMode: false }) };
}

/** Passes bytes through and fails once more than `limit` went by. Lazy: reads only as the consumer pulls. */
async function* limitBytes(source: Readable, limit: number) {
  let seen = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    seen += chunk.length;
    if (seen > limit) throw new TooLargeError();
    yield chunk;
  }
}

/** A file in storage as an upload became: where, its type and size there, and how many bytes came in. */
interface StoredFile {
  storageKey: string;
  mime: string;
  size: number;
  received: number;
  width?: number;
  height?: number;
  variants?: MediaVariants;
}

/** A course image no picture could be read from, in an instructor's words. */
const unreadableImage: UnreadableText = (p) => msg('media.imageUnreadable', p);
/** A PDF whose first page poppler could not render. */
const unreadablePdfPage: UnreadableText = (p) => msg('media.pdfUnreadable', p);

/** Where an upload's bytes and its other versions are stored. */
const keyOf = (dir: 'videos' | 'images' | 'files', id: string, name: string) => `${dir}/${id.slice(0, 2)}/${id}${name}`;

/** Why access to a media file was granted (`authorize`): only a course image may be cached by others. */
export type MediaGrant = 'course-image' | 'free-preview' | 'buyer' | 'admin' | 'uploader';

export const presentMedia = (m: MediaRow): MediaItem => ({ url: mediaUrl(m.id), public_id: m.id });

export function createMediaService(ctx: AppContext) {
  const { db, config } = ctx;
  const storage: Storage = ctx.storage;

  /** Removes stored files after the rows are gone; a failure only leaves an orphan file, so it is logged. */
  async function removeFiles(keys: string[]) {
    for (const key of keys) {
      await storage.delete(key).catch((err) => ctx.log.error({ err, key }, 'could not remove a media file'));
    }
  }

  /** Every stored file of these media: the upload and, for a video, its low-data ladder and captions. */
  async function filesOf(tx: DbOrTx, rows: MediaRow[]): Promise<string[]> {
    const videos = rows.filter((r) => r.kind === 'video').map((r) => r.id);
    const captions = rows.flatMap((r) => r.captions.map((c) => captionKey(r.id, c.file)));
    const variants = rows.flatMap((r) => Object.values(r.variants).map((v) => v.key));
    return [...rows.map((r) => r.storageKey), ...variants, ...captions, ...(videos.length ? await ctx.videos.filesOf(tx, videos) : [])];
  }

  /** A video's bytes, streamed to storage as they are; undefined when more than `limit` came. */
  async function putVideo(id: string, part: IncomingFile, rest: Readable, mime: string, limit: number): Promise<StoredFile | undefined> {
    const storageKey = keyOf('videos', id, `.${KINDS[mime]!.ext}`);
    let size: number;
    try {
      ({ size } = await storage.put(storageKey, Readable.from(limitBytes(rest, limit), { objectMode: false })));
    } catch (err) {
      rest.destroy();
      if (err instanceof TooLargeError) return undefined;
      throw err;
    }
    // The parser's own cap cut the file short: it was larger than any upload may be.
    if (part.file.truncated || size > limit) {
      await storage.delete(storageKey);
      return undefined;
    }
    return { storageKey, mime, size, received: size };
  }

  /**
   * An image, read whole (at most `limit`), then stored as practice photos are (storePhoto): its
   * pixels capped, re-encoded to a JPEG without metadata, so a 100-megapixel PNG never reaches the
   * visitors it is shown to. `as`: a step photo (its two versions, STEP_LIMITS), a lesson file (at
   * most FILE_LIMITS.imageMaxSide, and a preview) or any other image (a course image: PHOTO_MAX_SIDE,
   * one version). Undefined when more than `limit` came.
   */
  async function putImage(
    id: string,
    part: IncomingFile,
    rest: Readable,
    type: PhotoType,
    limit: number,
    as: 'step' | 'file' | 'other',
  ): Promise<StoredFile | undefined> {
    const bytes = await readAll(part, rest, limit);
    if (!bytes) return undefined;
    const storageKey = keyOf('images', id, '.jpg');
    const step = as === 'step';
    // A step photo keeps its Data saver version, a lesson file its preview; a course image is shown as it is.
    const second: PhotoVersion | undefined = step
      ? { key: keyOf('images', id, '-small.jpg'), fit: STEP_SMALL }
      : as === 'file'
        ? { key: keyOf('images', id, '-preview.jpg'), fit: PREVIEW }
        : undefined;
    const [main, other] = await storePhotoVersions(
      ctx,
      { filename: part.filename, bytes, type },
      [{ key: storageKey, fit: step ? STEP_MAIN : as === 'file' ? FILE_IMAGE : undefined }, ...(second ? [second] : [])],
      unreadableImage,
    );
    const variant = second && { key: second.key, ...other! };
    return {
      storageKey,
      mime: 'image/jpeg',
      size: main!.bytes,
      received: bytes.length,
      width: main!.width,
      height: main!.height,
      variants: !variant ? {} : step ? { small: variant } : { preview: variant },
    };
  }

  /** The whole upload in memory (at most `limit`); undefined when more came. */
  async function readAll(part: IncomingFile, rest: Readable, limit: number): Promise<Buffer | undefined> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of limitBytes(rest, limit)) chunks.push(chunk);
    } catch (err) {
      rest.destroy();
      if (err instanceof TooLargeError) return undefined;
      throw err;
    }
    if (part.file.truncated) return undefined;
    return Buffer.concat(chunks);
  }

  /**
   * A PDF lesson file: stored as it came (at most `limit`), with a preview of its first page
   * (pdftoppm, then the photo pipeline: at most FILE_LIMITS.previewMaxBytes). Refused (415) only
   * when poppler says the bytes are not a PDF (file-type has checked the magic already); when the
   * render is too slow or fails otherwise, or its picture cannot be re-encoded, the PDF is kept
   * without a preview and a warning logged. Without pdftoppm (or ffmpeg) it is kept with no
   * preview (main.ts logs the missing tool at start).
   */
  async function putPdf(id: string, part: IncomingFile, rest: Readable, limit: number): Promise<StoredFile | undefined> {
    const bytes = await readAll(part, rest, limit);
    if (!bytes) return undefined;
    const storageKey = keyOf('files', id, '.pdf');
    const variants: MediaVariants = {};
    // Without pdftoppm (main.ts warned at start) or ffmpeg (the photo re-encode), no preview.
    const tool = 'path' in ctx.pdftoppm ? ctx.pdftoppm.path : undefined;
    if (tool && ctx.videos.tools) {
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-pdf-'));
      const key = keyOf('files', id, '-preview.jpg');
      try {
        const pdf = path.join(dir, 'in.pdf');
        const png = path.join(dir, 'page.png');
        await fsp.writeFile(pdf, bytes);
        await renderFirstPage(tool, pdf, png);
        const [preview] = await storePhotoVersions(
          ctx,
          { filename: part.filename, bytes: await fsp.readFile(png), type: 'image/png' },
          [{ key, fit: PREVIEW }],
          unreadablePdfPage,
        );
        variants.preview = { key, ...preview! };
      } catch (err) {
        if (err instanceof UnreadablePdfError)
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', unreadablePdfPage({ name: fileName(part.filename) }));
        // A valid PDF whose page was too slow or could not be pictured: the file is what students need.
        ctx.log.warn({ err, mediaId: id }, 'a lesson PDF is stored without a preview: its first page could not be rendered');
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    }
    try {
      const { size } = await storage.put(storageKey, Readable.from([bytes]));
      return { storageKey, mime: 'application/pdf', size, received: bytes.length, variants };
    } catch (err) {
      if (variants.preview) await storage.delete(variants.preview.key).catch(() => undefined);
      throw err;
    }
  }

  return {
    /**
     * Stores one uploaded file after checking its type from its first bytes and its size against
     * the limit for its kind: a video streamed as it is, an image re-encoded (putImage); nothing of a
     * refused file is kept. `id`: the media id to use (a resumable upload's, so its client knows the
     * file's id from its upload address). Answers the record and the bytes that came in.
     */
    async store(
      admin: UserRow,
      part: IncomingFile,
      accept: UploadAccept = 'any',
      id: string = crypto.randomUUID(),
    ): Promise<{ row: MediaRow; received: number }> {
      const name = fileName(part.filename);
      const { head, rest } = await readHead(part.file, SNIFF_BYTES);
      if (head.length === 0) {
        rest.destroy();
        throw new AppError('VALIDATION', msg('media.empty', { name }));
      }
      const detected = await fileTypeFromBuffer(head);
      const type = detected ? KINDS[detected.mime] : undefined;
      const accepts = ACCEPTS[accept];
      if (!detected || !type || !accepts.kinds.includes(type.kind) || (accepts.mimes && !accepts.mimes.includes(detected.mime))) {
        rest.destroy();
        const what = detected ? msg('media.aTypeFile', { type: detected.ext.toUpperCase() }) : msg('media.unknownType');
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg(accepts.wrong, { name, what }));
      }
      const limit =
        type.kind === 'video'
          ? config.uploads.maxVideoBytes
          : type.kind === 'file' || accept === 'file'
            ? FILE_LIMITS.maxBytes
            : accept === 'step'
              ? STEP_LIMITS.uploadMaxBytes
              : config.uploads.maxImageBytes;
      const tooLarge = () =>
        new AppError(
          'PAYLOAD_TOO_LARGE',
          msg(
            type.kind === 'video'
              ? 'media.videoTooLarge'
              : type.kind === 'file' || accept === 'file'
                ? 'media.fileTooLarge'
                : 'media.imageTooLarge',
            {
              name,
              size: mb(limit),
            },
          ),
        );
      const file =
        type.kind === 'image'
          ? await putImage(id, part, rest, detected.mime as PhotoType, limit, accept === 'step' || accept === 'file' ? accept : 'other')
          : type.kind === 'file'
            ? await putPdf(id, part, rest, limit)
            : await putVideo(id, part, rest, detected.mime, limit);
      if (!file) throw tooLarge();
      const { storageKey, mime, size, received, width, height, variants = {} } = file;
      let row: MediaRow;
      try {
        row = await mediaRepo.insert(db, {
          id,
          uploaderId: admin.id,
          kind: type.kind,
          mime,
          size,
          storageKey,
          originalName: part.filename ? part.filename.slice(0, FILE_LIMITS.nameMax) : null,
          width,
          height,
          variants,
        });
      } catch (err) {
        // The same id stored already (a resumable upload finished twice): its bytes are that record's, keep them.
        if (await mediaRepo.findById(db, id)) throw new AppError('CONFLICT', msg('media.alreadyStored'));
        await removeFiles([storageKey, ...Object.values(variants).map((v) => v.key)]);
        throw err;
      }
      if (row.kind === 'video') {
        await ctx.videos.measure(row);
        await ctx.videos.enqueue(row.id);
      }
      return { row, received };
    },

    /** The media row with this id, if any (a finished resumable upload's). */
    byId: (id: string) => (isUuid(id) ? mediaRepo.findById(db, id) : Promise.resolve(undefined)),

    /** Undoes uploads of a request that failed part-way (bulk upload is all or nothing). */
    async discard(rows: MediaRow[]) {
      const keys = await filesOf(db, rows);
      for (const row of rows) await mediaRepo.deleteById(db, row.id);
      await removeFiles(keys);
    },

    /**
     * Deletes the admin's own upload. While a saved course still uses it, it is only marked, keeps
     * being served, and goes when the last course using it is saved without it or deleted.
     */
    async remove(admin: UserRow, publicId: string): Promise<'deleted' | 'deferred'> {
      if (!isUuid(publicId)) throw notFound('things.file');
      const result = await db.transaction(async (tx) => {
        const row = await mediaRepo.findByIdForUpdate(tx, publicId);
        if (!row) throw notFound('things.file');
        if (row.uploaderId !== admin.id) throw new AppError('FORBIDDEN', msg('media.ownFiles'));
        if (await mediaRepo.isUsed(tx, row.id)) {
          if (!row.deleteRequestedAt) await mediaRepo.markDeleteRequested(tx, row.id);
          return { outcome: 'deferred' as const };
        }
        const keys = await filesOf(tx, [row]);
        await mediaRepo.deleteById(tx, row.id);
        return { outcome: 'deleted' as const, keys };
      });
      if (result.outcome === 'deleted') await removeFiles(result.keys);
      return result.outcome;
    },

    /**
     * Inside a course write: deletes the rows of media among `candidateIds` that no saved course
     * uses any more and whose deletion was requested (or that belonged only to a deleted course,
     * when `alsoUnrequested`). Returns the storage keys to remove once the transaction commits.
     */
    async releaseUnused(tx: DbOrTx, candidateIds: string[], opts: { alsoUnrequested?: boolean } = {}): Promise<string[]> {
      const ids = [...new Set(candidateIds)];
      const rows = opts.alsoUnrequested ? await mediaRepo.findManyForUpdate(tx, ids) : await mediaRepo.deleteRequested(tx, ids);
      const keys: string[] = [];
      for (const row of rows) {
        if (await mediaRepo.isUsed(tx, row.id)) continue;
        keys.push(...(await filesOf(tx, [row])));
        await mediaRepo.deleteById(tx, row.id);
      }
      return keys;
    },
    removeFiles,
    /** Locks and returns the media rows among `ids` (course saves check them this way). */
    lockRows: (tx: DbOrTx, ids: string[]) => mediaRepo.findManyForUpdate(tx, [...new Set(ids)]),

    /**
     * The media row, if `user` may fetch it, and why (`grant`). A course image is public, answered
     * by one query. A video, a step photo, a lesson file or any other image is public while a
     * lecture that is a free preview uses it; otherwise it is for the course's buyers and every
     * active admin (other instructors too, as for videos: docs/decisions/038); one in no course
     * yet (an image not saved as a course image either) is its uploader's alone.
     * `fileName`: the name a lesson shows it under as a file (null when no lesson has it as a file).
     */
    async authorize(user: UserRow | null, publicId: string): Promise<{ row: MediaRow; grant: MediaGrant; fileName: string | null }> {
      if (!isUuid(publicId)) throw notFound('things.file');
      const found = await mediaRepo.access(db, publicId);
      if (!found) throw notFound('things.file');
      const { row, fileName } = found;
      const granted = (grant: MediaGrant) => ({ row, grant, fileName });
      if (found.courseImage && row.kind === 'image') return granted('course-image');
      const uses = await mediaRepo.lectureUses(db, row.id);
      if (uses.some((u) => u.freePreview)) return granted('free-preview');
      const video = row.kind === 'video';
      if (!user) throw new AppError('UNAUTHENTICATED', msg(video ? 'media.signInToWatch' : 'media.signInToOpen'));
      if (!user.isVerified) throw new AppError('FORBIDDEN', msg('session.verifyFirst'));
      if (uses.length === 0) {
        if (isActiveAdmin(user) && row.uploaderId === user.id) return granted('uploader');
        throw new AppError('FORBIDDEN', msg(video ? 'media.notInCourse' : 'media.notInCourseFile'));
      }
      // Every active admin may open every course, its instructor included.
      if (isActiveAdmin(user)) return granted('admin');
      const courseIds = [...new Set(uses.map((u) => u.courseId))];
      if (await mediaRepo.isEnrolledInAny(db, user.id, courseIds)) return granted('buyer');
      throw new AppError('FORBIDDEN', msg(video ? 'media.buyToWatch' : 'media.buyToOpen'));
    },

    /** The rungs of a video's ladder once it is ready; undefined before. */
    async ladderFiles(row: MediaRow) {
      if (row.processingStatus !== 'ready') return undefined;
      return ladderRepo.renditionsOf(db, [row.id]);
    },

    /**
     * A video `admin` may manage: one they uploaded, or one a course they teach plays. 404 for
     * malformed or unknown ids and for images, 403 for another instructor's video.
     */
    async ownVideo(admin: UserRow, publicId: string): Promise<MediaRow> {
      if (!isUuid(publicId)) throw notFound('things.video');
      const row = await mediaRepo.findById(db, publicId);
      if (!row || row.kind !== 'video') throw notFound('things.video');
      if (row.uploaderId === admin.id) return row;
      const uses = await mediaRepo.lectureUses(db, row.id);
      if (uses.some((u) => u.instructorId === admin.id)) return row;
      throw new AppError('FORBIDDEN', msg('media.manageOwn'));
    },

    storage,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
