import { type AdminApplication, type ApplicationFilterValues } from '@sewee/shared';
import type { AppContext } from '../../context';
import { intakesRepo } from '../intakes/repository';
import { applicationsRepo } from './repository';

/** The admins' review table: the filtered applications, one page of them when `page` is given. */
export async function listApplications(ctx: AppContext, opts: ApplicationFilterValues & { page?: number; pageSize: number }) {
  const paged = opts.page !== undefined;
  const { rows, total } = await applicationsRepo.list(ctx.db, {
    ...opts,
    ...(paged ? { offset: (opts.page! - 1) * opts.pageSize, limit: opts.pageSize } : {}),
  });
  const positions = await intakesRepo.positions(
    ctx.db,
    rows.filter((r) => r.status === 'waitlisted').map((r) => r._id),
  );
  const applications: AdminApplication[] = rows.map((r) => ({
    _id: r._id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    message: r.message,
    student: { _id: r.studentId, name: r.studentName, email: r.studentEmail, phone: r.studentPhone, country: r.studentCountry },
    course: { _id: r.courseId, title: r.courseTitle },
    ...(r.intakeId ? { intake: { _id: r.intakeId, name: r.intakeName ?? '' } } : {}),
    ...(positions.has(r._id) ? { position: positions.get(r._id)! } : {}),
    ...(r.status === 'approved' && r.enrolBy ? { enrolBy: r.enrolBy.toISOString() } : {}),
  }));
  return { applications, total, ...(paged ? { page: opts.page, pageSize: opts.pageSize } : {}) };
}
