import { msg } from '../../lib/messages';
import { type Intake, type PublicIntake } from '@sewee/shared';
import type { z } from 'zod';
import type { CreateIntakeSchema, UpdateIntakeSchema } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, badRequest, isUuid, notFound } from '../../lib/app-error';
import { coursesRepo } from '../courses/repository';
import { intakesRepo, type IntakeRow } from './repository';
import { createSeats } from './seats';

type CreateInput = z.output<typeof CreateIntakeSchema>;
type UpdateInput = z.output<typeof UpdateIntakeSchema>;

const day = (d: Date) => d.toISOString().slice(0, 10);

const overlapError = (other: IntakeRow) =>
  new AppError('CONFLICT', msg('applications.intakeOverlap', { name: other.name, from: day(other.opensAt), to: day(other.closesAt) }));

/** What the public course page shows of an intake. */
export function presentPublicIntake(i: IntakeRow, admitted: number): PublicIntake {
  return {
    _id: i.id,
    name: i.name,
    opensAt: i.opensAt.toISOString(),
    closesAt: i.closesAt.toISOString(),
    waiverPercent: i.waiverPercent,
    enrolWithinDays: i.enrolWithinDays,
    seats: i.seats,
    seatsLeft: Math.max(0, i.seats - admitted),
  };
}

/** Scholarship intakes: the admins' CRUD and what the course page shows. */
export function createIntakesService(ctx: AppContext) {
  const { db, config } = ctx;
  const seats = createSeats(ctx);

  async function one(id: string, courseId: string): Promise<Intake> {
    const found = (await list(courseId)).find((i) => i._id === id);
    if (!found) throw notFound('things.intake');
    return found;
  }

  async function list(courseId?: string): Promise<Intake[]> {
    const rows = await intakesRepo.listWithCounts(db, courseId);
    return rows.map((r) => ({
      _id: r.intake.id,
      courseId: r.intake.courseId,
      courseTitle: r.courseTitle,
      name: r.intake.name,
      opensAt: r.intake.opensAt.toISOString(),
      closesAt: r.intake.closesAt.toISOString(),
      seats: r.intake.seats,
      waiverPercent: r.intake.waiverPercent,
      enrolWithinDays: r.intake.enrolWithinDays,
      createdAt: r.intake.createdAt.toISOString(),
      counts: {
        applied: Number(r.applied),
        admitted: Number(r.admitted),
        enrolled: Number(r.enrolled),
        waitlisted: Number(r.waitlisted),
        declined: Number(r.declined),
        expired: Number(r.expired),
      },
      seatsLeft: Math.max(0, r.intake.seats - Number(r.admitted)),
      waivedTotal: Number(r.waivedCents) / 100,
      currency: config.payments.currency,
    }));
  }

  return {
    list,

    async create(input: CreateInput): Promise<Intake> {
      const course = await coursesRepo.findById(db, input.courseId);
      if (!course) throw notFound('things.course');
      const created = await db.transaction(async (tx) => {
        await intakesRepo.lockCourse(tx, input.courseId);
        const other = await intakesRepo.overlapping(tx, input.courseId, input.opensAt, input.closesAt);
        if (other) throw overlapError(other);
        return intakesRepo.insert(tx, input);
      });
      return one(created.id, created.courseId);
    },

    /**
     * Changes an intake. Seats may be raised at any time (the waitlist moves up into the new seats
     * at once) and lowered down to the students already admitted.
     */
    async update(id: string, input: UpdateInput): Promise<Intake> {
      if (!isUuid(id)) throw notFound('things.intake');
      const promoted = await db.transaction(async (tx) => {
        const existing = await intakesRepo.findById(tx, id);
        if (!existing) throw notFound('things.intake');
        await intakesRepo.lockCourse(tx, existing.courseId);
        const intake = (await intakesRepo.lock(tx, id))!;
        const opensAt = input.opensAt ?? intake.opensAt;
        const closesAt = input.closesAt ?? intake.closesAt;
        if (closesAt <= opensAt) {
          const closesAfter = msg('validation.intakeClosesAfter');
          throw badRequest(closesAfter, [{ path: 'closesAt', message: closesAfter }]);
        }
        if (input.seats !== undefined) {
          const admitted = await intakesRepo.admittedCount(tx, id);
          if (input.seats < admitted) {
            const message = msg('applications.seatsBelowAdmitted', { count: admitted });
            throw badRequest(message, [{ path: 'seats', message }]);
          }
        }
        const other = await intakesRepo.overlapping(tx, intake.courseId, opensAt, closesAt, id);
        if (other) throw overlapError(other);
        const updated = (await intakesRepo.update(tx, id, input))!;
        return { courseId: updated.courseId, promoted: await seats.promote(tx, updated) };
      });
      if (promoted.promoted) void ctx.mailer.drain();
      return one(id, promoted.courseId);
    },

    /** Only an intake nobody applied to may be deleted. */
    async remove(id: string) {
      if (!isUuid(id)) throw notFound('things.intake');
      await db.transaction(async (tx) => {
        const intake = await intakesRepo.lock(tx, id);
        if (!intake) throw notFound('things.intake');
        if ((await intakesRepo.applicationCount(tx, id)) > 0) {
          throw new AppError('CONFLICT', msg('applications.intakeHasApplications'));
        }
        await intakesRepo.remove(tx, id);
      });
    },

    /** The course page's intake: the open one, else the next, else the last (null without intakes). */
    async publicFor(courseId: string, now = new Date()): Promise<PublicIntake | null> {
      const all = await intakesRepo.ofCourse(db, courseId);
      const at = now.getTime();
      const pick =
        all.find((r) => r.intake.opensAt.getTime() <= at && at < r.intake.closesAt.getTime()) ??
        all.find((r) => r.intake.opensAt.getTime() > at) ??
        all.filter((r) => r.intake.closesAt.getTime() <= at).at(-1);
      return pick ? presentPublicIntake(pick.intake, Number(pick.admitted)) : null;
    },
  };
}
