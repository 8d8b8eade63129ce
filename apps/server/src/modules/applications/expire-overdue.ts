import type { AppContext } from '../../context';
import type { JobQueue } from '../../platform/jobs/queue';
import { intakesRepo } from '../intakes/repository';
import { ordersRepo } from '../orders/repository';
import { releaseApplication } from './release';

/** How many overdue seats one expiry sweep takes back (the rest wait for the next sweep). */
const EXPIRY_BATCH = 200;
/** The expiry sweep's schedule: every five minutes, once across every app process. */
export const EXPIRY_QUEUE = 'seat-expiry';
export const EXPIRY_CRON = '*/5 * * * *';

/** Thrown inside an expiry to leave a row alone that changed since the sweep found it. */
class SkipRelease extends Error {}

/**
 * The expiry sweep: admitted students who did not enrol by their deadline lose the seat, which
 * goes to the first waitlisted student. `now` is a parameter so tests move the clock.
 */
export async function expireOverdueSeats(ctx: AppContext, now = new Date()) {
  const report = { expired: 0 };
  const due = await intakesRepo.overdue(ctx.db, now, EXPIRY_BATCH);
  for (const a of due) {
    const expired = await releaseApplication(
      ctx,
      a.id,
      'expired',
      (current) => {
        if (current.status !== 'approved' || !current.enrolBy || current.enrolBy > now) throw new SkipRelease();
      },
      // Re-checked under the locks: enrolled since the sweep looked, or a payment begun before the
      // deadline still in flight (it keeps the seat until it settles or expires).
      async (current, tx) => {
        if (await ordersRepo.isEnrolled(tx, current.studentId, current.courseId)) throw new SkipRelease();
        if (await ordersRepo.inFlightBefore(tx, current.studentId, current.courseId, current.enrolBy!)) throw new SkipRelease();
      },
    ).catch((err: unknown) => {
      if (err instanceof SkipRelease) return undefined;
      throw err;
    });
    if (expired) report.expired += 1;
  }
  return report;
}

/** Takes back the seats of admitted students who did not enrol in time, on the job queue (once across processes). */
export async function scheduleSeatExpiry(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await jobs.every(EXPIRY_QUEUE, EXPIRY_CRON, async () => {
    const report = await expireOverdueSeats(ctx);
    if (report.expired) ctx.log.info(report, 'seats not taken in time were given to the waitlist');
  });
}
