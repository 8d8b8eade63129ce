import { msg, textFor } from '../../lib/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRACTICE_LIMITS, PracticePhotoParams, practiceApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { multipartError } from '../../lib/multipart-error';
import { route } from '../../lib/route';
import { uploadIdleTimeout } from '../../platform/security/http-limits';
import { caller, guarded } from '../../plugins/guards';
import { createPracticeService, type IncomingPhoto } from './service';

/**
 * Practice pieces (docs/decisions/032-practice-pieces.md): students send photos of their work
 * (/api/student/practice), admins review them and follow each learner (/api/admin/practice,
 * /api/admin/courses/:courseId/learners), and a photo is served to the student who sent it and admins
 * only (/api/practice/photos/:photoId).
 */
export async function practiceRoutes(base: FastifyInstance, ctx: AppContext) {
  const practice = createPracticeService(ctx);

  await guarded(base, 'member', async (member) => {
    // Multipart parsing exists only in this scope; one byte over the limit marks a photo truncated (413).
    await member.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: PRACTICE_LIMITS.uploadMaxBytes + 1,
        files: PRACTICE_LIMITS.photosMax + 1,
        fields: 10,
        fieldSize: 1_000,
        parts: PRACTICE_LIMITS.photosMax + 11,
        headerPairs: 100,
      },
    });

    await route(member, practiceApi.submit, {}, async (req) => {
      const student = caller(req);
      const { courseId, pieceId } = req.params;
      // Refuse early (403, 404, 409) before reading a byte of the photos.
      const piece = await practice.sendable(student, courseId, pieceId);
      uploadIdleTimeout(req as FastifyRequest, ctx.config);
      const photos: IncomingPhoto[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'photos') {
            part.file.resume();
            throw new AppError('VALIDATION', msg('media.formField', { field: 'photos' }));
          }
          if (photos.length >= piece.photos) {
            part.file.resume();
            throw new AppError('VALIDATION', msg('practice.tooMany', { needed: piece.photos }));
          }
          const bytes = await part.toBuffer();
          photos.push({ filename: part.filename, bytes, truncated: part.file.truncated });
        }
      } catch (err) {
        throw multipartError(err, () => new AppError('VALIDATION', msg('practice.tooMany', { needed: piece.photos })));
      }
      return {
        success: true as const,
        message: textFor(req, 'success.photosSent'),
        data: await practice.submit(student, courseId, pieceId, photos),
      };
    });

    await route(member, practiceApi.mine, {}, async (req) => ({
      success: true as const,
      data: await practice.mine(caller(req), req.params.courseId),
    }));
  });

  await guarded(base, 'admin', async (admin) => {
    await route(admin, practiceApi.reviews, {}, async (req) => ({
      success: true as const,
      ...(await practice.reviews(req.query)),
    }));

    await route(admin, practiceApi.review, {}, async (req) => ({
      success: true as const,
      message: textFor(req, req.body.verdict === 'passed' ? 'success.markedPassed' : 'success.needsWork'),
      data: await practice.review(caller(req), req.params.submissionId, req.body.verdict, req.body.comment),
    }));

    await route(admin, practiceApi.learners, {}, async (req) => ({
      success: true as const,
      ...(await practice.learners(req.params.courseId, req.query)),
    }));
  });

  // Bytes, not JSON: the student who sent the photo and admins only, never kept by a shared cache.
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/practice/photos/:photoId',
    schema: { params: PracticePhotoParams },
    handler: async (req, reply) => {
      const photo = await practice.photo(req.user, req.params.photoId);
      const stat = await ctx.storage.stat(photo.storageKey);
      if (!stat) {
        req.log.error({ key: photo.storageKey }, 'practice photo missing from storage');
        throw notFound('things.photo');
      }
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-type', 'image/jpeg')
        .header('content-length', stat.size)
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${photo.id}"`);
      if (req.method === 'HEAD') return reply.send();
      return reply.send(await ctx.storage.stream(photo.storageKey));
    },
  });
}
