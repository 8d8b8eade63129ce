import { z } from 'zod';
import { say } from './messages/validation/say';

/** `?year=YYYY` of the reach summary (the current year when absent). */
export const AdmissionsSummaryQuery = z.object({
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: say('yearInvalid') })
      .int(say('yearInvalid'))
      .min(2000, say('yearInvalid'))
      .max(2100, say('yearInvalid'))
      .optional(),
  ),
  /** Only one intake's applications and the enrolments they led to. */
  intakeId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: say('intakeIdInvalid') }).optional()),
});
export type AdmissionsSummaryFilters = z.output<typeof AdmissionsSummaryQuery>;

const counts = {
  applicants: z.number().int(),
  admitted: z.number().int(),
  enrolled: z.number().int(),
  completed: z.number().int(),
};

/**
 * The reach dashboard (docs/decisions/024-admissions-at-scale.md): the year's funnel, every one of the
 * 54 African countries (zeros included, spelled as the sign-up list spells them) and each course,
 * against the targets.
 */
export const AdmissionsSummaryResponse = z.object({
  success: z.literal(true),
  year: z.number().int(),
  targets: z.object({ studentsPerYear: z.number().int(), countries: z.number().int() }),
  /** Distinct students at each step, for accounts, applications and enrolments made in the year. */
  funnel: z.object({
    signedUp: z.number().int(),
    verified: z.number().int(),
    applied: z.number().int(),
    admitted: z.number().int(),
    enrolled: z.number().int(),
    completed: z.number().int(),
  }),
  /** African countries with at least one admitted student this year. */
  countriesReached: z.number().int(),
  byCountry: z.array(z.object({ country: z.string(), ...counts })),
  /** Admitted students from outside the 54, or with no country on their account. */
  otherCountries: z.object(counts),
  byCourse: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      applicants: z.number().int(),
      admitted: z.number().int(),
      enrolled: z.number().int(),
      completed: z.number().int(),
      /** completed / enrolled, 0..1 (0 with nobody enrolled). */
      completionRate: z.number(),
    }),
  ),
});
export type AdmissionsSummary = z.infer<typeof AdmissionsSummaryResponse>;
