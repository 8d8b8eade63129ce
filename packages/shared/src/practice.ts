import { z } from 'zod';
import { LIMITS } from './constants';
import { say } from './messages/validation/say';
import { requiredText } from './text-field';

/**
 * Practice pieces (docs/decisions/032-practice-pieces.md): work a student makes, photographs with a
 * phone and sends for an instructor's review. The form, the browser's resizing and the server use the
 * same numbers.
 */
export const PRACTICE_LIMITS = {
  titleMax: 200,
  instructionsMax: 2_000,
  photosMin: 1,
  photosMax: 5,
  piecesMax: 50,
  commentMax: 2_000,
  /** The server refuses a photo larger than this (413). */
  uploadMaxBytes: 2 * 1024 * 1024,
  /** What the browser shrinks each photo to before sending it. */
  clientMaxBytes: 300_000,
  clientMaxSide: 1600,
  /** No activity for this many days, and not completed: the Learners view marks the student Stuck. */
  stuckDays: 14,
} as const;

export const PRACTICE_STATUSES = ['waiting', 'passed', 'needs_work'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];
/** A piece as a student stands with it: `not_sent` before the first round. */
export type PieceProgressStatus = PracticeStatus | 'not_sent';
export const VERDICTS = ['passed', 'needs_work'] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * One practice piece in the course editor's payload. `afterLecture` places it in the curriculum:
 * after that many lectures (0 = before the first lecture). `_id` keeps an existing piece (and its
 * students' rounds); leave it out for a new piece.
 */
export const PracticePieceInputSchema = z.object({
  _id: z.string().max(100).optional(),
  title: requiredText('practiceTitle', PRACTICE_LIMITS.titleMax),
  instructions: requiredText('practiceInstructions', PRACTICE_LIMITS.instructionsMax),
  photos: z
    .number({ error: say('photosRange') })
    .int(say('photosRange'))
    .min(PRACTICE_LIMITS.photosMin, say('photosRange'))
    .max(PRACTICE_LIMITS.photosMax, say('photosRange')),
  required: z.boolean({ error: say('mustBeTrueOrFalse', { field: 'required' }) }).default(false),
  afterLecture: z
    .number({ error: say('afterLectureNumber') })
    .int(say('afterLectureNumber'))
    .min(0, say('afterLectureNegative')),
});
export type PracticePieceInput = z.input<typeof PracticePieceInputSchema>;

export const PracticeListSchema = z
  .array(PracticePieceInputSchema, { error: say('practiceList') })
  .max(PRACTICE_LIMITS.piecesMax, say('tooManyPieces', { max: PRACTICE_LIMITS.piecesMax }));

/** A practice piece as the editor and the student see it. */
export const PracticePieceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  instructions: z.string(),
  photos: z.number().int(),
  required: z.boolean(),
  afterLecture: z.number().int(),
});
export type PracticePiece = z.infer<typeof PracticePieceSchema>;

/** A photo of a round: its URL is served to the student and admins only (Cache-Control: private). */
export const PracticePhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PracticePhoto = z.infer<typeof PracticePhotoSchema>;

/** One round: the photos a student sent and, once reviewed, the verdict and the comment. */
export const PracticeRoundSchema = z.object({
  _id: z.string(),
  round: z.number().int(),
  status: z.enum(PRACTICE_STATUSES),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  photos: z.array(PracticePhotoSchema),
});
export type PracticeRound = z.infer<typeof PracticeRoundSchema>;

/** A piece with the student's rounds, newest first, and where they stand. */
export const StudentPieceSchema = PracticePieceSchema.extend({
  status: z.enum([...PRACTICE_STATUSES, 'not_sent']),
  rounds: z.array(PracticeRoundSchema),
});
export type StudentPiece = z.infer<typeof StudentPieceSchema>;

export const StudentPracticeResponse = z.object({ success: z.literal(true), data: z.array(StudentPieceSchema) });
export const SubmissionResponse = z.object({ success: z.literal(true), message: z.string(), data: PracticeRoundSchema });

/** The progress answer's `practice`: each piece's place in completion. */
export const PieceProgressSchema = z.object({
  pieceId: z.string(),
  required: z.boolean(),
  status: z.enum([...PRACTICE_STATUSES, 'not_sent']),
});
export type PieceProgress = z.infer<typeof PieceProgressSchema>;

export const PracticeCourseParams = z.object({ courseId: z.string().max(100) });
export const PracticePieceParams = PracticeCourseParams.extend({ pieceId: z.string().max(100) });
export const SubmissionIdParams = z.object({ submissionId: z.string().max(100) });
export const PracticePhotoParams = z.object({ photoId: z.string().max(100) });

/** An empty query value (`?courseId=`) counts as not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/admin/practice/reviews: the queue, oldest first. */
export const ReviewsQuery = z.object({
  status: z.enum(PRACTICE_STATUSES, { error: say('practiceStatus') }).default('waiting'),
  courseId: optional(z.uuid({ error: say('courseIdInvalid') })),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.adminPageSize),
});

/** A round in the admins' review queue. */
export const ReviewItemSchema = PracticeRoundSchema.extend({
  piece: z.object({ _id: z.string(), title: z.string(), instructions: z.string(), photos: z.number().int() }),
  course: z.object({ _id: z.string(), title: z.string() }),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** The student's earlier rounds of this piece, newest first. */
  earlier: z.array(PracticeRoundSchema),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewsResponse = z.object({
  success: z.literal(true),
  items: z.array(ReviewItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many rounds wait for review in all courses (the dashboard's count). */
  waiting: z.number().int(),
});

/** POST /api/admin/practice/submissions/:submissionId/review */
export const ReviewSchema = z
  .object({
    verdict: z.enum(VERDICTS, { error: say('verdictChoice') }),
    comment: z
      .string()
      .trim()
      .max(PRACTICE_LIMITS.commentMax, say('tooLongChars', { field: 'comment', max: PRACTICE_LIMITS.commentMax }))
      .default(''),
  })
  .refine((r) => r.verdict !== 'needs_work' || r.comment.length > 0, {
    path: ['comment'],
    message: say('commentNeeded'),
  });
export type ReviewInput = z.input<typeof ReviewSchema>;
export const ReviewResponse = z.object({ success: z.literal(true), message: z.string(), data: PracticeRoundSchema });

/** GET /api/admin/courses/:courseId/learners */
export const LearnersQuery = z.object({
  q: optional(z.string().trim().max(200)),
  stuck: optional(z.enum(['true', 'false', '1', '0'], { error: say('stuckBoolean') })).transform((v) =>
    v === undefined ? undefined : v === 'true' || v === '1',
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.adminPageSize),
});

export const LearnerSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  lecturesViewed: z.number().int(),
  lecturesTotal: z.number().int(),
  passed: z.number().int(),
  waiting: z.number().int(),
  needsWork: z.number().int(),
  completed: z.boolean(),
  /** The latest of enrolling, a lecture's progress and a practice round (ISO). */
  lastActivity: z.string(),
  stuck: z.boolean(),
});
export type Learner = z.infer<typeof LearnerSchema>;
export const LearnersResponse = z.object({
  success: z.literal(true),
  learners: z.array(LearnerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
