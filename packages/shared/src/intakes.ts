import { z } from 'zod';
import { say } from './messages/validation/say';
import { requiredText } from './text-field';

/** The most seats one intake funds, and the longest an admitted student may take to enrol. */
export const INTAKE_LIMITS = { seatsMax: 100_000, enrolWithinDaysMax: 90, nameMax: 100 } as const;

const SEATS = say('intakeSeats', { max: INTAKE_LIMITS.seatsMax });
const WAIVER = say('intakeWaiver');
const ENROL_WITHIN = say('intakeEnrolWithin', { max: INTAKE_LIMITS.enrolWithinDaysMax });
const CLOSES_AFTER = say('intakeClosesAfter');

/** Whether a YYYY-MM-DD names a real day ('2027-02-30' does not). */
const realDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

/**
 * A day (`2027-01-15`) or an ISO date and time; anything else is a 400 naming the field. A day is
 * read in UTC (decision 031): the opening day from its start, the closing day to its end (the start
 * of the next day), so "closes 15 January" takes applications all through the 15th.
 */
const instant = (field: 'opensAt' | 'closesAt') => {
  const message = say('intakeDate', { field });
  return z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && realDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
      message,
    )
    .transform((v) => {
      if (v.length > 10) return new Date(v);
      const day = new Date(`${v}T00:00:00Z`);
      return field === 'closesAt' ? new Date(day.getTime() + 24 * 3600_000) : day;
    });
};

const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A scholarship intake (docs/decisions/031-scholarship-intakes.md): a dated round of applications to
 * one course with funded seats. Admitted students beyond `seats` wait on a waitlist; `waiverPercent` of
 * the price is waived (100: free); an admitted student must enrol within `enrolWithinDays`.
 */
export const IntakeFields = z.object({
  name: requiredText('name', INTAKE_LIMITS.nameMax),
  opensAt: instant('opensAt'),
  closesAt: instant('closesAt'),
  seats: whole(SEATS, 1, INTAKE_LIMITS.seatsMax),
  waiverPercent: whole(WAIVER, 0, 100),
  enrolWithinDays: whole(ENROL_WITHIN, 1, INTAKE_LIMITS.enrolWithinDaysMax),
});

export const CreateIntakeSchema = IntakeFields.extend({
  courseId: z.uuid({ error: say('courseIdInvalid') }),
}).refine((v) => v.closesAt > v.opensAt, { message: CLOSES_AFTER, path: ['closesAt'] });
export type CreateIntakeInput = z.input<typeof CreateIntakeSchema>;

/** PATCH: any of the fields; the dates are checked against each other (and the seats against the admitted) on the server. */
export const UpdateIntakeSchema = IntakeFields.partial();
export type UpdateIntakeInput = z.input<typeof UpdateIntakeSchema>;

export const IntakeIdParams = z.object({ intakeId: z.string().max(100) });
export const IntakesQuery = z.object({
  courseId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: say('courseIdInvalid') }).optional()),
});

/** An intake as the admins see it, with where its seats stand. Money in the currency's major unit. */
export const IntakeSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  name: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  seats: z.number().int(),
  waiverPercent: z.number().int(),
  enrolWithinDays: z.number().int(),
  createdAt: z.string(),
  counts: z.object({
    applied: z.number().int(),
    /** Approved applications holding a seat (enrolled ones included). */
    admitted: z.number().int(),
    enrolled: z.number().int(),
    waitlisted: z.number().int(),
    /** Seats given up by the student. */
    declined: z.number().int(),
    /** Seats lost by not enrolling in time. */
    expired: z.number().int(),
  }),
  seatsLeft: z.number().int(),
  /** The fees waived on paid orders of this intake, and their currency. */
  waivedTotal: z.number(),
  currency: z.string(),
});
export type Intake = z.infer<typeof IntakeSchema>;

export const IntakeResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: IntakeSchema });
export const IntakesResponse = z.object({ success: z.literal(true), data: z.array(IntakeSchema) });
export const IntakeDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** The current (or else the next, or else the last) intake of a course, as its public page shows it. */
export const PublicIntakeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  waiverPercent: z.number().int(),
  enrolWithinDays: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
});
export type PublicIntake = z.infer<typeof PublicIntakeSchema>;

export { intakeLastDay, intakePhase, waivedPriceCents } from './intake-rules';
