import { requestLocale, textFor } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CertificateCodeParams, certificatesApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { createCertificatesService } from './service';

/**
 * Certificates of completion: the owner's (/api/student/certificates/:courseId), public verification
 * and the PDF (/api/certificates/:code[/pdf], no account needed, rate-limited per address), and the
 * admins' revoke and per-course list (/api/admin/certificates/...).
 */
export async function certificatesRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const certificates = createCertificatesService(ctx);

  await guarded(base, 'member', async (member) => {
    await route(member, certificatesApi.mine, {}, async (req) => ({
      success: true as const,
      data: await certificates.mine(caller(req), req.params.courseId),
    }));
  });

  await guarded(base, 'admin', async (admin) => {
    await route(admin, certificatesApi.revoke, {}, async (req) => ({
      success: true as const,
      message: textFor(req, 'success.certificateRevoked'),
      data: await certificates.revoke(caller(req), req.params.code, req.body.reason),
    }));

    await route(admin, certificatesApi.ofCourse, {}, async (req) => ({
      success: true as const,
      data: await certificates.ofCourse(req.params.courseId),
    }));
  });

  // Public: anyone holding a code may check it, signed in or not.
  await route(base, certificatesApi.verify, {}, async (req) => ({
    success: true as const,
    data: await certificates.verify(req.params.code, req.ip),
  }));

  // Bytes, not JSON: the web links to it (the `pdfUrl` of the owner's certificate).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/certificates/:code/pdf',
    schema: { params: CertificateCodeParams },
    handler: async (req, reply) => {
      const pdf = await certificates.pdf(req.params.code, req.ip, requestLocale(req));
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="sewee-certificate-${req.params.code.toUpperCase().replace(/[^A-Z0-9]/g, '')}.pdf"`,
        )
        // A revocation must stop downloads at once: every download asks the server.
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff');
      if (req.method === 'HEAD') {
        pdf.destroy();
        return reply.send();
      }
      return reply.send(pdf);
    },
  });
}
