import { z } from 'zod';
import { CourseSchema, type Course } from './courses';
import { PieceProgressSchema } from './practice';
import { say, type FieldKey } from './messages/validation/say';
import { STEP_LIMITS } from './lessons';

/** Bounds of the saved playback position: a whole number of seconds, at most 24 hours. */
export const PROGRESS_LIMITS = {
  maxPositionSeconds: 24 * 60 * 60,
} as const;

/**
 * An id in a path or body. Only the type and a sane length are checked here; the server answers
 * 404 for a malformed id, as for any id that names nothing.
 */
const idField = (field: FieldKey) =>
  z
    .string({ error: say('required', { field }) })
    .min(1, say('required', { field }))
    .max(100, say('notValid', { field }));

/** GET /api/student/course-progress/get/:userId/:courseId */
export const CourseProgressParams = z.object({ userId: idField('userId'), courseId: idField('courseId') });
export type CourseProgressParams = z.infer<typeof CourseProgressParams>;

/** POST /api/student/course-progress/reset-progress */
export const ResetProgressSchema = CourseProgressParams;
export type ResetProgressInput = z.infer<typeof ResetProgressSchema>;

/** POST /api/student/course-progress/mark-lecture-viewed */
export const MarkLectureViewedSchema = CourseProgressParams.extend({ lectureId: idField('lectureId') });
export type MarkLectureViewedInput = z.infer<typeof MarkLectureViewedSchema>;

const positionSeconds = z
  .number({ error: say('positionNumber') })
  .int(say('positionWhole'))
  .min(0, say('positionNegative'))
  .max(PROGRESS_LIMITS.maxPositionSeconds, say('positionMax', { max: PROGRESS_LIMITS.maxPositionSeconds }));

/** The step of a step lesson reached (0 = the first), to resume there. */
const stepReached = z
  .number({ error: say('stepNumber', { max: STEP_LIMITS.stepsMax - 1 }) })
  .int(say('stepNumber', { max: STEP_LIMITS.stepsMax - 1 }))
  .min(0, say('stepNumber', { max: STEP_LIMITS.stepsMax - 1 }))
  .max(STEP_LIMITS.stepsMax - 1, say('stepNumber', { max: STEP_LIMITS.stepsMax - 1 }));

/**
 * PUT /api/student/course-progress/position: where a lecture stopped, to resume there: a video's
 * playback position (the player rounds currentTime down to whole seconds), or the step a step
 * lesson reached (`step`). One of the two is required.
 */
export const SavePositionSchema = MarkLectureViewedSchema.extend({
  positionSeconds: positionSeconds.optional(),
  step: stepReached.optional(),
}).refine((v) => v.positionSeconds !== undefined || v.step !== undefined, { message: say('positionNumber'), path: ['positionSeconds'] });
export type SavePositionInput = z.infer<typeof SavePositionSchema>;

/** One lecture's progress. `dateViewed` is when it was first marked viewed (ISO), null if not yet. */
export const LectureProgressSchema = z.object({
  lectureId: z.string(),
  viewed: z.boolean(),
  dateViewed: z.string().nullable(),
  positionSeconds: z.number().int(),
  /** The step a step lesson reached (0 for the first, and for videos). */
  step: z.number().int(),
});
export type LectureProgress = z.infer<typeof LectureProgressSchema>;

/** The course as the course-progress page reads it: the common course view, without the student list. */
export type ProgressCourse = Course;

/** How many offline events one replay may carry (a phone that was offline for weeks sends several). */
export const REPLAY_LIMITS = { maxEvents: 500 } as const;

/**
 * One thing the student did offline in a lecture: watched it to the end (`viewed`), and/or
 * reached `positionSeconds` (a video) or `step` (a step lesson).
 */
export const OfflineEventSchema = z
  .object({
    lectureId: idField('lectureId'),
    viewed: z.boolean().optional(),
    positionSeconds: positionSeconds.optional(),
    step: stepReached.optional(),
  })
  .refine((e) => e.viewed === true || e.positionSeconds !== undefined || e.step !== undefined, say('eventNeedsViewedOrPosition'));
export type OfflineEvent = z.infer<typeof OfflineEventSchema>;

/**
 * POST /api/student/course-progress/replay: the marks and positions made offline in one course,
 * applied idempotently: a mark made twice is harmless, the furthest position is kept, and a lecture
 * removed since then is ignored (listed in `ignored`). The user is the session's, always: a `userId`
 * in the body is dropped unread.
 */
export const ReplayProgressSchema = z.object({
  courseId: idField('courseId'),
  events: z
    .array(OfflineEventSchema, { error: say('eventsList') })
    .min(1, say('eventsEmpty'))
    .max(REPLAY_LIMITS.maxEvents, say('eventsMax', { max: REPLAY_LIMITS.maxEvents })),
});
export type ReplayProgressInput = z.infer<typeof ReplayProgressSchema>;

/**
 * Progress of someone with access. `completed` is true when every current lecture of the course
 * is viewed and every required practice piece is passed; `completionDate` (ISO) is when the last of them was first viewed, else null.
 * `progress` lists the lectures that have an entry, in curriculum order.
 */
export const PurchasedProgressSchema = z.object({
  isPurchased: z.literal(true),
  completed: z.boolean(),
  completionDate: z.string().nullable(),
  courseDetails: CourseSchema,
  progress: z.array(LectureProgressSchema),
  /** Each practice piece and where the student stands with it; `completed` needs every required one passed. */
  practice: z.array(PieceProgressSchema),
});
export type PurchasedProgress = z.infer<typeof PurchasedProgressSchema>;

/** Someone without access learns that, and nothing about the course. */
export const NotPurchasedProgressSchema = z.object({ isPurchased: z.literal(false) });

export const CourseProgressDataSchema = z.discriminatedUnion('isPurchased', [PurchasedProgressSchema, NotPurchasedProgressSchema]);
export type CourseProgressData = z.infer<typeof CourseProgressDataSchema>;

export const CourseProgressResponse = z.object({ success: z.literal(true), data: CourseProgressDataSchema });
export type CourseProgressResponse = z.infer<typeof CourseProgressResponse>;

/** Mark and reset answer with the progress after the change, so the page need not refetch. */
export const ProgressChangeResponse = z.object({ success: z.literal(true), message: z.string(), data: PurchasedProgressSchema });
export type ProgressChangeResponse = z.infer<typeof ProgressChangeResponse>;

export const SavePositionResponse = z.object({ success: z.literal(true), data: LectureProgressSchema });
export type SavePositionResponse = z.infer<typeof SavePositionResponse>;

/** The progress after the replay, and the lectures whose events were ignored (no longer in the course). */
export const ReplayProgressResponse = z.object({
  success: z.literal(true),
  data: PurchasedProgressSchema,
  ignored: z.array(z.string()),
});
export type ReplayProgressResponse = z.infer<typeof ReplayProgressResponse>;
