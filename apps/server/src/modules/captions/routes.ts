import { textFor } from '../../lib/messages';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captionsApi, CAPTIONS_MAX_BYTES, PublicIdParams, say } from '@sewee/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { pickEncoding } from '../../lib/encoding';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { createMediaService } from '../media/service';
import { captionKey } from './files';
import { createCaptionsService } from './service';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A JSON string of a 1 MB file may be longer than the file (escaped quotes and line ends). */
const CAPTION_BODY_LIMIT = CAPTIONS_MAX_BYTES * 3;

const CaptionFileParams = PublicIdParams.extend({
  file: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?\.[0-9a-f]{12}\.vtt$/, say('noSuchCaptionFile')),
});

/** Lecture captions (docs/captions.md): the instructor's PUT and DELETE, and the WebVTT files for whoever may watch the video. */
export async function captionsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const captions = createCaptionsService(ctx);
  const media = createMediaService(ctx);

  await guarded(base, 'admin', async (admin) => {
    await route(admin, captionsApi.put, { bodyLimit: CAPTION_BODY_LIMIT }, async (req) => {
      const { courseId, lectureId, lang } = req.params;
      const track = await captions.put(caller(req), courseId, lectureId, lang, req.body.text);
      return { success: true as const, message: textFor(req, 'success.captionsSaved'), data: track };
    });
    await route(admin, captionsApi.remove, {}, async (req) => {
      const { courseId, lectureId, lang } = req.params;
      await captions.remove(caller(req), courseId, lectureId, lang);
      return { success: true as const, message: textFor(req, 'success.captionsDeleted') };
    });
  });

  /**
   * A caption file, for whoever may fetch the video (media.authorize: free preview, buyers, the
   * instructor and admins). Its name changes with every save, so it is cached for good; it is
   * compressed for the caller (br, else gzip).
   */
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/media/:publicId/captions/:file',
    schema: { params: CaptionFileParams },
    handler: async (req, reply) => {
      const { row } = await media.authorize(req.user, req.params.publicId);
      const track = row.captions.find((c) => c.file === req.params.file);
      if (!track) throw notFound('things.captions');
      const chunks: Buffer[] = [];
      for await (const chunk of await ctx.storage.stream(captionKey(row.id, track.file))) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks);
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const body =
        encoding === 'br'
          ? await brotli(text, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length },
            })
          : encoding === 'gzip'
            ? await gzip(text, { level: 6 })
            : text;
      const etag = `"${track.file}${encoding ? `-${encoding}` : ''}"`;
      reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('vary', 'accept-encoding')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      if (encoding) reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
      return reply.send(req.method === 'HEAD' ? undefined : body);
    },
  });
}
