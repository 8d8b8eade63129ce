import type { AdminApplication, Application } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { coursesRepo } from '../courses/repository';
import type { UserRow } from '../users/repository';
import { applicationsRepo, type ApplicationRow } from './repository';

export const REJECTED_USER_MESSAGE =
  'Your account was not approved by the Sewee team, so you cannot apply for or buy courses. Please contact support if you think this is a mistake.';

/** A rejected account may browse but not apply or buy (design §5). */
export function assertNotRejected(user: UserRow) {
  if (user.status === 'rejected') throw forbidden(REJECTED_USER_MESSAGE);
}

const present = (a: ApplicationRow): Application => ({
  _id: a.id,
  courseId: a.courseId,
  studentId: a.studentId,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
});

/** Course applications: students apply once per course; any admin approves (Enroll) or rejects. */
export function createApplicationsService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async apply(student: UserRow, courseId: string): Promise<Application> {
      assertNotRejected(student);
      if (!isUuid(courseId)) throw notFound('That course');
      const course = await coursesRepo.findById(db, courseId);
      if (!course || !course.isPublished) throw notFound('That course');
      const created = await applicationsRepo.insert(db, student.id, courseId);
      if (!created) {
        const existing = await applicationsRepo.find(db, student.id, courseId);
        throw new AppError('CONFLICT', `You have already applied for this course (status: ${existing?.status ?? 'pending'}).`);
      }
      return present(created);
    },

    /** The student's own status for a course; null when they have not applied. */
    async statusFor(student: UserRow, courseId: string) {
      if (!isUuid(courseId)) throw notFound('That course');
      const found = await applicationsRepo.find(db, student.id, courseId);
      if (found) return found.status;
      if (!(await coursesRepo.findById(db, courseId))) throw notFound('That course');
      return null;
    },

    async list(opts: { search?: string; page?: number; pageSize: number }) {
      const paged = opts.page !== undefined;
      const { rows, total } = await applicationsRepo.list(db, {
        search: opts.search,
        ...(paged ? { offset: (opts.page! - 1) * opts.pageSize, limit: opts.pageSize } : {}),
      });
      const applications: AdminApplication[] = rows.map((r) => ({
        _id: r._id,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        student: { _id: r.studentId, name: r.studentName, email: r.studentEmail },
        course: { _id: r.courseId, title: r.courseTitle },
      }));
      return { applications, total, ...(paged ? { page: opts.page, pageSize: opts.pageSize } : {}) };
    },

    async setStatus(applicationId: string, status: 'approved' | 'rejected') {
      if (!isUuid(applicationId)) throw notFound('That application');
      const updated = await applicationsRepo.setStatus(db, applicationId, status);
      if (!updated) throw notFound('That application');
      return present(updated);
    },
  };
}
