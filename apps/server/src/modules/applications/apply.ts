import { msg } from '../../lib/messages';
import type { Application } from '@sewee/shared';
import type { AppContext } from '../../context';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { coursesRepo } from '../courses/repository';
import { intakesRepo } from '../intakes/repository';
import type { UserRow } from '../users/repository';
import { assertNotRejected, present } from './common';
import { applicationsRepo, type ApplicationRow } from './repository';

/** Statuses of an application in a closed intake that let its student apply to a later intake of the course. */
const REAPPLY_FROM = new Set<ApplicationRow['status']>(['declined', 'expired', 'rejected', 'waitlisted']);

/** A student applies for a published course, once per course (or once per intake, when the course has intakes). */
export async function applyToCourse(ctx: AppContext, student: UserRow, courseId: string): Promise<Application> {
  const { db } = ctx;
  assertNotRejected(student);
  if (!isUuid(courseId)) throw notFound('things.course');
  const course = await coursesRepo.findById(db, courseId);
  if (!course || !course.isPublished) throw notFound('things.course');
  // A course with intakes takes applications only while one of them is open; a course without intakes takes them at any time.
  let intakeId: string | null = null;
  if (await intakesRepo.hasAny(db, courseId)) {
    const now = new Date();
    const open = await intakesRepo.openAt(db, courseId, now);
    if (!open) {
      const next = await intakesRepo.nextAfter(db, courseId, now);
      throw new AppError(
        'CONFLICT',
        next ? msg('applications.closedNext', { date: next.opensAt.toISOString().slice(0, 10) }) : msg('applications.closed'),
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
      // expired, rejected or still waitlisted) becomes this open intake's application (docs/decisions/031-scholarship-intakes.md).
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
      throw new AppError(
        'CONFLICT',
        msg('applications.alreadyApplied', { status: msg(`statuses.application.${existing?.status ?? 'pending'}`) }),
      );
    })
    .catch((err: unknown) => {
      // The intake was deleted between our look and our insert.
      if (isForeignKeyViolation(err)) {
        throw new AppError('CONFLICT', msg('applications.intakeGone'));
      }
      throw err;
    });
  return present(created!);
}
