import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { intakesRepo, type IntakeRow } from './repository';

const DAY_MS = 24 * 3600_000;

/** The enrol deadline of a seat given at `now`. */
export const enrolDeadline = (intake: IntakeRow, now: Date) => new Date(now.getTime() + intake.enrolWithinDays * DAY_MS);

/**
 * Funded seats of a scholarship intake. Every count of an intake's seats happens inside a transaction
 * that holds the intake's row lock (`SELECT … FOR UPDATE`), taken before any of its applications'
 * locks, so parallel approvals, give-ups and the expiry sweep see each other's seats in turn and never
 * admit more than `seats` (docs/decisions/031).
 */
export function createSeats(ctx: AppContext) {
  return {
    /**
     * Fills the intake's free seats from its waitlist, first come first served, in `tx` (which holds
     * the intake's lock): each promoted student gets a deadline and a `seat_offered` e-mail recorded
     * in the same transaction (the caller drains the outbox after the commit). Returns how many.
     */
    async promote(tx: Tx, intake: IntakeRow, now = new Date()): Promise<number> {
      const free = intake.seats - (await intakesRepo.admittedCount(tx, intake.id));
      if (free <= 0) return 0;
      const next = await intakesRepo.firstWaitlisted(tx, intake.id, free);
      if (!next.length) return 0;
      await intakesRepo.setStatus(
        tx,
        next.map((n) => n.id),
        { status: 'approved', enrolBy: enrolDeadline(intake, now), waitlistedAt: null, message: null },
      );
      for (const n of next) {
        await ctx.mailer.record(tx, { template: 'seat_offered', to: n.email, userId: n.studentId, refId: n.id });
      }
      return next.length;
    },
  };
}
