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
import type { Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { keysetBatches, sendCsv } from '../../lib/csv';
import { mailLocale } from '../../platform/mail/locale';
import { decisionMail } from '../../platform/mail/templates';
import { coursesRepo } from '../courses/repository';
import { intakesRepo, type IntakeRow } from '../intakes/repository';
import { createSeats, enrolDeadline } from '../intakes/seats';
import { ordersRepo } from '../orders/repository';
import type { UserRow } from '../users/repository';
import { applicationsRepo, type ApplicationRow } from './repository';

export const REJECTED_USER_MESSAGE =
  'Your account was not approved by the Sewee team, so you cannot apply for or buy courses. Please contact support if you think this is a mistake.';

/** A rejected account may browse but not apply or buy (design §5). */
export function assertNotRejected(user: UserRow) {
  if (user.status === 'rejected') throw forbidden(REJECTED_USER_MESSAGE);
}

const present = (a: ApplicationRow, position?: number): Application => ({
  _id: a.id,
  courseId: a.courseId,
  studentId: a.studentId,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
  intakeId: a.intakeId,
  ...(position !== undefined ? { position } : {}),
  ...(a.status === 'approved' && a.enrolBy ? { enrolBy: a.enrolBy.toISOString() } : {}),
});

/** Statuses of an application in a closed intake that let its student apply to a later intake of the course. */
const REAPPLY_FROM = new Set<ApplicationRow['status']>(['declined', 'expired', 'rejected', 'waitlisted']);

/** How many overdue seats one expiry sweep takes back (the rest wait for the next sweep). */
const EXPIRY_BATCH = 200;
/** The expiry sweep's schedule: every five minutes, once across every app process. */
export const EXPIRY_QUEUE = 'seat-expiry';
export const EXPIRY_CRON = '*/5 * * * *';

/** Takes back the seats of admitted students who did not enrol in time, on the job queue (once across processes). */
export async function scheduleSeatExpiry(ctx: AppContext, jobs: JobQueue): Promise<void> {
  const applications = createApplicationsService(ctx);
  await jobs.every(EXPIRY_QUEUE, EXPIRY_CRON, async () => {
    const report = await applications.expireOverdue();
    if (report.expired) ctx.log.info(report, 'seats not taken in time were given to the waitlist');
  });
}

/** How many rows one CSV batch reads. */
const EXPORT_BATCH = 1000;

/** Thrown inside an expiry to leave a row alone that changed since the sweep found it. */
class SkipRelease extends Error {}

/** Course applications: students apply once per course; any admin approves (Enroll) or rejects, one or many at once. */
export function createApplicationsService(ctx: AppContext) {
  const { db, config } = ctx;

  // Built when it is sent, from the application as it then stands: its status, course and message.
  ctx.mailer.define('application_decision', async (job) => {
    const row = job.refId ? await applicationsRepo.forMail(db, job.refId) : undefined;
    if (!row || (row.status !== 'approved' && row.status !== 'rejected' && row.status !== 'waitlisted')) return null;
    const link = row.status === 'approved' ? `${config.publicUrl}/course/details/${row.courseId}` : `${config.publicUrl}/dashboard/courses`;
    return {
      ...decisionMail(
        { about: 'application', status: row.status, name: row.name, course: row.courseTitle, link, message: row.message },
        mailLocale(job, row),
      ),
      replyTo: config.siteEmail,
    };
  });

  // A seat freed by someone else, given to a waitlisted student: the course, and the new deadline.
  ctx.mailer.define('seat_offered', async (job) => {
    const row = job.refId ? await applicationsRepo.forMail(db, job.refId) : undefined;
    if (!row || row.status !== 'approved' || !row.enrolBy) return null;
    const locale = mailLocale(job, row);
    // The deadline is an instant: its day and time, in UTC, said so (decision 031).
    const date = `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(row.enrolBy)} UTC`;
    return {
      ...decisionMail(
        {
          about: 'application',
          status: 'promoted',
          name: row.name,
          course: row.courseTitle,
          link: `${config.publicUrl}/course/details/${row.courseId}`,
          date,
        },
        locale,
      ),
      replyTo: config.siteEmail,
    };
  });

  const seats = createSeats(ctx);

  /** Locks the intakes (sorted, so two transactions take them in the same order); applications are locked after. */
  async function lockIntakes(tx: Tx, ids: string[]): Promise<Map<string, IntakeRow>> {
    const locked = new Map<string, IntakeRow>();
    for (const id of [...new Set(ids)].sort()) {
      const intake = await intakesRepo.lock(tx, id);
      if (intake) locked.set(id, intake);
    }
    return locked;
  }

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
      // Seats are counted under each intake's row lock, taken before the applications' (decision 031).
      const intakes = await lockIntakes(tx, await applicationsRepo.intakesOf(tx, known));
      const locked = await applicationsRepo.lockForDecision(tx, known);
      // In the order the ids were given: the first approved get the seats, the rest the waitlist.
      const byId = new Map(locked.map((r) => [r.id, r]));
      const rows = known
        .map((id) => byId.get(id))
        .filter((r): r is NonNullable<typeof r> => !!r)
        .filter((r) => r.status !== status || (!!message && r.message !== message));
      if (!rows.length) return [];
      // An enrolled student's seat stays theirs: their approval is not taken back (decision 031).
      if (status !== 'approved') {
        for (const r of rows) {
          if (r.status === 'approved' && r.intakeId && (await ordersRepo.isEnrolled(tx, r.studentId, r.courseId))) {
            throw new AppError('CONFLICT', `${r.email} is already enrolled in this course, so their application stays approved.`);
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

  /** Adds each waitlisted row's place on its waitlist. */
  async function withPositions(rows: ApplicationRow[]) {
    const positions = await intakesRepo.positions(
      db,
      rows.filter((r) => r.status === 'waitlisted').map((r) => r.id),
    );
    return rows.map((r) => present(r, positions.get(r.id)));
  }

  /**
   * The student gives up an application of theirs: an admitted seat, a waitlist place or a pending
   * application. A freed seat goes to the first waitlisted student in the same transaction.
   */
  async function release(
    applicationId: string,
    to: 'declined' | 'expired',
    check: (row: ApplicationRow) => void,
    checkInTx?: (row: ApplicationRow, tx: Tx) => Promise<void>,
  ): Promise<ApplicationRow | undefined> {
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
      const promoted = current.status === 'approved' && intake ? await seats.promote(tx, intake) : 0;
      return { updated: updated!, promoted };
    });
    if (result?.promoted) void ctx.mailer.drain();
    return result?.updated;
  }

  return {
    async apply(student: UserRow, courseId: string): Promise<Application> {
      assertNotRejected(student);
      if (!isUuid(courseId)) throw notFound('That course');
      const course = await coursesRepo.findById(db, courseId);
      if (!course || !course.isPublished) throw notFound('That course');
      // A course with intakes takes applications only while one is open (issue 23); one without keeps the specification's rule.
      let intakeId: string | null = null;
      if (await intakesRepo.hasAny(db, courseId)) {
        const now = new Date();
        const open = await intakesRepo.openAt(db, courseId, now);
        if (!open) {
          const next = await intakesRepo.nextAfter(db, courseId, now);
          throw new AppError(
            'CONFLICT',
            next
              ? `Applications for this course are closed. The next intake opens on ${next.opensAt.toISOString().slice(0, 10)}.`
              : 'Applications for this course are closed.',
          );
        }
        intakeId = open.id;
      }
      const now = new Date();
      const created = await db
        .transaction(async (tx) => {
          const inserted = await applicationsRepo.insert(tx, student.id, courseId, intakeId);
          if (inserted) return inserted;
          const existing = await applicationsRepo.lockOf(tx, student.id, courseId);
          // One application per student and course: one left over from a past, closed intake (given up,
          // expired, rejected or still waitlisted) becomes this open intake's application (decision 031).
          if (existing && intakeId && existing.intakeId && existing.intakeId !== intakeId && REAPPLY_FROM.has(existing.status)) {
            const old = await intakesRepo.findById(tx, existing.intakeId);
            if (old && old.closesAt <= now) {
              const [reused] = await intakesRepo.setStatus(tx, [existing.id], {
                status: 'pending',
                intakeId,
                message: null,
                enrolBy: null,
                waitlistedAt: null,
                createdAt: now,
              });
              return reused;
            }
          }
          throw new AppError('CONFLICT', `You have already applied for this course (status: ${existing?.status ?? 'pending'}).`);
        })
        .catch((err: unknown) => {
          // The intake was deleted between our look and our insert.
          if (isForeignKeyViolation(err)) {
            throw new AppError('CONFLICT', 'This intake was just removed. Reload the course page to see when applications open.');
          }
          throw err;
        });
      return present(created!);
    },

    /** The student's own status for a course; null when they have not applied. */
    async statusFor(student: UserRow, courseId: string) {
      if (!isUuid(courseId)) throw notFound('That course');
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
      if (!(await coursesRepo.findById(db, courseId))) throw notFound('That course');
      return { status: null };
    },

    /** The owner gives their seat, waitlist place or pending application up; an enrolled student cannot. */
    async decline(student: UserRow, applicationId: string) {
      if (!isUuid(applicationId)) throw notFound('That application');
      const row = await applicationsRepo.findById(db, applicationId);
      if (!row) throw notFound('That application');
      if (row.studentId !== student.id) throw forbidden('You can only give up your own application.');
      // A course without intakes keeps the specification's statuses: nothing to give up there.
      if (!row.intakeId) throw new AppError('CONFLICT', 'This application is not part of an intake, so there is no seat to give up.');
      const updated = await release(
        applicationId,
        'declined',
        (current) => {
          if (!['pending', 'approved', 'waitlisted'].includes(current.status)) {
            throw new AppError('CONFLICT', `This application cannot be given up: it is ${current.status}.`);
          }
        },
        async (current, tx) => {
          if (current.status === 'approved' && (await ordersRepo.isEnrolled(tx, student.id, current.courseId))) {
            throw new AppError('CONFLICT', 'You are already enrolled in this course, so there is no seat to give up.');
          }
        },
      );
      if (!updated) throw notFound('That application');
      return present(updated);
    },

    /**
     * The expiry sweep: admitted students who did not enrol by their deadline lose the seat, which
     * goes to the first waitlisted student. `now` is a parameter so tests move the clock.
     */
    async expireOverdue(now = new Date()) {
      const report = { expired: 0 };
      const due = await intakesRepo.overdue(db, now, EXPIRY_BATCH);
      for (const a of due) {
        const expired = await release(
          a.id,
          'expired',
          (current) => {
            if (current.status !== 'approved' || !current.enrolBy || current.enrolBy > now) throw new SkipRelease();
          },
          // Re-checked under the locks: enrolled since the sweep looked, or a payment begun before the
          // deadline still in flight (it keeps the seat until it settles or expires).
          async (current, tx) => {
            if (await ordersRepo.isEnrolled(tx, current.studentId, current.courseId)) throw new SkipRelease();
            if (await ordersRepo.inFlightBefore(tx, current.studentId, current.courseId, current.enrolBy!)) throw new SkipRelease();
          },
        ).catch((err: unknown) => {
          if (err instanceof SkipRelease) return undefined;
          throw err;
        });
        if (expired) report.expired += 1;
      }
      return report;
    },

    /** My applications: the student's own, with each course and the admin's message. */
    async mine(student: UserRow): Promise<MyApplication[]> {
      const rows = await applicationsRepo.mine(db, student.id);
      const positions = await intakesRepo.positions(
        db,
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
    },

    async list(opts: ApplicationFilterValues & { page?: number; pageSize: number }) {
      const paged = opts.page !== undefined;
      const { rows, total } = await applicationsRepo.list(db, {
        ...opts,
        ...(paged ? { offset: (opts.page! - 1) * opts.pageSize, limit: opts.pageSize } : {}),
      });
      const positions = await intakesRepo.positions(
        db,
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
            r.intakeName,
            r.intakeId ? `${r.intakeWaiver ?? 0}%` : null,
          ]);
        }
      }
      const header = ['Name', 'Email', 'Phone', 'Country', 'Course', 'Status', 'Applied at', 'Decided at', 'Message', 'Intake', 'Waiver'];
      return sendCsv(reply, 'applications.csv', header, lines());
    },

    async setStatus(applicationId: string, status: DecisionStatus, message?: string) {
      if (!isUuid(applicationId)) throw notFound('That application');
      const [changed] = await decide([applicationId], status, message);
      const row = changed ?? (await applicationsRepo.findById(db, applicationId));
      if (!row) throw notFound('That application');
      return (await withPositions([row]))[0]!;
    },

    /** One decision for many applications (issue 16): all or nothing; ids that name nothing are not counted. */
    async bulkStatus(ids: string[], status: DecisionStatus, message?: string) {
      const changed = await decide(ids, status, message);
      const waitlisted = changed.filter((r) => r.status === 'waitlisted').length;
      return { updated: changed.length, ...(waitlisted ? { waitlisted } : {}) };
    },
  };
}
