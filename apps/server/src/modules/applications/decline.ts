import { msg } from '../../lib/messages';
import type { AppContext } from '../../context';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { ordersRepo } from '../orders/repository';
import type { UserRow } from '../users/repository';
import { present } from './common';
import { releaseApplication } from './release';
import { applicationsRepo } from './repository';

/** The owner gives their seat, waitlist place or pending application up; an enrolled student cannot. */
export async function declineApplication(ctx: AppContext, student: UserRow, applicationId: string) {
  if (!isUuid(applicationId)) throw notFound('things.application');
  const row = await applicationsRepo.findById(ctx.db, applicationId);
  if (!row) throw notFound('things.application');
  if (row.studentId !== student.id) throw forbidden(msg('applications.ownGiveUp'));
  // A course without intakes keeps the specification's statuses: nothing to give up there.
  if (!row.intakeId) throw new AppError('CONFLICT', msg('applications.noSeatToGiveUp'));
  const updated = await releaseApplication(
    ctx,
    applicationId,
    'declined',
    (current) => {
      if (!['pending', 'approved', 'waitlisted'].includes(current.status)) {
        throw new AppError('CONFLICT', msg('applications.cannotGiveUp', { status: msg(`statuses.application.${current.status}`) }));
      }
    },
    async (current, tx) => {
      if (current.status === 'approved' && (await ordersRepo.isEnrolled(tx, student.id, current.courseId))) {
        throw new AppError('CONFLICT', msg('applications.enrolledNoSeat'));
      }
    },
  );
  if (!updated) throw notFound('things.application');
  return present(updated);
}
