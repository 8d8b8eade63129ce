import { msg } from '../../lib/messages';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, errorCodeFor, MEDIA_TUS_PATH } from '@sewee/shared';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { uploadIdleTimeout } from '../../platform/security/http-limits';
import { caller, guardScope } from '../../plugins/guards';
import { localizedErrorBody } from '../../plugins/error-handler';
import type { UserRow } from '../users/repository';
import { presentMedia, type MediaService, type UploadAccept } from './service';
import type { MediaRow } from './repository';

/** Where tus clients create and continue uploads (not in the JSON contract: the tus protocol is its own). */
export const TUS_PATH = MEDIA_TUS_PATH;
/** An upload not finished this long after it was created is removed by the hourly cleanup job. */
export const ABANDONED_UPLOAD_MS = 24 * 3600_000;
/** What a resumable upload may turn out to be: `accept` metadata, the same rules as the form uploads. */
const ACCEPTS = new Set<UploadAccept>(['image-or-video', 'video']);
/** Suffix of an upload's data file while one process turns it into a media record (the claim). */
const FINISHING = '.finishing';
/**
 * The process finishing an upload touches its claim this often; a claim untouched for
 * CLAIM_STALE_MS belongs to a process that died (a crash, a kill) and is given back, so the
 * upload can be finished again instead of every later request waiting on it. By age, not by pid:
 * the processes sharing the folder may run on different machines.
 */
const CLAIM_HEARTBEAT_MS = 2_000;
export const CLAIM_STALE_MS = 15_000;

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

/** The unfinished uploads of `ownerId` in the store's folder (their .json files name the owner). */
async function unfinishedOf(directory: string, ownerId: string): Promise<number> {
  let count = 0;
  const names = await fs.promises.readdir(directory).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    try {
      const file = JSON.parse(await fs.promises.readFile(path.join(directory, name), 'utf8')) as { metadata?: { owner?: string } };
      if (file.metadata?.owner === ownerId) count++;
    } catch {
      /* a file being written or removed right now */
    }
  }
  return count;
}

/** The Fastify request and its signed-in admin, for the tus hooks (which see only the raw request). */
const callers = new WeakMap<object, { req: FastifyRequest; admin: UserRow; id?: string }>();

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
  body: JSON.stringify(localizedErrorBody(req, err.code, err.text, err.extra.errors)),
});

/** The answer to an unexpected failure: the generic message, never the error's own text (it may name paths). */
const tusInternal = (req: FastifyRequest) => ({
  status_code: 500,
  body: JSON.stringify(localizedErrorBody(req, errorCodeFor(500), msg('general.internal'))),
});

/**
 * tus answers its own protocol refusals (412 without Tus-Resumable, 400 for an unreadable header,
 * 404, 409 for a wrong offset, 413...) as plain text, and JSON bodies without their type: every
 * refusal leaves as the API's JSON error shape, in the caller's language, with the API's status for
 * its code (a tus client always sends Tus-Resumable, so only other clients meet the 400 for it).
 */
async function asApiError(req: FastifyRequest, res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  // Ours already (tusError, tusInternal): JSON in the API's shape, with its own status.
  const ours = text.trimStart().startsWith('{');
  const body = ours
    ? text
    : JSON.stringify(
        localizedErrorBody(req, errorCodeFor(res.status), res.status === 412 ? msg('media.tusProtocol') : msg('media.tusRefused')),
      );
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  // A status the API has no code for (tus's 412) becomes the API's status for that code (400).
  return new Response(body, { status: ours ? res.status : ERROR_STATUS[errorCodeFor(res.status)], headers });
}

/** The final PATCH's answer, also given again for a finished upload (a client whose answer was lost). */
const finishedAnswer = (row: MediaRow) => JSON.stringify({ success: true, data: presentMedia(row) });

/**
 * Resumable uploads with tus (@tus/server 2 on @tus/file-store), mounted with reply.hijack(). Admins
 * only, on creation and on every HEAD/PATCH/DELETE, and only the admin who created an upload may
 * continue it. Once the last byte is in, the file goes through the media service's `store` (the
 * same type check, size limits and media record as POST /api/media/upload); its media id is the
 * upload's id, and the final PATCH answers with `{ success, data: { url, public_id } }`.
 */
export async function resumableUploadRoutes(base: FastifyInstance, ctx: AppContext, media: MediaService) {
  const { maxImageBytes, maxVideoBytes, maxUnfinished } = ctx.config.uploads;
  const store = uploadStore(ctx.config);
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: Math.max(maxImageBytes, maxVideoBytes),
    namingFunction: () => crypto.randomUUID(),
    async onUploadCreate(req, upload) {
      const { req: freq, admin } = whoIs(req.runtime?.node?.req);
      const accept = (upload.metadata?.accept ?? 'image-or-video') as UploadAccept;
      if (!ACCEPTS.has(accept)) throw tusError(freq, new AppError('VALIDATION', msg('media.acceptMetadata')));
      if ((await unfinishedOf(store.directory, admin.id)) >= maxUnfinished)
        throw tusError(freq, new AppError('PAYLOAD_TOO_LARGE', msg('media.tooManyUnfinished', { count: maxUnfinished })));
      if (upload.size !== undefined) {
        const disk = await fs.promises.statfs(store.directory);
        if (disk.bavail * disk.bsize < upload.size)
          throw {
            status_code: 507,
            body: JSON.stringify(localizedErrorBody(freq, 'UNAVAILABLE', msg('media.noRoom'))),
          };
      }
      // The owner is the session's, whatever metadata the client sent.
      return { metadata: { ...upload.metadata, accept, owner: admin.id } };
    },
    async onUploadFinish(req, upload) {
      const { req: freq, admin } = whoIs(req.runtime?.node?.req);
      const row = await finish(freq, admin, upload);
      return { status_code: 200, headers: JSON_TYPE, body: finishedAnswer(row) };
    },
    onResponseError(req, err) {
      const found = req.runtime?.node?.req && callers.get(req.runtime.node.req);
      if (!found || 'status_code' in err) return undefined;
      found.req.log.error({ err }, 'resumable upload failed');
      return tusInternal(found.req);
    },
    // The id is the one Fastify matched and the owner check ran on, never re-read from the URL
    // (tus would read it from the whole URL, query string included: `<own-id>?x=/<other-id>`).
    getFileIdFromRequest(req) {
      const raw = req.runtime?.node?.req;
      return raw ? callers.get(raw)?.id : undefined;
    },
    allowedOrigins: [ctx.config.publicUrl],
  });
  const filePath = (upload: Upload) => path.join(store.directory, upload.id);
  const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

  /**
   * Turns an upload whose last byte is in into its media record (the media service's `store`). The
   * claim is one rename, so two final PATCHes (two processes) never store it twice; the loser answers
   * from the database. Stored or refused, the upload's copy goes; after a passing failure (storage or
   * database) it stays, so that a retry finishes it without sending the bytes again.
   */
  async function finish(freq: FastifyRequest, admin: UserRow, upload: Upload): Promise<MediaRow> {
    const data = filePath(upload);
    const claimed = data + FINISHING;
    try {
      await fs.promises.rename(data, claimed);
    } catch {
      const row = await finishedBy(upload.id, 10_000);
      if (row) return row;
      throw tusError(freq, new AppError('CONFLICT', msg('media.uploadFinishing')));
    }
    // The heartbeat: a rename keeps the file's old modification time, so the claim is touched now and while it is stored.
    const touch = () => fs.promises.utimes(claimed, new Date(), new Date()).catch(() => undefined);
    await touch();
    const heartbeat = setInterval(touch, CLAIM_HEARTBEAT_MS).unref();
    let keep = false;
    try {
      const accept = ACCEPTS.has(upload.metadata?.accept as UploadAccept) ? (upload.metadata?.accept as UploadAccept) : 'image-or-video';
      const { row } = await media.store(
        admin,
        { filename: upload.metadata?.filename ?? '', file: fs.createReadStream(claimed) },
        accept,
        upload.id,
      );
      return row;
    } catch (err) {
      if (err instanceof AppError) throw tusError(freq, err);
      keep = true;
      freq.log.error({ err }, 'a finished resumable upload could not be stored');
      throw tusInternal(freq);
    } finally {
      clearInterval(heartbeat);
      if (keep) await fs.promises.rename(claimed, data).catch(() => undefined);
      else {
        await fs.promises.rm(claimed, { force: true }).catch(() => undefined);
        await fs.promises.rm(path.join(store.directory, `${upload.id}.json`), { force: true }).catch(() => undefined);
      }
    }
  }

  /** A finished upload's answer to its owner: all bytes in (HEAD), or the final PATCH's body again. */
  function finishedResponse(method: string, row: MediaRow): Response {
    const headers = {
      'tus-resumable': '1.0.0',
      'upload-offset': String(row.size),
      'upload-length': String(row.size),
      'cache-control': 'no-store',
      ...(method === 'HEAD' ? {} : JSON_TYPE),
    };
    return new Response(method === 'HEAD' ? null : finishedAnswer(row), { status: 200, headers });
  }

  async function answerFinished(req: FastifyRequest, reply: FastifyReply, row: MediaRow) {
    const res = finishedResponse(req.method, row);
    reply.code(res.status).headers(Object.fromEntries(res.headers));
    return req.method === 'HEAD' ? reply.send() : reply.send(await res.text());
  }

  /**
   * tus's refusal of a PATCH whose upload another process finished meanwhile (the data file renamed
   * for the claim: 410; gone: 404; grown by the other PATCH: 409) is, for its owner, the final answer
   * that process gives: the upload's media record, returned here.
   */
  async function finishedElsewhere(method: string, admin: UserRow, id: string | undefined, res: Response): Promise<MediaRow | undefined> {
    if (method !== 'PATCH' || !id || ![404, 409, 410].includes(res.status)) return undefined;
    const row = await finishedBy(id, 10_000);
    return row && row.uploaderId === admin.id ? row : undefined;
  }

  /** When the claim on upload `id` was last touched (ms), or undefined when there is no claim. */
  const claimTouchedAt = (id: string) =>
    fs.promises.stat(path.join(store.directory, id + FINISHING)).then(
      (s) => s.mtimeMs,
      () => undefined,
    );

  /**
   * Gives back the claim of a process that died while finishing upload `id` (untouched for
   * CLAIM_STALE_MS): its data file is the upload's again, complete, and the next request finishes it.
   */
  async function releaseStaleClaim(id: string): Promise<void> {
    const touched = await claimTouchedAt(id);
    if (touched === undefined || Date.now() - touched < CLAIM_STALE_MS) return;
    // One rename: of two processes releasing it at once, the second finds nothing to move.
    const released = await fs.promises.rename(path.join(store.directory, id + FINISHING), path.join(store.directory, id)).then(
      () => true,
      () => false,
    );
    if (released)
      ctx.log.warn({ uploadId: id }, 'released the finishing claim of a process that stopped; the upload will be finished again');
  }

  /**
   * The media record a finished upload became, waiting up to `waitMs` for another process finishing
   * it: no longer than its claim lives and is kept fresh by its heartbeat.
   */
  async function finishedBy(id: string, waitMs: number): Promise<MediaRow | undefined> {
    const until = Date.now() + waitMs;
    for (;;) {
      const row = await media.byId(id);
      const touched = await claimTouchedAt(id);
      if (row || Date.now() >= until || touched === undefined || Date.now() - touched >= CLAIM_STALE_MS) return row;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const admin = caller(req);
    if (req.method === 'PATCH') uploadIdleTimeout(req, ctx.config);
    const id = (req.params as { id?: string }).id;
    callers.set(req.raw, { req, admin, id });
    reply.hijack();
    reply.raw.setHeader('x-request-id', String(req.id));
    reply.raw.setHeader('cache-control', 'no-store');
    const before = req.method === 'PATCH' && id ? await store.getUpload(id).catch(() => undefined) : undefined;
    // Answered from the record another process made: its bytes were counted there.
    let finishedThere = false;
    try {
      const answer = (async () => {
        let res = await tus.handleWeb(new NodeRequest({ req: req.raw, res: reply.raw }));
        const row = await finishedElsewhere(req.method, admin, id, res);
        if (row) {
          await res.body?.cancel();
          res = finishedResponse(req.method, row);
          finishedThere = true;
        }
        return sendNodeResponse(reply.raw, await asApiError(req, res));
      })();
      await Promise.race([answer, answerGiven(reply)]);
    } finally {
      req.server.answeredByHand(req, reply.raw.statusCode);
    }
    if (before && id && !finishedThere) {
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
        if (!isUuid(id)) throw notFound('things.upload');
        const me = caller(req).id;
        await releaseStaleClaim(id);
        const upload = await store.getUpload(id).catch(() => undefined);
        if (!upload) {
          const pending = await store.configstore.get(id).catch(() => undefined);
          if (pending && pending.metadata?.owner !== me) throw new AppError('FORBIDDEN', msg('media.ownUpload'));
          // Finished already, or being finished by another request: its owner learns so (all bytes in,
          // and the record), e.g. after a lost final answer or a second final PATCH.
          const row = req.method === 'DELETE' ? undefined : await finishedBy(id, pending ? 10_000 : 0);
          if (row && row.uploaderId === me) return answerFinished(req, reply, row);
          if (pending) throw new AppError('CONFLICT', msg('media.uploadFinishing'));
          throw notFound('things.upload');
        }
        if (upload.metadata?.owner !== me) throw new AppError('FORBIDDEN', msg('media.ownUpload'));
        if (req.method !== 'DELETE' && upload.size !== undefined && upload.offset === upload.size) {
          // Every byte is in but an earlier finish failed on the way (a client that sees a full offset
          // stops): finish it now, before answering.
          try {
            return answerFinished(req, reply, await finish(req, caller(req), upload));
          } catch (err) {
            const refusal = err as { status_code?: number; body?: string };
            if (typeof refusal.status_code !== 'number') throw err;
            return reply.code(refusal.status_code).type('application/json; charset=utf-8').send(refusal.body);
          }
        }
        return handle(req, reply);
      },
    });
  });
}
