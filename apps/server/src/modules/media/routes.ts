import { msg } from '../../lib/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_LIMITS, LIMITS, mediaApi, PublicIdParams, say } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, notFound, type Thing } from '../../lib/app-error';
import { uploadIdleTimeout } from '../../platform/security/http-limits';
import { multipartError } from '../../lib/multipart-error';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import type { UserRow } from '../users/repository';
import { AV1_MASTER } from '../../platform/video/ffmpeg';
import { ladderKey } from './ladder';
import { parseRange } from './range';
import type { MediaRow } from './repository';
import { resumableUploadRoutes } from './resumable';
import { createMediaService, downloadName, presentMedia, type MediaGrant, type UploadAccept } from './service';

const IMMUTABLE_PUBLIC = 'public, max-age=31536000, immutable';
/** Videos: their bytes never change, but who may watch can, so no shared cache keeps them. */
const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

/**
 * A ladder file's name: a master playlist (H.264's, or the AV1 one), or a rung's
 * playlist or file ('240p.mp4', 'audio.m3u8', 'av1-240p.mp4', 'opus.m3u8').
 */
const LadderFileParams = PublicIdParams.extend({
  file: z.string().regex(/^(master(-av1)?\.m3u8|(audio|opus|(av1-)?\d{2,4}p)\.(m3u8|mp4))$/, say('noSuchVideoPart')),
});

/**
 * `attachment` with the file's name (RFC 6266): an ASCII fallback, and the exact name in UTF-8
 * for the browsers that read `filename*` (all current ones).
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** /api/media: uploads and deletion (admins), and serving files with byte ranges. */
export async function mediaRoutes(base: FastifyInstance, ctx: AppContext) {
  const { maxImageBytes, maxVideoBytes } = ctx.config.uploads;
  // Multipart parsing exists only in this module's scope. The size cap here is a backstop one
  // byte above the largest allowed upload; the service enforces the limit of each file's kind.
  await base.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: Math.max(maxImageBytes, maxVideoBytes, FILE_LIMITS.maxBytes) + 1,
      files: LIMITS.bulkUploadMaxFiles,
      fields: 20,
      fieldSize: 10_000,
      parts: LIMITS.bulkUploadMaxFiles + 20,
      headerPairs: 100,
    },
  });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const media = createMediaService(ctx);

  /** Reads the multipart body: each file of field `field` is streamed to storage in turn. */
  async function receive(req: FastifyRequest, admin: UserRow, opts: { field: string; maxFiles: number; accept: UploadAccept }) {
    uploadIdleTimeout(req, ctx.config);
    const stored: MediaRow[] = [];
    try {
      for await (const part of req.parts({ limits: { files: opts.maxFiles } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== opts.field) {
          part.file.resume();
          throw new AppError('VALIDATION', msg('media.formField', { field: opts.field }));
        }
        const { row, received } = await media.store(admin, part, opts.accept);
        stored.push(row);
        ctx.metrics.uploadBytes.inc({ via: 'form' }, received);
      }
    } catch (err) {
      await media.discard(stored);
      throw multipartError(err, () =>
        opts.maxFiles === 1
          ? new AppError('VALIDATION', msg('media.oneAtATime'))
          : new AppError('PAYLOAD_TOO_LARGE', msg('media.tooManyFiles', { count: opts.maxFiles })),
      );
    }
    if (!stored.length) {
      throw new AppError('VALIDATION', msg('media.chooseFile', { field: opts.field }), {
        errors: [{ path: opts.field, message: msg('validation.fileRequired') }],
      });
    }
    return stored;
  }

  // Resumable uploads (tus): the same checks and media record as the upload below.
  await resumableUploadRoutes(base, ctx, media);

  await guarded(base, 'admin', async (admin) => {
    await route(admin, mediaApi.upload, {}, async (req) => {
      // A step photo (`purpose=step`) is an image only; a lesson file (`purpose=file`) a PDF or an
      // image; otherwise an image, a video or a PDF lesson file.
      const [row] = await receive(req, caller(req), { field: 'file', maxFiles: 1, accept: req.query.purpose ?? 'any' });
      return { success: true as const, data: presentMedia(row) };
    });

    await route(admin, mediaApi.bulkUpload, {}, async (req) => {
      const rows = await receive(req, caller(req), { field: 'files', maxFiles: LIMITS.bulkUploadMaxFiles, accept: 'video' });
      return { success: true as const, data: rows.map(presentMedia) };
    });

    await route(admin, mediaApi.remove, {}, async (req) => {
      const outcome = await media.remove(caller(req), req.params.publicId);
      return {
        success: true as const,
        message:
          outcome === 'deleted'
            ? 'File deleted.'
            : 'A saved course still uses this file. It will be removed when the course is saved without it or deleted.',
      };
    });
  });

  /** The file under `key`, whole or a byte range (RFC 9110), with its caching headers; HEAD too. */
  async function sendStored(
    req: FastifyRequest,
    reply: FastifyReply,
    file: { key: string; etag: string; contentType: string; cacheControl: string; what: Thing; disposition?: string },
  ) {
    const stat = await media.storage.stat(file.key);
    if (!stat) {
      req.log.error({ key: file.key }, 'media file missing from storage');
      throw notFound(file.what);
    }
    const size = stat.size;
    const { etag } = file;
    reply
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('cache-control', file.cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', file.disposition ?? 'inline');
    if (req.headers['if-none-match'] === etag || req.headers['if-none-match'] === `W/${etag}`) return reply.code(304).send();

    // A Range with an If-Range that no longer matches gets the whole file.
    const ifRange = req.headers['if-range'];
    const range = ifRange && ifRange !== etag ? undefined : parseRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .send({
          success: false,
          code: 'RANGE_NOT_SATISFIABLE',
          message: `That byte range cannot be served; the file has ${size} bytes.`,
        });
    }
    reply.header('content-type', file.contentType);
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', size);
    }
    if (req.method === 'HEAD') return reply.send();
    return reply.send(await media.storage.stream(file.key, range));
  }

  /**
   * Who may cache: only a course image may be kept by any cache. Everything else is kept by the
   * browser only: a lesson's photo or file public through a free preview may stop being public
   * (the instructor unticks it), an upload in no course yet is its uploader's alone.
   */
  const cacheControlOf = (grant: MediaGrant) => (grant === 'course-image' ? IMMUTABLE_PUBLIC : IMMUTABLE_PRIVATE);

  // Bytes, not JSON: who may fetch a file depends on the file (public images, bought lectures), so
  // the service decides per request. Not in the shared descriptions: the web links to mediaUrl().
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/media/:publicId',
    schema: { params: PublicIdParams },
    handler: async (req, reply) => {
      const { row, grant, fileName } = await media.authorize(req.user, req.params.publicId);
      // A lesson file (a PDF, or an image attached as a file) is downloaded, never shown in the page,
      // under the name its lesson shows; a PDF in no lesson yet under the name it was uploaded with.
      const download = fileName ?? (row.kind === 'file' ? (row.originalName ?? row.id) : null);
      return sendStored(req, reply, {
        key: row.storageKey,
        etag: `"${row.id}"`,
        contentType: row.mime,
        cacheControl: cacheControlOf(grant),
        what: 'things.file',
        disposition: download === null ? undefined : attachment(downloadName(download, row.mime)),
      });
    },
  });

  /**
   * A step photo's Data saver version (`small`) and a lesson file's preview picture (`preview`),
   * for whoever may fetch the file itself (mediaSmallUrl, mediaPreviewUrl); 404 when it has none.
   */
  for (const variant of ['small', 'preview'] as const) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `/api/media/:publicId/${variant}`,
      schema: { params: PublicIdParams },
      handler: async (req, reply) => {
        const { row, grant } = await media.authorize(req.user, req.params.publicId);
        const stored = row.variants[variant];
        if (!stored) throw new AppError('NOT_FOUND', msg('media.noSuchVersion'));
        return sendStored(req, reply, {
          key: stored.key,
          etag: `"${row.id}-${variant}"`,
          contentType: 'image/jpeg',
          cacheControl: cacheControlOf(grant),
          what: 'things.file',
        });
      },
    });
  }

  /**
   * A video's low-data ladder (ladder.ts): the master playlist, each rung's playlist and its fMP4
   * file, for whoever may watch the video (the session is checked on every request, as for the
   * original). Playlists are small and revalidated; the rung files are served with byte ranges.
   */
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/media/:publicId/hls/:file',
    schema: { params: LadderFileParams },
    handler: async (req, reply) => {
      const { row } = await media.authorize(req.user, req.params.publicId);
      const ladder = row.kind === 'video' ? await media.ladderFiles(row) : undefined;
      const file = req.params.file;
      const rung = ladder?.find((r) => file === `${r.name}.mp4` || file === `${r.name}.m3u8`);
      const master = file === 'master.m3u8' || (file === AV1_MASTER && ladder?.some((r) => r.codec === 'av1' || r.codec === 'opus'));
      if (!ladder || (!master && !rung)) throw notFound('things.videoPart');
      const playlist = file.endsWith('.m3u8');
      return sendStored(req, reply, {
        key: ladderKey(row.id, file),
        // A failed ladder can be made again (Retry), so the tag names the rung's size as well.
        etag: `"${row.id}-${file}-${rung?.bytes ?? ladder.length}"`,
        contentType: playlist ? 'application/vnd.apple.mpegurl' : rung!.height === null ? 'audio/mp4' : 'video/mp4',
        cacheControl: playlist ? 'private, no-cache' : IMMUTABLE_PRIVATE,
        what: 'things.videoPart',
      });
    },
  });

  await guarded(base, 'admin', async (admin) => {
    /** Where a video's processing stands: the curriculum editor polls it after an upload. */
    await route(admin, mediaApi.processing, {}, async (req) => {
      const row = await media.ownVideo(caller(req), req.params.publicId);
      return { success: true as const, data: ctx.videos.processing(row) };
    });

    /** Processes a video again after it failed (the instructor's Retry). */
    await route(admin, mediaApi.retry, {}, async (req) => {
      const row = await media.ownVideo(caller(req), req.params.publicId);
      const now = ctx.videos.processing(row);
      if (now.status === 'unavailable') throw new AppError('CONFLICT', msg('media.noFfmpeg'));
      if (now.status !== 'failed') {
        throw new AppError('CONFLICT', msg('media.retryOnlyFailed', { status: msg(`statuses.video.${now.status}`) }));
      }
      await ctx.videos.retry(row);
      return {
        success: true as const,
        data: ctx.videos.processing({ ...row, processingStatus: 'pending', processingPercent: 0, processingMessage: null }),
      };
    });
  });
}
