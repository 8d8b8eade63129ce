import { z } from 'zod';
import { CATEGORIES, LANGUAGES, LEVELS, ids } from './options';
import { CaptionTrackSchema } from './captions';
import { LectureDataCostSchema, LectureStreamSchema, ProcessingSchema } from './video';
import { PracticeListSchema, PracticePieceSchema } from './practice';
import { say, type FieldKey } from './messages/validation/say';
import { requiredText } from './text-field';
import { PatternSpecInputSchema, PatternSpecSchema } from './patterns';
import { LESSON_KINDS, LessonFileSchema, LessonFilesSchema, LessonStepSchema, StepsDataCostSchema, StepsInputSchema } from './lessons';

/** Limits of course authoring; the form and the server use the same numbers. */
export const COURSE_LIMITS = {
  titleMax: 120,
  subtitleMax: 200,
  descriptionMax: 10_000,
  objectivesMax: 2_000,
  welcomeMessageMax: 2_000,
  imageMax: 500,
  lectureTitleMax: 200,
  lecturesMax: 200,
  pricingMax: 100_000,
} as const;

/** File types the media upload accepts (checked from the bytes on the server). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** Same-origin URL of an uploaded file: `/api/media/{public_id}`. */
export const mediaUrl = (publicId: string) => `/api/media/${publicId}`;

const choice = <T extends readonly { id: string }[]>(options: T, field: FieldKey) =>
  z.enum(ids(options as never) as [T[number]['id'], ...T[number]['id'][]], { error: say('chooseFromList', { field }) });

/** Dollars, at most two decimals; a numeric string (a number input's value) is accepted too. */
export const PricingSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: say('pricingRequired') })
    .refine(Number.isFinite, say('pricingNumber'))
    .refine((v) => v >= 0, say('pricingNegative'))
    .refine((v) => v <= COURSE_LIMITS.pricingMax, say('pricingMax', { max: COURSE_LIMITS.pricingMax }))
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, say('pricingCents')),
);

/** The Course Landing Page tab plus the Settings tab's image: every field required. */
export const CourseLandingSchema = z.object({
  title: requiredText('title', COURSE_LIMITS.titleMax),
  subtitle: requiredText('subtitle', COURSE_LIMITS.subtitleMax),
  category: choice(CATEGORIES, 'category'),
  level: choice(LEVELS, 'level'),
  primaryLanguage: choice(LANGUAGES, 'primaryLanguage'),
  description: requiredText('description', COURSE_LIMITS.descriptionMax),
  pricing: PricingSchema,
  objectives: requiredText('objectives', COURSE_LIMITS.objectivesMax),
  welcomeMessage: requiredText('welcomeMessage', COURSE_LIMITS.welcomeMessageMax),
  image: requiredText('courseImage', COURSE_LIMITS.imageMax),
});
export type CourseLandingInput = z.input<typeof CourseLandingSchema>;

const lectureInputCommon = {
  _id: z.string().max(100).optional(),
  title: requiredText('lectureTitle', COURSE_LIMITS.lectureTitleMax),
  freePreview: z.boolean({ error: say('mustBeTrueOrFalse', { field: 'freePreview' }) }).default(false),
  /** Files attached to the lesson (0-10); left out, none. */
  files: LessonFilesSchema,
};

/** A video lecture: the specification's lecture, plus optional files. */
export const VideoLectureInputSchema = z.object({
  kind: z.literal('video'),
  ...lectureInputCommon,
  videoUrl: requiredText('lectureVideo', 500),
  public_id: requiredText('lectureVideo', 100),
});

/** A step lesson: 1-40 steps, each a photo and a line of text. */
export const StepsLectureInputSchema = z.object({
  kind: z.literal('steps'),
  ...lectureInputCommon,
  steps: StepsInputSchema,
});

/** A pattern lesson: a design drafted to each student's measurements, with the instructor's options (patterns.ts). */
export const PatternLectureInputSchema = z.object({
  kind: z.literal('pattern'),
  ...lectureInputCommon,
  pattern: PatternSpecInputSchema,
});

/**
 * One item of the curriculum: a video lecture (`kind` "video", the default, so a payload without
 * `kind` is today's lecture) a step lesson (`kind` "steps") or a pattern lesson (`kind` "pattern"). `_id` is the item's id when it
 * already exists in the course (keeps its progress); leave it out for a new one.
 */
export const LectureInputSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && (v as { kind?: unknown }).kind === undefined ? { ...v, kind: 'video' } : v),
  z.discriminatedUnion('kind', [VideoLectureInputSchema, StepsLectureInputSchema, PatternLectureInputSchema], {
    error: say('oneOf', { field: 'lessonKind', options: LESSON_KINDS.join(', ') }),
  }),
);
export type LectureInput =
  z.input<typeof VideoLectureInputSchema> | z.input<typeof StepsLectureInputSchema> | z.input<typeof PatternLectureInputSchema>;
export type VideoLectureInput = z.input<typeof VideoLectureInputSchema>;
export type StepsLectureInput = z.input<typeof StepsLectureInputSchema>;
export type PatternLectureInput = z.input<typeof PatternLectureInputSchema>;

/** The curriculum: video lectures, step lessons and pattern lessons in order; SUBMIT's free preview may be any kind. */
export const CurriculumSchema = z
  .array(LectureInputSchema, { error: say('curriculumList') })
  .min(1, say('addLecture'))
  .max(COURSE_LIMITS.lecturesMax, say('tooManyLectures', { max: COURSE_LIMITS.lecturesMax }))
  .refine((ls) => ls.some((l) => l.freePreview), say('needFreePreview'));

/**
 * The body of POST /api/instructor/course/add and PUT /api/instructor/course/update/:courseId.
 * Anything else in the body (instructorId, instructorName, students, date, isPublised) is ignored.
 */
export const CourseInputSchema = CourseLandingSchema.extend({
  curriculum: CurriculumSchema,
  /** Practice pieces placed among the lectures. Left out: the course's pieces stay as they are. */
  practice: PracticeListSchema.optional(),
  /**
   * true once the person confirmed that removing pieces students sent photos of removes those
   * photos and verdicts; without it such a removal is refused (409).
   */
  confirmPracticeRemoval: z.boolean({ error: say('mustBeTrueOrFalse', { field: 'confirmPracticeRemoval' }) }).optional(),
});
export type CourseInput = z.input<typeof CourseInputSchema>;

export const CourseIdParams = z.object({ courseId: z.string().max(100) });

export const CourseStudentSchema = z.object({ studentId: z.string(), studentName: z.string(), studentEmail: z.string() });
export type CourseStudent = z.infer<typeof CourseStudentSchema>;

const lectureCommon = {
  _id: z.string(),
  title: z.string(),
  freePreview: z.boolean(),
  /** The lesson's files (see LessonFileSchema: their URLs only for whoever may open the lesson). */
  files: z.array(LessonFileSchema),
};

/** A video lecture as the API shows it; `public_id` is the video's media id. */
export const VideoLectureSchema = z.object({
  kind: z.literal('video'),
  ...lectureCommon,
  videoUrl: z.string(),
  public_id: z.string(),
  /** The low-data ladder, for whoever may watch (see video.ts); null while processing or failed. */
  stream: LectureStreamSchema.nullable(),
  /** Length and cost of each rung, for anyone; null until the ladder is ready. */
  dataCost: LectureDataCostSchema.nullable(),
  /** Its caption tracks, one per language: given exactly when `videoUrl` is, else empty. */
  captions: z.array(CaptionTrackSchema),
});
export type VideoLecture = z.infer<typeof VideoLectureSchema>;

/** A step lesson as the API shows it to whoever may open it. */
export const StepsLectureSchema = z.object({
  kind: z.literal('steps'),
  ...lectureCommon,
  stepCount: z.number().int(),
  steps: z.array(LessonStepSchema),
  /** What opening it costs, for anyone. */
  dataCost: StepsDataCostSchema,
});
export type StepsLecture = z.infer<typeof StepsLectureSchema>;

/** A pattern lesson as the API shows it to whoever may open it: the design and the instructor's options. */
export const PatternLectureSchema = z.object({
  kind: z.literal('pattern'),
  ...lectureCommon,
  pattern: PatternSpecSchema,
});
export type PatternLecture = z.infer<typeof PatternLectureSchema>;

/** An item of the curriculum, told apart by `kind`. */
export const LectureSchema = z.discriminatedUnion('kind', [VideoLectureSchema, StepsLectureSchema, PatternLectureSchema]);
export type Lecture = z.infer<typeof LectureSchema>;

/** A lecture in the instructor's own views: a video with where its processing stands. */
export const InstructorLectureSchema = z.discriminatedUnion('kind', [
  VideoLectureSchema.extend({ processing: ProcessingSchema }),
  StepsLectureSchema,
  PatternLectureSchema,
]);
export type InstructorLecture = z.infer<typeof InstructorLectureSchema>;

/**
 * A course as the API shows it, without the student list: only `studentCount`.
 * `isPublised` keeps the specification's spelling. Every view of a course derives from this one.
 */
export const CourseSchema = z.object({
  _id: z.string(),
  instructorId: z.string(),
  instructorName: z.string(),
  /** Creation time, ISO string. */
  date: z.string(),
  curriculum: z.array(LectureSchema),
  isPublised: z.boolean(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
  level: z.string(),
  primaryLanguage: z.string(),
  description: z.string(),
  /** Dollars, e.g. 49.99. */
  pricing: z.number(),
  objectives: z.string(),
  welcomeMessage: z.string(),
  /** How many students bought the course; never who. */
  studentCount: z.number().int(),
});
export type Course = z.infer<typeof CourseSchema>;

/** A course as the instructor's own views show it (with its enrolled students). */
export const InstructorCourseSchema = CourseSchema.extend({
  curriculum: z.array(InstructorLectureSchema),
  /** Practice pieces among the lectures, in curriculum order. */
  practice: z.array(PracticePieceSchema),
  students: z.array(CourseStudentSchema),
});
export type InstructorCourse = z.infer<typeof InstructorCourseSchema>;

/** A row of the instructor's All Courses table. */
export const InstructorCourseListItemSchema = InstructorCourseSchema.omit({
  curriculum: true,
  practice: true,
  description: true,
  objectives: true,
  welcomeMessage: true,
}).extend({
  lectureCount: z.number(),
});
export type InstructorCourseListItem = z.infer<typeof InstructorCourseListItemSchema>;

export const InstructorCourseResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: InstructorCourseSchema,
});
export const InstructorCourseListResponse = z.object({ success: z.literal(true), data: z.array(InstructorCourseListItemSchema) });

/** Upload answers: `url` is same-origin (`/api/media/{public_id}`); `public_id` is opaque. */
export const MediaItemSchema = z.object({ url: z.string(), public_id: z.string() });
export type MediaItem = z.infer<typeof MediaItemSchema>;
export const MediaUploadResponse = z.object({ success: z.literal(true), data: MediaItemSchema });
export const MediaBulkUploadResponse = z.object({ success: z.literal(true), data: z.array(MediaItemSchema) });
export const MediaDeleteResponse = z.object({ success: z.literal(true), message: z.string() });
export const PublicIdParams = z.object({ publicId: z.string().max(1000) });
