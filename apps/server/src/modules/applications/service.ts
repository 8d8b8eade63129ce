import {
  LIMITS,
  type AdminApplication,
  type Application,
  type ApplicationFilterValues,
  type DecisionStatus,
  type MyApplication,
} from '@sewee/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { keysetBatches, sendCsv } from '../../lib/csv';
import { mailLocale } from '../../platform/mail/locale';
import { decisionMail } from '../../platform/mail/templates';
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

/** How many rows one CSV batch reads. */
const EXPORT_BATCH = 1000;

/** Course applications: students apply once per course; any admin approves (Enroll) or rejects, one or many at once. */
export function createApplicationsService(ctx: AppContext) {
  const { db, config } = ctx;

  // Built when it is sent, from the application as it then stands: its status, course and message.
  ctx.mailer.define('application_decision', async (job) => {
    const row = job.refId ? await applicationsRepo.forMail(db, job.refId) : undefined;
    if (!row || row.status === 'pending') return null;
    const link = row.status === 'approved' ? `${config.publicUrl}/course/details/${row.courseId}` : `${config.publicUrl}/dashboard/courses`;
    return {
      ...decisionMail(
        { about: 'application', status: row.status, name: row.name, course: row.courseTitle, link, message: row.message },
        mailLocale(job, row),
      ),
      replyTo: config.siteEmail,
    };
  });

  /**
   * The one decision path, for one application or many: in one transaction, the rows that exist are
   * locked, those whose status changes get it (with the message), and each of their students gets
   * an e-mail recorded in the same transaction (decision 006), delivered after the commit. A row
   * already at that status is left alone and mails no one, unless the decision comes with a new
   * message (an admin adding the reason afterwards): the student then gets it. Returns the rows that changed.
   */
  async function decide(ids: string[], status: DecisionStatus, message: string | undefined): Promise<ApplicationRow[]> {
    const known = [...new Set(ids.filter(isUuid))];
    if (!known.length) return [];
    const changed = await db.transaction(async (tx) => {
      const rows = (await applicationsRepo.lockForDecision(tx, known)).filter(
        (r) => r.status !== status || (!!message && r.message !== message),
      );
      if (!rows.length) return [];
      const updated = await applicationsRepo.decide(
        tx,
        rows.map((r) => r.id),
        status,
        message || null,
      );
      for (const r of rows) {
        await ctx.mailer.record(tx, { template: 'application_decision', to: r.email, userId: r.studentId, refId: r.id });
      }
      return updated;
    });
    if (changed.length) void ctx.mailer.drain();
    return changed;
  }

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

    /** My applications: the student's own, with each course and the admin's message. */
    async mine(student: UserRow): Promise<MyApplication[]> {
      return (await applicationsRepo.mine(db, student.id)).map((r) => ({
        _id: r._id,
        status: r.status,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        course: { _id: r.courseId, title: r.courseTitle, image: r.courseImage },
      }));
    },

    async list(opts: ApplicationFilterValues & { page?: number; pageSize: number }) {
      const paged = opts.page !== undefined;
      const { rows, total } = await applicationsRepo.list(db, {
        ...opts,
        ...(paged ? { offset: (opts.page! - 1) * opts.pageSize, limit: opts.pageSize } : {}),
      });
      const applications: AdminApplication[] = rows.map((r) => ({
        _id: r._id,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        message: r.message,
        student: { _id: r.studentId, name: r.studentName, email: r.studentEmail, phone: r.studentPhone, country: r.studentCountry },
        course: { _id: r.courseId, title: r.courseTitle },
      }));
      return { applications, total, ...(paged ? { page: opts.page, pageSize: opts.pageSize } : {}) };
    },

    /** "Select all matching": every matching id, up to the most one bulk decision takes. */
    ids: (filters: ApplicationFilterValues) => applicationsRepo.ids(db, filters, LIMITS.bulkMax),

    /** The filtered table as a CSV download, read and sent in batches. */
    exportCsv(filters: ApplicationFilterValues, reply: FastifyReply) {
      const rows = keysetBatches(
        (after: { cursor: string; _id: string } | null) =>
          applicationsRepo.exportBatch(db, filters, after && { at: after.cursor, id: after._id }, EXPORT_BATCH),
        EXPORT_BATCH,
      );
      async function* lines() {
        for await (const batch of rows) {
          yield batch.map((r) => [
            r.studentName,
            r.studentEmail,
            r.studentPhone,
            r.studentCountry,
            r.courseTitle,
            r.status,
            r.createdAt,
            r.updatedAt,
            r.message,
          ]);
        }
      }
      const header = ['Name', 'Email', 'Phone', 'Country', 'Course', 'Status', 'Applied at', 'Decided at', 'Message'];
      return sendCsv(reply, 'applications.csv', header, lines());
    },

    async setStatus(applicationId: string, status: DecisionStatus, message?: string) {
      if (!isUuid(applicationId)) throw notFound('That application');
      const [changed] = await decide([applicationId], status, message);
      const row = changed ?? (await applicationsRepo.findById(db, applicationId));
      if (!row) throw notFound('That application');
      return present(row);
    },

    /** One decision for many applications (issue 16): all or nothing; ids that name nothing are not counted. */
    async bulkStatus(ids: string[], status: DecisionStatus, message?: string) {
      return { updated: (await decide(ids, status, message)).length };
    },
  };
}
