import { msg } from '../../lib/messages';
import crypto from 'node:crypto';
import { waivedPriceCents } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { PaymentProviderError } from '../../platform/payments/provider';
import { assertNotRejected } from '../applications/common';
import { applicationsRepo } from '../applications/repository';
import { coursesRepo } from '../courses/repository';
import { intakesRepo } from '../intakes/repository';
import type { UserRow } from '../users/repository';
import { NO_PROVIDER, RECHECK_MINUTES } from './common';
import { paymentProvider } from './provider';
import { reconcileOrder } from './reconcile';
import { ordersRepo, type OrderRow } from './repository';

/** Why an application in an intake does not let its student enrol. */
const NOT_ADMITTED: Partial<Record<string, 'orders.waitlisted' | 'orders.declined' | 'orders.expired'>> = {
  waitlisted: 'orders.waitlisted',
  declined: 'orders.declined',
  expired: 'orders.expired',
};

/** Server-made payment reference: unguessable, and valid for Paystack (alphanumerics, `-`, `_`). */
const newReference = () => `sewee_${crypto.randomBytes(16).toString('hex')}`;

/** The page the student waits on while a payment settles (it polls capture). */
const waitingUrl = (ctx: AppContext, reference: string) =>
  `${ctx.config.publicUrl}/payment-return?reference=${encodeURIComponent(reference)}`;

/**
 * A student buys a course their application admitted them to: settles or resumes an earlier checkout
 * when there is one, enrols at once when the fee is waived in full, else sends them to the provider.
 */
export async function createOrder(ctx: AppContext, user: UserRow, courseId: string) {
  const { db, config, log } = ctx;
  const provider = paymentProvider(ctx);
  assertNotRejected(user);
  if (!isUuid(courseId)) throw notFound('things.course');
  const course = await coursesRepo.findById(db, courseId);
  if (!course || !course.isPublished) throw notFound('things.course');
  if (await ordersRepo.isEnrolled(db, user.id, courseId)) throw new AppError('CONFLICT', msg('orders.alreadyBought'));
  const applied = await applicationsRepo.find(db, user.id, courseId);
  const application = applied?.status;
  const notAdmitted = application && NOT_ADMITTED[application];
  if (notAdmitted) throw forbidden(msg(notAdmitted));
  if (application !== 'approved') {
    throw forbidden(
      msg(application === 'pending' ? 'orders.stillReviewed' : application === 'rejected' ? 'orders.notApproved' : 'orders.applyFirst'),
    );
  }
  // A seat not taken by its deadline is no longer the student's, even before the sweep takes it back.
  if (applied?.enrolBy && applied.enrolBy.getTime() < Date.now()) {
    throw new AppError(
      'CONFLICT',
      msg('applications.enrolDeadlinePassed', { date: `${applied.enrolBy.toISOString().slice(0, 16).replace('T', ' ')} UTC` }),
    );
  }
  // A scholarship (an intake's fee waiver) waives part or all of the price: the order records what is paid and what was waived.
  const intake = applied?.intakeId ? await intakesRepo.findById(db, applied.intakeId) : undefined;
  const amountCents = waivedPriceCents(course.pricingCents, intake?.waiverPercent ?? 0);
  // An earlier checkout may have been paid without the student coming back: settle it rather than charge twice.
  // A payment under way (mobile money, a transfer) is waited for, never paid again; one still open at the same
  // price is resumed where the provider allows it (docs/enrolment.md).
  let open: { order: OrderRow; approveUrl: string } | undefined;
  for (const earlier of await ordersRepo.openFor(db, user.id, courseId)) {
    // An order made through a provider the school no longer uses cannot be checked or resumed: a new one is made.
    if (earlier.provider !== provider.name && !NO_PROVIDER.has(earlier.provider)) continue;
    const outcome = await reconcileOrder(ctx, earlier).catch((err: unknown) => {
      // The provider cannot be reached now: a payment under way is still waited for, never paid twice.
      if (err instanceof AppError && err.code === 'BAD_GATEWAY') return earlier.orderStatus === 'processing' ? 'processing' : 'pending';
      throw err;
    });
    if (outcome === 'paid') throw new AppError('CONFLICT', msg('orders.alreadyBought'));
    if (outcome === 'processing')
      return { orderId: earlier.id, reference: earlier.reference, approveUrl: waitingUrl(ctx, earlier.reference) };
    const resumeUrl = outcome === 'pending' && earlier.provider === provider.name ? provider.resumeUrl?.(earlier.reference) : undefined;
    const samePrice = earlier.amountCents === amountCents && earlier.currency === config.payments.currency;
    if (!open && resumeUrl && samePrice) open = { order: earlier, approveUrl: resumeUrl };
  }
  if (open) return { orderId: open.order.id, reference: open.order.reference, approveUrl: open.approveUrl };

  const reference = newReference();
  const scholarship = !!intake && amountCents === 0;
  const free = amountCents === 0;
  const values = {
    userId: user.id,
    courseId,
    amountCents,
    waiverCents: course.pricingCents - amountCents,
    intakeId: intake?.id ?? null,
    currency: config.payments.currency,
    provider: scholarship ? 'scholarship' : free ? 'free' : provider.name,
    reference,
    nextCheckAt: free ? null : new Date(Date.now() + RECHECK_MINUTES[0]! * 60_000),
  };
  // Waived in full: paid and enrolled at once, no payment page; the browser goes straight to My Courses.
  // Pressed twice (two tabs), the second press finds the first's order and settles that one.
  if (scholarship) {
    const made = (await ordersRepo.insertScholarship(db, values)) ?? (await ordersRepo.scholarshipOf(db, user.id, courseId))!;
    await reconcileOrder(ctx, made);
    return { orderId: made.id, reference: made.reference, approveUrl: `${config.publicUrl}/student-courses` };
  }
  const order = (await ordersRepo.insert(db, values))!;
  if (free) return { orderId: order.id, reference, approveUrl: waitingUrl(ctx, reference) };
  try {
    const started = await provider.initialize({
      orderId: order.id,
      reference,
      amountCents: order.amountCents,
      currency: order.currency,
      email: user.email,
      description: course.title,
    });
    return { orderId: order.id, reference, approveUrl: started.authorizationUrl };
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.warn({ err, orderId: order.id }, 'payment initialization failed');
    await ordersRepo.markFailed(db, order.id, 'failed');
    throw new AppError('BAD_GATEWAY', msg('orders.unreachable'));
  }
}
