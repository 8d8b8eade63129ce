import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { intakesRepo } from '../intakes/repository';
import { createSeats } from '../intakes/seats';
import { lockIntakes } from './common';
import { applicationsRepo, type ApplicationRow } from './repository';

/**
 * Takes an application's seat, waitlist place or pending application away (the student gives it up,
 * or the expiry sweep takes it back): `check` and `checkInTx` run on the row as it stands under the
 * locks and throw to leave it alone. A freed seat goes to the first waitlisted student in the same
 * transaction. Returns the updated row, undefined when there is no such application.
 */
export async function releaseApplication(
  ctx: AppContext,
  applicationId: string,
  to: 'declined' | 'expired',
  check: (row: ApplicationRow) => void,
  checkInTx?: (row: ApplicationRow, tx: Tx) => Promise<void>,
): Promise<ApplicationRow | undefined> {
  const { db } = ctx;
  const first = await applicationsRepo.findById(db, applicationId);
  if (!first) return undefined;
  const result = await db.transaction(async (tx) => {
    const intakes = await lockIntakes(tx, first.intakeId ? [first.intakeId] : []);
    const [row] = await applicationsRepo.lockForDecision(tx, [applicationId]);
    const current = await applicationsRepo.findById(tx, applicationId);
    if (!row || !current) return undefined;
    check(current);
    await checkInTx?.(current, tx);
    const [updated] = await intakesRepo.setStatus(tx, [applicationId], { status: to, enrolBy: null, waitlistedAt: null });
    const intake = current.intakeId ? intakes.get(current.intakeId) : undefined;
    const promoted = current.status === 'approved' && intake ? await createSeats(ctx).promote(tx, intake) : 0;
    return { updated: updated!, promoted };
  });
  if (result?.promoted) void ctx.mailer.drain();
  return result?.updated;
}
