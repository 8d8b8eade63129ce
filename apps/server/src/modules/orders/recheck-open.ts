import type { AppContext } from '../../context';
import type { JobQueue } from '../../platform/jobs/queue';
import { RECHECK_MINUTES, type Outcome } from './common';
import { paymentProvider } from './provider';
import { reconcileOrder } from './reconcile';
import { ordersRepo } from './repository';

const DAY_MS = 24 * 3600_000;
/** How many due orders one sweep checks (the rest wait for the next minute's sweep). */
const RECHECK_BATCH = 50;
/** The sweep's schedule: every minute, once across every app process. */
export const RECHECK_QUEUE = 'payment-recheck';
export const RECHECK_CRON = '* * * * *';

/** The next re-check of an order made at `createdAt`, after `now`; capped at its expiry (the last check). */
export function nextCheckAt(createdAt: Date, now: Date, expiryMs: number): Date {
  const age = now.getTime() - createdAt.getTime();
  const offset = RECHECK_MINUTES.map((m) => m * 60_000).find((o) => o > age) ?? (Math.floor(age / DAY_MS) + 1) * DAY_MS;
  return new Date(createdAt.getTime() + Math.min(offset, expiryMs));
}

/**
 * The re-check job's sweep: asks the provider about each open order whose check is due (webhooks
 * get lost, students close the page), settling what was paid; an order still open at its expiry
 * is abandoned. `now` is a parameter so tests move the clock instead of waiting.
 */
export async function recheckOpenOrders(ctx: AppContext, now = new Date()) {
  const { db, config, log } = ctx;
  const provider = paymentProvider(ctx);
  const report = { checked: 0, paid: 0, abandoned: 0 };
  for (const order of await ordersRepo.dueForCheck(db, now, RECHECK_BATCH)) {
    const expired = now.getTime() - order.createdAt.getTime() >= config.payments.expiryMs;
    // The last check keeps a retry slot: if the provider cannot be reached then, the next sweeps try again.
    const next = expired ? new Date(now.getTime() + 5 * 60_000) : nextCheckAt(order.createdAt, now, config.payments.expiryMs);
    if (!(await ordersRepo.claimCheck(db, order.id, order.nextCheckAt!, next))) continue; // another process took it
    report.checked += 1;
    let outcome: Outcome | 'unreachable' = 'pending';
    // Only the configured provider can vouch for a payment; another provider's order just runs out.
    if (order.provider === provider.name) {
      outcome = await reconcileOrder(ctx, order).catch((err: unknown) => {
        log.warn({ err, orderId: order.id }, 'payment re-check failed; the next one will try again');
        return 'unreachable' as const;
      });
    }
    if (outcome === 'paid') report.paid += 1;
    else if (expired && outcome !== 'unreachable' && (await ordersRepo.markAbandoned(db, order.id))) {
      report.abandoned += 1;
      log.info({ orderId: order.id }, 'payment not settled before its expiry: order abandoned');
    }
  }
  return report;
}

/** Re-checks open orders on the job queue every minute (each order on its own backoff), once across processes. */
export async function scheduleOrderChecks(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.every(RECHECK_QUEUE, RECHECK_CRON, async () => {
    const report = await recheckOpenOrders(ctx);
    if (report.checked) ctx.log.info(report, 'open payments re-checked');
  });
}
