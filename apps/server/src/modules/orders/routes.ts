import { msg, renderMessage, requestLocale, textFor } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ordersApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { validFlutterwaveHash } from '../../platform/payments/flutterwave';
import { validPaystackSignature } from '../../platform/payments/paystack';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-page';
import { captureOrder } from './capture';
import { createOrder } from './create';
import { markRefunded } from './mark-refunded';
import { listRefunds } from './refunds';
import { sandboxCheckout, sandboxDecide } from './sandbox-checkout';
import { settleFromWebhook } from './settle-from-webhook';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body, kept only where a signature is checked (the Paystack webhook). */
    rawBody?: string;
  }
}

const SandboxParams = z.object({ reference: z.string().max(100) });
const SandboxDecision = z.object({ action: z.enum(['pay', 'cancel', 'later']).default('pay') }).nullish();

/**
 * Orders and payments: /api/student/order/{create,capture}, the admins' refunds list, the Paystack
 * webhook and the sandbox checkout pages (/sandbox/checkout/:reference, outside /api).
 */
export async function ordersRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  await guarded(base, 'member', async (member) => {
    await route(member, ordersApi.create, {}, async (req) => ({
      success: true as const,
      data: await createOrder(ctx, caller(req), req.body.courseId),
    }));

    await route(member, ordersApi.capture, {}, async (req) => {
      const { message, data } = await captureOrder(ctx, caller(req), req.body.reference);
      return { success: true as const, message: renderMessage(message, requestLocale(req)), data };
    });
  });

  // Payments that enrolled nobody (a second checkout paid too, or a rejection came first): admins refund them.
  await guarded(base, 'admin', async (admin) => {
    await route(admin, ordersApi.refunds, {}, async () => ({ success: true as const, data: await listRefunds(ctx) }));

    await route(admin, ordersApi.markRefunded, {}, async (req) => ({
      success: true as const,
      message: textFor(req, 'success.refunded'),
      data: await markRefunded(ctx, req.params.orderId),
    }));
  });

  // The webhooks: Paystack's signature covers the exact bytes sent, so this scope keeps the raw body.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (req, body, done) => {
      req.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('VALIDATION', msg('general.invalidJson')), undefined);
      }
    });
    scope.post('/api/payments/paystack/webhook', async (req, reply) => {
      const secret = ctx.config.payments.paystackSecretKey;
      if (ctx.config.payments.provider !== 'paystack' || !secret) throw new AppError('NOT_FOUND', msg('orders.paystackOff'));
      if (!validPaystackSignature(secret, req.rawBody ?? '', req.headers['x-paystack-signature'])) {
        throw new AppError('UNAUTHENTICATED', msg('orders.badSignature'));
      }
      const event = req.body as { event?: unknown; data?: { reference?: unknown } } | null;
      if (event?.event === 'charge.success') await settleFromWebhook(ctx, 'paystack', event.data?.reference);
      return reply.send({ success: true });
    });

    // Flutterwave sends the dashboard's secret hash in `verif-hash`; the payment is verified by its id all the same.
    scope.post('/api/payments/flutterwave/webhook', async (req, reply) => {
      const hash = ctx.config.payments.flutterwaveWebhookHash;
      if (ctx.config.payments.provider !== 'flutterwave' || !hash) throw new AppError('NOT_FOUND', msg('orders.flutterwaveOff'));
      if (!validFlutterwaveHash(hash, req.headers['verif-hash'])) throw new AppError('UNAUTHENTICATED', msg('orders.badSignature'));
      const event = req.body as { event?: unknown; data?: { id?: unknown; tx_ref?: unknown; status?: unknown } } | null;
      if (event?.event === 'charge.completed' && event.data?.status === 'successful') {
        await settleFromWebhook(ctx, 'flutterwave', event.data.tx_ref, event.data.id);
      }
      return reply.send({ success: true });
    });
  });

  // The sandbox provider's own checkout (a stand-in for a provider's hosted page, form-encoded like one).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const sandbox = scope.withTypeProvider<ZodTypeProvider>();
    const returnOrigin = new URL(ctx.config.publicUrl).origin;
    const html = (reply: import('fastify').FastifyReply, status: number, page: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'DENY')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'`,
        )
        .send(page);

    sandbox.get('/sandbox/checkout/:reference', { schema: { hide: true, params: SandboxParams } }, async (req, reply) => {
      const found = await sandboxCheckout(ctx, req.params.reference);
      if (!found) return html(reply, 404, sandboxNotFoundPage(requestLocale(req)));
      const { order, courseTitle } = found;
      const open = order.orderStatus === 'pending' && order.paymentStatus === 'initiated';
      return html(
        reply,
        200,
        sandboxCheckoutPage(
          {
            reference: order.reference,
            courseTitle,
            amountCents: order.amountCents,
            currency: order.currency,
            open,
            settleSeconds: Math.round(ctx.config.payments.sandboxSettleMs / 1000),
          },
          requestLocale(req),
        ),
      );
    });

    sandbox.post(
      '/sandbox/checkout/:reference',
      { schema: { hide: true, params: SandboxParams, body: SandboxDecision } },
      async (req, reply) => {
        const known = await sandboxDecide(ctx, req.params.reference, req.body?.action ?? 'pay');
        if (!known) return html(reply, 404, sandboxNotFoundPage(requestLocale(req)));
        return reply.redirect(`${ctx.config.publicUrl}/payment-return?reference=${encodeURIComponent(req.params.reference)}`, 303);
      },
    );
  });
}
