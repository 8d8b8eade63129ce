import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeFor, MEDIA_TUS_PATH } from '@sewee/shared';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { uploadIdleTimeout } from '../../platform/security/http-limits';
import { caller, guardScope } from '../../plugins/guards';
import { localizedErrorBody } from '../../plugins/error-handler';
import type { UserRow } from '../users/repository';
import { presentMedia, type MediaService } from './service';

/** Where tus clients create and continue uploads (not in the JSON contract: the tus protocol is its own). */
export const TUS_PATH = MEDIA_TUS_PATH;
/** An upload not finished this long after it was created is removed by the hourly cleanup job. */
export const ABANDONED_UPLOAD_MS = 24 * 3600_000;

/**
 * Where unfinished uploads are kept: DATA_DIR/uploads, one file and one .json per upload. A
 * half-finished upload is continued through any process that sees the same folder (a shared volume
 * with several replicas; decision 030).
 */
export function uploadStore(config: Pick<Config, 'dataDir'>) {
  return new FileStore({ directory: path.join(config.dataDir, 'uploads'), expirationPeriodInMilliseconds: ABANDONED_UPLOAD_MS });
}

/** Removes uploads created more than 24 h ago and never finished; returns how many. */
export async function sweepAbandonedUploads(config: Pick<Config, 'dataDir'>): Promise<number> {
  if (!fs.existsSync(path.join(config.dataDir, 'uploads'))) return 0;
  return uploadStore(config).deleteExpired();
}

/** The Fastify request and its signed-in admin, for the tus hooks (which see only the raw request). */
const callers = new WeakMap<object, { req: FastifyRequest; admin: UserRow }>();

function whoIs(raw: object | undefined) {
  const found = raw && callers.get(raw);
  if (!found) throw { status_code: 401, body: 'Please sign in to continue.' };
  return found;
}

/**
 * Resolves once the tus server has finished with a request whose client has gone: it then still
 * ends the response (after its write and hooks), but the end's callback never comes on a closed
 * socket, so tus.handle() alone would never resolve and shutdown would wait for it.
 */
function answerGiven(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => (reply.raw.writableEnded ? resolve() : setTimeout(ended, 50).unref());
    reply.raw.once('close', ended);
  });
}

/** An AppError as the tus server's error answer: the same JSON body, in the caller's language. */
const tusError = (req: FastifyRequest, err: AppError) => ({
  status_code: err.status,
  body: JSON.stringify(localizedErrorBody(req, err.code, err.message, err.extra.errors)),
});

/**
 * Resumable uploads with tus (@tus/server 2 on @tus/file-store), mounted with reply.hijack(). Admins
 * only, on creation and on every HEAD/PATCH/DELETE, and only the admin who created an upload may
 * continue it. Once the last byte is in, the file goes through the media service's `store` (the
 * same type check, size limits and media record as POST /api/media/upload); its media id is the
 * upload's id, and the final PATCH answers with `{ success, data: { url, public_id } }`.
 */
export async function resumableUploadRoutes(base: FastifyInstance, ctx: AppContext, media: MediaService) {
  const { maxImageBytes, maxVideoBytes } = ctx.config.uploads;
  const store = uploadStore(ctx.config);
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: Math.max(maxImageBytes, maxVideoBytes),
    namingFunction: () => crypto.randomUUID(),
    async onUploadCreate(req, upload) {
      const { admin } = whoIs(req.runtime?.node?.req);
      // The owner is the session's, whatever metadata the client sent.
      return { metadata: { ...upload.metadata, owner: admin.id } };
    },
    async onUploadFinish(req, upload) {
      const { req: freq, admin } = whoIs(req.runtime?.node?.req);
      try {
        const row = await media.store(
          admin,
          { filename: upload.metadata?.filename ?? '', file: fs.createReadStream(filePath(upload)) },
          'image-or-video',
          upload.id,
        );
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ success: true, data: presentMedia(row) }),
        };
      } catch (err) {
        if (err instanceof AppError) throw tusError(freq, err);
        freq.log.error({ err }, 'a finished resumable upload could not be stored');
        throw {
          status_code: 500,
          body: JSON.stringify(
            localizedErrorBody(freq, errorCodeFor(500), 'Something went wrong on our side. Please try again in a moment.'),
          ),
        };
      } finally {
        // Stored or refused, the upload's own copy goes.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(req, err) {
      const found = req.runtime?.node?.req && callers.get(req.runtime.node.req);
      if (found && !('status_code' in err)) found.req.log.error({ err }, 'resumable upload failed');
      return undefined;
    },
  });
  const filePath = (upload: Upload) => path.join(store.directory, upload.id);

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const admin = caller(req);
    if (req.method === 'PATCH') uploadIdleTimeout(req, ctx.config);
    callers.set(req.raw, { req, admin });
    reply.hijack();
    reply.raw.setHeader('x-request-id', String(req.id));
    reply.raw.setHeader('cache-control', 'no-store');
    const id = (req.params as { id?: string }).id;
    const before = req.method === 'PATCH' && id ? await store.getUpload(id).catch(() => undefined) : undefined;
    try {
      await Promise.race([tus.handle(req.raw, reply.raw), answerGiven(reply)]);
    } finally {
      req.server.answeredByHand(req, reply.raw.statusCode);
    }
    if (before && id) {
      // A finished upload is gone from the store by now: all of it arrived.
      const after = await store.getUpload(id).then(
        (u) => u.offset,
        () => (reply.raw.statusCode === 200 ? (before.size ?? 0) : before.offset),
      );
      if (after > before.offset) ctx.metrics.uploadBytes.inc({ via: 'tus' }, after - before.offset);
    }
  }

  await base.register(async (scope) => {
    guardScope(scope, 'admin');
    // The bytes are read by the tus server from the raw request: Fastify must leave them alone.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    scope.route({ method: 'POST', url: TUS_PATH, handler: handle });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${TUS_PATH}/:id`,
      handler: async (req, reply) => {
        const id = (req.params as { id: string }).id;
        if (!isUuid(id)) throw notFound('That upload');
        const upload = await store.getUpload(id).catch(() => undefined);
        if (!upload) throw notFound('That upload');
        if (upload.metadata?.owner !== caller(req).id) throw new AppError('FORBIDDEN', 'You can only continue uploads you started.');
        return handle(req, reply);
      },
    });
  });
}
