import type { MyApplication } from '@sewee/shared';
import type { AppContext } from '../../context';
import { intakesRepo } from '../intakes/repository';
import type { UserRow } from '../users/repository';
import { applicationsRepo } from './repository';

/** My applications: the student's own, with each course and the admin's message. */
export async function listMyApplications(ctx: AppContext, student: UserRow): Promise<MyApplication[]> {
  const rows = await applicationsRepo.mine(ctx.db, student.id);
  const positions = await intakesRepo.positions(
    ctx.db,
    rows.filter((r) => r.status === 'waitlisted').map((r) => r._id),
  );
  return rows.map((r) => ({
    _id: r._id,
    status: r.status,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    course: { _id: r.courseId, title: r.courseTitle, image: r.courseImage },
    ...(r.intakeId ? { intake: { _id: r.intakeId, name: r.intakeName ?? '' } } : {}),
    ...(positions.has(r._id) ? { position: positions.get(r._id)! } : {}),
    ...(r.status === 'approved' && r.enrolBy ? { enrolBy: r.enrolBy.toISOString() } : {}),
    ...(r.enrolmentId ? { enrolled: true as const } : {}),
  }));
}
