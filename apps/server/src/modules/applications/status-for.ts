import type { AppContext } from '../../context';
import { isUuid, notFound } from '../../lib/app-error';
import { coursesRepo } from '../courses/repository';
import { intakesRepo } from '../intakes/repository';
import type { UserRow } from '../users/repository';
import { applicationsRepo } from './repository';

/** The student's own status for a course; null when they have not applied. */
export async function applicationStatusFor(ctx: AppContext, student: UserRow, courseId: string) {
  const { db } = ctx;
  if (!isUuid(courseId)) throw notFound('things.course');
  const found = await applicationsRepo.find(db, student.id, courseId);
  if (found) {
    // The same window query as the lists (waitlisted_at compared in SQL at full precision).
    const position = found.status === 'waitlisted' ? (await intakesRepo.positions(db, [found.id])).get(found.id) : undefined;
    return {
      status: found.status,
      ...(position !== undefined ? { position } : {}),
      ...(found.status === 'approved' && found.enrolBy ? { enrolBy: found.enrolBy.toISOString() } : {}),
    };
  }
  if (!(await coursesRepo.findById(db, courseId))) throw notFound('things.course');
  return { status: null };
}
