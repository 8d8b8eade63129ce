import { z } from 'zod';
import { APPLICATION_STATUSES, CATALOG_PAGE_MAX, CATALOG_SEARCH_MAX } from './constants';
import { CATEGORIES, DEFAULT_SORT, LANGUAGES, LEVELS, SORT_OPTIONS, ids, type Option } from './options';
import { CourseIdParams, CourseSchema, PatternLectureSchema, StepsLectureSchema, VideoLectureSchema } from './courses';
import { PatternSpecSchema } from './patterns';
import { LessonStepSchema } from './lessons';
import { PublicIntakeSchema } from './intakes';
import { LectureStreamSchema } from './video';
import { say, type FieldKey } from './messages/validation/say';

/**
 * One filter group of the catalogue query: `a,b` or a repeated key (`?level=a&level=b`), or both.
 * Empty parts are dropped; any unknown id is a 400 naming the group.
 */
const idList = <T extends readonly Option[]>(options: T, field: FieldKey) =>
  z.preprocess(
    (v) => {
      if (v === undefined) return undefined;
      const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]));
      return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
    },
    z
      .array(z.enum(ids(options), { error: (iss) => say('unknownOption', { field, value: String(iss.input).slice(0, 60) }) }))
      .max(options.length * 2, say('tooManyValues', { field }))
      .optional(),
  );

/**
 * Words to look for in a course's title, subtitle and instructor name (case and accents ignored);
 * blank means no search. Longer than CATALOG_SEARCH_MAX is a 400 that says so.
 */
const searchText = z.preprocess(
  (v) => {
    const one = Array.isArray(v) ? v.join(' ') : v;
    if (typeof one !== 'string') return one;
    const trimmed = one.trim();
    return trimmed === '' ? undefined : trimmed;
  },
  z
    .string({ error: say('searchNotText') })
    .max(CATALOG_SEARCH_MAX, say('searchTooLong', { max: CATALOG_SEARCH_MAX }))
    .optional(),
);

/** GET /api/student/course/get query. */
/** A number, or digits only in an address (no `1e1`, ` 2`, `0x10` or `2.0`). */
const wholeNumber = (field: FieldKey) => {
  const error = say('wholeNumber', { field });
  return z.union([z.number(), z.string().regex(/^\d{1,9}$/, error)], { error }).transform(Number);
};

export const CatalogQuerySchema = z.object({
  q: searchText,
  category: idList(CATEGORIES, 'category'),
  level: idList(LEVELS, 'level'),
  primaryLanguage: idList(LANGUAGES, 'language'),
  sortBy: z
    .enum(ids(SORT_OPTIONS), { error: say('oneOf', { field: 'sortBy', options: ids(SORT_OPTIONS).join(', ') }) })
    .default(DEFAULT_SORT),
  /**
   * Paging: `limit` courses from `page` (1-based). Either one pages the answer (`page`
   * alone takes CATALOG_PAGE_SIZE, `limit` alone page 1) and adds `paging`; neither is today's whole list.
   */
  limit: wholeNumber('limit').pipe(z.number().int().min(1).max(CATALOG_PAGE_MAX)).optional(),
  page: wholeNumber('page').pipe(z.number().int().min(1).max(100_000)).optional(),
});
export type CatalogQuery = z.output<typeof CatalogQuerySchema>;
export type CatalogQueryInput = z.input<typeof CatalogQuerySchema>;

/**
 * A lecture as the student side shows it. A video's `videoUrl` and `public_id` are null unless the
 * lecture is a free preview or the caller bought, owns or administers the course; so are a step
 * lesson's `steps`, a pattern lesson's `pattern.options`, and every file's `url`, `public_id` and `previewUrl`. Titles, sizes and data
 * costs are shown to anyone.
 */
export const PublicLectureSchema = z.discriminatedUnion('kind', [
  VideoLectureSchema.extend({
    videoUrl: z.string().nullable(),
    public_id: z.string().nullable(),
    /** Given exactly when `videoUrl` is (see video.ts). */
    stream: LectureStreamSchema.nullable(),
  }),
  StepsLectureSchema.extend({ steps: z.array(LessonStepSchema).nullable() }),
  /** The design is shown to anyone (the lesson's label); the instructor's options only to whoever may open it. */
  PatternLectureSchema.extend({ pattern: PatternSpecSchema.extend({ options: z.record(z.string(), z.number()).nullable() }) }),
]);
export type PublicLecture = z.infer<typeof PublicLectureSchema>;

/** A catalogue card: the course without its curriculum, with the lecture count instead. */
export const CatalogItemSchema = CourseSchema.omit({ curriculum: true }).extend({ lectureCount: z.number().int() });
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

/** A published course as the details page shows it: its curriculum may hide videos (see PublicLectureSchema). */
export const PublicCourseSchema = CourseSchema.omit({ curriculum: true }).extend({
  curriculum: z.array(PublicLectureSchema),
  /** The caller's application for this course (null when none or not signed in). */
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  /** Whether the caller bought the course. */
  isPurchased: z.boolean(),
  /** The current intake, else the next, else the last one; null for a course without intakes. */
  intake: PublicIntakeSchema.nullable(),
  /** The caller's application's id (to give a seat up), when they applied. */
  applicationId: z.string().optional(),
  /** The caller's place on the waitlist, when waitlisted. */
  applicationPosition: z.number().int().optional(),
  /** When the caller, admitted in an intake, must enrol by. */
  enrolBy: z.string().optional(),
  /** The waiver that applies to the caller (their application's intake), in percent; absent when none. */
  waiverPercent: z.number().int().optional(),
});
export type PublicCourse = z.infer<typeof PublicCourseSchema>;

/** Where a paged answer stands: `total` courses match the query; `hasMore` when a next page holds some. */
export const CatalogPagingSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type CatalogPaging = z.infer<typeof CatalogPagingSchema>;

/** `paging` only when the query asked for a page (`limit` or `page`); without either, every course. */
export const CatalogListResponse = z.object({
  success: z.literal(true),
  data: z.array(CatalogItemSchema),
  paging: CatalogPagingSchema.optional(),
});
export type CatalogList = z.infer<typeof CatalogListResponse>;

/** Published courses per category id (a category with none is absent): student home's counts in one call. */
export const CategoryCountsResponse = z.object({ success: z.literal(true), data: z.record(z.string(), z.number().int()) });
export type CategoryCounts = z.infer<typeof CategoryCountsResponse>['data'];
export const CatalogDetailsResponse = z.object({ success: z.literal(true), data: PublicCourseSchema });

export const StudentIdParams = z.object({ studentId: z.string().max(100) });
export const PurchaseInfoParams = CourseIdParams.extend(StudentIdParams.shape);
export const PurchaseInfoResponse = z.object({ success: z.literal(true), data: z.boolean() });

/** My Courses item. `id` is the enrolment's id. */
export const BoughtCourseSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  courseImage: z.string(),
  instructorName: z.string(),
});
export type BoughtCourse = z.infer<typeof BoughtCourseSchema>;
export const BoughtCoursesResponse = z.object({ success: z.literal(true), data: z.array(BoughtCourseSchema) });
