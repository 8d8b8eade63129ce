import { z } from 'zod';
import { say } from './messages/validation/say';
import { requiredText } from './text-field';

/**
 * Lessons that are not videos: step lessons (a photo and a line of text per step), pattern lessons
 * (patterns.ts) and the files
 * any lesson may carry (a PDF pattern, a measurement chart). The editor, the browser's shrinking,
 * the server and the bench use these numbers.
 */
export const LESSON_KINDS = ['video', 'steps', 'pattern'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export const STEP_LIMITS = {
  stepsMin: 1,
  stepsMax: 40,
  textMax: 1_000,
  /** What the browser shrinks a step photo to before sending it. */
  clientMaxSide: 1600,
  clientMaxBytes: 300_000,
  /** The server refuses a step photo larger than this (413). */
  uploadMaxBytes: 2 * 1024 * 1024,
  /** The version a student sees: at most this long side and size. */
  imageMaxSide: 1280,
  imageMaxBytes: 100_000,
  /** The Data saver version. */
  smallMaxSide: 640,
  smallMaxBytes: 40_000,
} as const;

export const FILE_LIMITS = {
  filesMax: 10,
  nameMax: 200,
  /** A PDF (or an image) attached to a lesson: at most this many bytes (413 above). */
  maxBytes: 20 * 1024 * 1024,
  /** The picture of a PDF's (or an image file's) first page. */
  previewMaxBytes: 30_000,
  /** An image lesson file (a measurement chart) is re-encoded to at most this long side, small print still legible. */
  imageMaxSide: 2400,
} as const;

/**
 * File types a lesson file may be (read from the bytes on the server): a PDF or a picture. A GIF is
 * refused (`purpose=file` answers 415): an animation would be kept as its first frame only.
 */
export const LESSON_FILE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What an upload is for (`POST /api/media/upload?purpose=…`): left out, an image is a course
 * image (or a video a lecture video, a PDF a lesson file); `step`, an image is a step photo,
 * stored in its two versions (STEP_LIMITS); `file`, a lesson file: a PDF or an image of
 * LESSON_FILE_MIME_TYPES, at most FILE_LIMITS.maxBytes, an image kept legible (FILE_LIMITS.imageMaxSide).
 */
export const UPLOAD_PURPOSES = ['step', 'file'] as const;
export const MediaUploadQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: say('oneOf', { field: 'purpose', options: UPLOAD_PURPOSES.join(', ') }) }).optional(),
});

/** The Data saver version of a step photo: `/api/media/{public_id}/small`. */
export const mediaSmallUrl = (publicId: string) => `/api/media/${publicId}/small`;
/** The picture of a lesson file's first page: `/api/media/{public_id}/preview`. */
export const mediaPreviewUrl = (publicId: string) => `/api/media/${publicId}/preview`;

// ---- What the editor sends ----

/** A file attached to a lesson; `name` is what students see (the upload's name by default). */
export const LessonFileInputSchema = z.object({
  _id: z.string().max(100).optional(),
  name: requiredText('fileName', FILE_LIMITS.nameMax),
  url: requiredText('lessonFile', 500),
  public_id: requiredText('lessonFile', 100),
});
export type LessonFileInput = z.input<typeof LessonFileInputSchema>;

export const LessonFilesSchema = z
  .array(LessonFileInputSchema, { error: say('filesList') })
  .max(FILE_LIMITS.filesMax, say('tooManyFiles', { max: FILE_LIMITS.filesMax }))
  .default([]);

/**
 * One step of a step lesson. `imageUrl` / `image_public_id` name a photo uploaded with
 * `purpose=step`; an empty one is refused at the list ("Step 4 needs a photo").
 */
export const StepInputSchema = z.object({
  _id: z.string().max(100).optional(),
  text: z
    .string({ error: say('notValid', { field: 'stepText' }) })
    .max(STEP_LIMITS.textMax, say('tooLongChars', { field: 'stepText', max: STEP_LIMITS.textMax }))
    .default(''),
  imageUrl: z
    .string({ error: say('notValid', { field: 'stepPhoto' }) })
    .max(500, say('notValid', { field: 'stepPhoto' }))
    .default(''),
  image_public_id: z
    .string({ error: say('notValid', { field: 'stepPhoto' }) })
    .max(100, say('notValid', { field: 'stepPhoto' }))
    .default(''),
});
export type StepInput = z.input<typeof StepInputSchema>;

export const StepsInputSchema = z
  .array(StepInputSchema, { error: say('stepsList') })
  .min(STEP_LIMITS.stepsMin, say('addStep'))
  .max(STEP_LIMITS.stepsMax, say('tooManySteps', { max: STEP_LIMITS.stepsMax }))
  .superRefine((steps, ctx) => {
    steps.forEach((s, i) => {
      if (!s.image_public_id.trim() || !s.imageUrl.trim())
        ctx.addIssue({ code: 'custom', path: [i, 'image_public_id'], message: say('stepNeedsPhoto', { number: i + 1 }) });
    });
  });

// ---- What students read ----

/** One version of a step photo. */
export const StepImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type StepImage = z.infer<typeof StepImageSchema>;

/** A step as whoever may open the lesson reads it; `imageSmall` is the Data saver version. */
export const LessonStepSchema = z.object({
  _id: z.string(),
  text: z.string(),
  image_public_id: z.string(),
  image: StepImageSchema,
  imageSmall: StepImageSchema,
});
export type LessonStep = z.infer<typeof LessonStepSchema>;

/**
 * A lesson file. Everyone sees its name, type and size; `url`, `public_id` and `previewUrl`
 * (a picture of a PDF's first page, or of the image itself) are null unless the caller may open
 * the lesson.
 */
export const LessonFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Its MIME type, e.g. application/pdf. */
  type: z.string(),
  bytes: z.number().int(),
  url: z.string().nullable(),
  public_id: z.string().nullable(),
  previewUrl: z.string().nullable(),
});
export type LessonFile = z.infer<typeof LessonFileSchema>;

/** What a step lesson costs to open: every photo, full size, and at Data saver. Shown to anyone. */
export const StepsDataCostSchema = z.object({
  bytes: z.number().int(),
  saverBytes: z.number().int(),
});
export type StepsDataCost = z.infer<typeof StepsDataCostSchema>;
