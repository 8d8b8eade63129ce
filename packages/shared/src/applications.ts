import { z } from 'zod';
import { APPLICATION_STATUSES, DECISION_STATUSES, LIMITS } from './constants';
import { COUNTRIES } from './countries';
import { say } from './messages/validation/say';

const MISSING = say('userInfoMissing');
const present = z.string({ error: MISSING }).trim().min(1, MISSING).max(500);

/** Apply body: the specification only requires name and email to be present; the student comes from the session. */
export const ApplySchema = z.object({ name: present, email: present });
export type ApplyInput = z.input<typeof ApplySchema>;

export const ApplicationSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  studentId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  /** The intake it was made in; absent for a course without intakes. */
  intakeId: z.string().nullable().optional(),
  /** A waitlisted application's place on the waitlist (1 is next). */
  position: z.number().int().optional(),
  /** An admitted application in an intake: the student must enrol by then. */
  enrolBy: z.string().optional(),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplyResponse = z.object({ success: z.literal(true), message: z.string(), data: ApplicationSchema });

/** The signed-in student's application status for one course (null when none). */
export const ApplicationStatusResponse = z.object({
  success: z.literal(true),
  status: z.enum(APPLICATION_STATUSES).nullable(),
  /** Waitlisted: the place on the waitlist. */
  position: z.number().int().optional(),
  /** Admitted in an intake: the enrol deadline. */
  enrolBy: z.string().optional(),
});

/** The owner gives their seat (or their place on the waitlist) up. */
export const DeclineResponse = z.object({ success: z.literal(true), message: z.string(), data: ApplicationSchema });

/** The intake an application belongs to, as tables show it. */
const ApplicationIntake = z.object({ _id: z.string(), name: z.string() }).nullable();

/** A row of the admin's Student Course Applications table. */
export const AdminApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  /** The admin's message with the last decision, when one was given. */
  message: z.string().nullable().optional(),
  student: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
  }),
  course: z.object({ _id: z.string(), title: z.string() }),
  intake: ApplicationIntake.optional(),
  position: z.number().int().optional(),
  enrolBy: z.string().optional(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

const DECISION_MESSAGE_TOO_LONG = say('decisionMessageTooLong', { max: LIMITS.decisionMessageMax });

/** An empty query value (`?status=`) means "no filter", as in the catalogue. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const APPLICATION_SORTS = ['newest', 'oldest'] as const;

/**
 * The applications table's filters, shared by the list, "select all matching" and the
 * CSV export. A value the server does not know (a status, a country not in the sign-up list, a
 * malformed course id) is a 400 naming the field.
 */
export const ApplicationFilters = z.object({
  status: optional(z.enum(APPLICATION_STATUSES, { error: say('statusAnyApplication') })),
  courseId: optional(z.uuid({ error: say('courseIdInvalid') })),
  /** Applications of one intake. */
  intakeId: optional(z.uuid({ error: say('intakeIdInvalid') })),
  country: optional(z.enum(COUNTRIES, { error: say('chooseCountry') })),
  /** Student name or e-mail, case-insensitive. `search` is its older name. */
  q: optional(z.string().trim().max(200)),
  search: optional(z.string().trim().max(200)),
  /** By application date: newest first (the default) or oldest first. */
  sort: optional(z.enum(APPLICATION_SORTS, { error: say('sortNewestOldest') })),
});
export type ApplicationFilterValues = z.output<typeof ApplicationFilters>;

/** Without `page` every matching application is returned; with it, one page and the total. */
export const ApplicationsQuery = ApplicationFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.adminPageSize),
});

/** "Select all matching": the ids of every application the filters match (at most LIMITS.bulkMax). */
export const ApplicationIdsResponse = z.object({ success: z.literal(true), ids: z.array(z.string()), total: z.number().int() });

/**
 * A bulk decision (applications or accounts). Ids that name nothing are not counted; the rules are
 * those of the single update. `message` goes to the students with an application decision.
 */
export const BulkStatusSchema = z.object({
  ids: z
    .array(z.string().max(100), { error: say('idsList') })
    .min(1, say('selectAtLeastOne'))
    .max(LIMITS.bulkMax, say('selectAtMost', { max: LIMITS.bulkMax })),
  status: z.enum(DECISION_STATUSES, { error: say('statusApprovedOrRejected') }),
  message: optional(z.string().trim().max(LIMITS.decisionMessageMax, DECISION_MESSAGE_TOO_LONG)),
});
export const BulkStatusResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  updated: z.number().int(),
  /** Of those approved, how many were put on a waitlist because their intake had no seat left. */
  waitlisted: z.number().int().optional(),
});

/** One of the signed-in student's own applications (My applications on the student home). */
export const MyApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The admin's message with the decision, when one was given. */
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  course: z.object({ _id: z.string(), title: z.string(), image: z.string() }),
  intake: ApplicationIntake.optional(),
  position: z.number().int().optional(),
  enrolBy: z.string().optional(),
  /** Present once the student has bought (is enrolled in) the course: nothing is left to buy. */
  enrolled: z.literal(true).optional(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export const MyApplicationsResponse = z.object({ success: z.literal(true), applications: z.array(MyApplicationSchema) });
export const ApplicationsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  applications: z.array(AdminApplicationSchema),
  total: z.number().int(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});

export const ApplicationIdParams = z.object({ applicationId: z.string().max(100) });
export const ApplicationStatusUpdateSchema = z.object({
  status: z.enum(DECISION_STATUSES, { error: say('statusApprovedOrRejected') }),
  message: optional(z.string().trim().max(LIMITS.decisionMessageMax, DECISION_MESSAGE_TOO_LONG)),
});
