import { msg } from '../../lib/messages';
import type { Application } from '@sewee/shared';
import type { Tx } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { intakesRepo, type IntakeRow } from '../intakes/repository';
import type { UserRow } from '../users/repository';
import type { ApplicationRow } from './repository';

/** A rejected account may browse the catalogue but may neither apply for nor buy a course. */
export function assertNotRejected(user: UserRow) {
  if (user.status === 'rejected') throw forbidden(msg('applications.accountRejected'));
}

/** An application as the API sends it; `position` is its place on its intake's waitlist. */
export const present = (a: ApplicationRow, position?: number): Application => ({
  _id: a.id,
  courseId: a.courseId,
  studentId: a.studentId,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
  intakeId: a.intakeId,
  ...(position !== undefined ? { position } : {}),
  ...(a.status === 'approved' && a.enrolBy ? { enrolBy: a.enrolBy.toISOString() } : {}),
});

/** Locks the intakes (sorted, so two transactions take them in the same order); applications are locked after. */
export async function lockIntakes(tx: Tx, ids: string[]): Promise<Map<string, IntakeRow>> {
  const locked = new Map<string, IntakeRow>();
  for (const id of [...new Set(ids)].sort()) {
    const intake = await intakesRepo.lock(tx, id);
    if (intake) locked.set(id, intake);
  }
  return locked;
}
