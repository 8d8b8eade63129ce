import { msg } from '../../lib/messages';
import type { DecisionStatus } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { intakesRepo } from '../intakes/repository';
import { createSeats, enrolDeadline } from '../intakes/seats';
import { ordersRepo } from '../orders/repository';
import { lockIntakes, present } from './common';
import { applicationsRepo, type ApplicationRow } from './repository';

/**
 * The one decision path, for one application or many: in one transaction, the rows that exist are
 * locked, those whose status changes get it (with the message), and each of their students gets
 * an e-mail recorded in the same transaction (docs/decisions/006-mail-outbox.md), delivered after the commit. A row
 * already at that status is left alone and mails no one, unless the decision comes with a new
 * message (an admin adding the reason afterwards): the student then gets it. Returns the rows that changed.
 */
async function decide(ctx: AppContext, ids: string[], status: DecisionStatus, message: string | undefined): Promise<ApplicationRow[]> {
  const known = [...new Set(ids.filter(isUuid))];
  if (!known.length) return [];
  const changed = await ctx.db.transaction(async (tx) => {
    // Seats are counted under each intake's row lock, taken before the applications' (docs/decisions/031-scholarship-intakes.md).
    const intakes = await lockIntakes(tx, await applicationsRepo.intakesOf(tx, known));
    const locked = await applicationsRepo.lockForDecision(tx, known);
    // In the order the ids were given: the first approved get the seats, the rest the waitlist.
    const byId = new Map(locked.map((r) => [r.id, r]));
    const rows = known
      .map((id) => byId.get(id))
      .filter((r): r is NonNullable<typeof r> => !!r)
      .filter((r) => r.status !== status || (!!message && r.message !== message));
    if (!rows.length) return [];
    // An enrolled student's seat stays theirs: their approval is not taken back (docs/decisions/031-scholarship-intakes.md).
    if (status !== 'approved') {
      for (const r of rows) {
        if (r.status === 'approved' && r.intakeId && (await ordersRepo.isEnrolled(tx, r.studentId, r.courseId))) {
          throw new AppError('CONFLICT', msg('applications.enrolledStaysApproved', { email: r.email }));
        }
      }
    }
    // Only a row not yet approved takes a seat; an approved one given a new message keeps its seat and deadline.
    const plain = rows.filter((r) => !(status === 'approved' && r.status !== 'approved' && r.intakeId && intakes.has(r.intakeId)));
    const updated = plain.length
      ? await applicationsRepo.decide(
          tx,
          plain.map((r) => r.id),
          status,
          message || null,
        )
      : [];
    const mailed = [...plain];
    if (status === 'approved') {
      const now = new Date();
      const taken = new Map<string, number>();
      for (const r of rows) {
        const intake = r.intakeId ? intakes.get(r.intakeId) : undefined;
        if (!intake || r.status === 'approved') continue;
        const admitted = taken.get(intake.id) ?? (await intakesRepo.admittedCount(tx, intake.id));
        if (admitted < intake.seats) {
          taken.set(intake.id, admitted + 1);
          updated.push(
            ...(await intakesRepo.setStatus(tx, [r.id], {
              status: 'approved',
              message: message || null,
              enrolBy: enrolDeadline(intake, now),
              waitlistedAt: null,
            })),
          );
          mailed.push(r);
        } else if (r.status !== 'waitlisted') {
          taken.set(intake.id, admitted);
          updated.push(...(await intakesRepo.waitlist(tx, r.id, message || null)));
          mailed.push(r);
        } else {
          // Still waitlisted, with a new message: it keeps its place.
          taken.set(intake.id, admitted);
          updated.push(...(await intakesRepo.setStatus(tx, [r.id], { message: message || null })));
          mailed.push(r);
        }
      }
    } else {
      // A seat given back by a rejection goes to the waitlist at once.
      const freed = new Set(rows.filter((r) => r.status === 'approved' && r.intakeId).map((r) => r.intakeId!));
      const seats = createSeats(ctx);
      for (const id of freed) {
        const intake = intakes.get(id);
        if (intake) await seats.promote(tx, intake);
      }
      if (updated.length)
        await intakesRepo.setStatus(
          tx,
          updated.map((u) => u.id),
          { enrolBy: null, waitlistedAt: null },
        );
    }
    for (const r of mailed) {
      await ctx.mailer.record(tx, { template: 'application_decision', to: r.email, userId: r.studentId, refId: r.id });
    }
    return updated;
  });
  if (changed.length) void ctx.mailer.drain();
  return changed;
}

/** An admin approves (Enroll) or rejects one application, with an optional message to the student. */
export async function decideApplication(ctx: AppContext, applicationId: string, status: DecisionStatus, message?: string) {
  if (!isUuid(applicationId)) throw notFound('things.application');
  const [changed] = await decide(ctx, [applicationId], status, message);
  const row = changed ?? (await applicationsRepo.findById(ctx.db, applicationId));
  if (!row) throw notFound('things.application');
  const positions = await intakesRepo.positions(ctx.db, row.status === 'waitlisted' ? [row.id] : []);
  return present(row, positions.get(row.id));
}

/** One decision for many applications at once: all or nothing; ids that name nothing are not counted. */
export async function decideApplications(ctx: AppContext, ids: string[], status: DecisionStatus, message?: string) {
  const changed = await decide(ctx, ids, status, message);
  const waitlisted = changed.filter((r) => r.status === 'waitlisted').length;
  return { updated: changed.length, ...(waitlisted ? { waitlisted } : {}) };
}
