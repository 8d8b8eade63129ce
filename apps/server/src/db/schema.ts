import {
  APPLICATION_STATUSES,
  LOCALES,
  MEASUREMENT_UNITS,
  ORDER_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
  type MeasurementName,
  type PatternSpec,
} from '@sewee/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldForSearch } from './search-fold';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One caption track of a video, as media.captions keeps it. */
export interface StoredCaption {
  lang: string;
  source: 'instructor' | 'automatic';
  bytes: number;
  /** Its file name in storage, `<lang>.<version>.vtt`. */
  file: string;
}

/** One stored version of a picture beside a media row's own file (media.variants). */
export interface StoredVariant {
  key: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * The other versions of an upload, each a JPEG in storage: `small`, a step photo's Data saver
 * version (its presence is what makes an image a step photo); `preview`, the picture of a lesson
 * file (a PDF's first page, or a small copy of an image).
 */
export interface MediaVariants {
  small?: StoredVariant;
  preview?: StoredVariant;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased before it is stored, so uniqueness is case-insensitive. */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    dob: date('dob', { mode: 'string' }),
    country: text('country'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    lastLogin: ts('last_login'),
    /** Data saver: null until the user chooses; the web app then follows the browser's hints. */
    dataSaver: boolean('data_saver'),
    /** The language the account reads Sewee in: its pages, messages and e-mails. Null: the device's choice. */
    language: text('language', { enum: LOCALES }),
  },
  (t) => [
    // The applications table's and the reach summary's country filter and grouping.
    index('users_country_idx').on(t.country),
    index('users_created_idx').on(t.createdAt),
  ],
);

/**
 * Server-side sessions. `kind` separates sign-in sessions from the short-lived pending-verification
 * ticket; `signup_decoy` is the ticket a sign-up with a taken address gets (user_id is the address's
 * owner, whom it never acts for: see Verifying in modules/auth/service.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['session', 'pending_verification', 'signup_decoy'] })
      .notNull()
      .default('session'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time secrets: e-mail verification codes and password-reset tokens, stored hashed. A
 * `signup_decoy` row is a decoy ticket's code state (expiry, tries): it has no code, so its
 * token_hash is the ticket's own hash, which is how it is found.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'signup_decoy'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose), index('one_time_tokens_hash_idx').on(t.tokenHash)],
);

/** Fixed-window counters for rate limits; shared by every app process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Outgoing mail is a job recorded before it is sent, so a restart loses none. */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: id(),
    to: text('to').notNull(),
    /** Which mail to build at send time; the row holds no body, so no code or link rests here. */
    template: text('template', {
      enum: [
        'verify_email',
        'reset_password',
        'signup_notice',
        'contact',
        'contact_ack',
        'refund',
        'application_decision',
        'account_decision',
        'receipt',
        'practice_review',
        'seat_offered',
      ],
    }).notNull(),
    language: text('language').notNull().default('en'),
    /** The account the mail is about, when there is one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Another row the template reads (the contact message, the refunded order). */
    refId: uuid('ref_id'),
    /** skipped: nothing to send when it was built (no such account, already verified). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A worker holds the job until then; another process may take it after. */
    lockedUntil: ts('locked_until'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_jobs_status_idx').on(t.status)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company'),
  subject: text('subject'),
  message: text('message'),
  createdAt: createdAt(),
});

/** Uploaded files. `id` is the opaque public_id; the storage key never leaves the server. */
export const media = pgTable(
  'media',
  {
    id: id(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'file': a lesson file that is not a picture (a PDF). */
    kind: text('kind', { enum: ['image', 'video', 'file'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
    /** The name the upload arrived with (a lesson file is downloaded under it); null for older rows. */
    originalName: text('original_name'),
    /** A stored picture's size in pixels (images); null for videos, files and older rows. */
    width: integer('width'),
    height: integer('height'),
    /** Its other stored versions (MediaVariants); removed with the row. */
    variants: jsonb('variants').$type<MediaVariants>().notNull().default({}),
    /** Set when its uploader deleted it while a saved course still used it. */
    deleteRequestedAt: ts('delete_requested_at'),
    /**
     * Videos only: where its low-data ladder stands (modules/media/ladder.ts). 'unavailable' is never
     * stored: it is how a pending video is shown while this server has no ffmpeg.
     */
    processingStatus: text('processing_status', { enum: ['pending', 'processing', 'ready', 'failed'] }),
    processingPercent: integer('processing_percent').notNull().default(0),
    processingMessage: text('processing_message'),
    /** The source's length, from ffprobe; set with the ladder. */
    durationSeconds: real('duration_seconds'),
    /**
     * Videos only: where its AV1 and Opus rungs stand (a second job after the ladder is
     * ready). null: not queued yet (the ladder is not ready). A failure is a warning: the ladder plays.
     */
    av1Status: text('av1_status', { enum: ['pending', 'processing', 'ready', 'failed'] }),
    av1Message: text('av1_message'),
    /**
     * Videos only: its caption tracks, one per language (modules/captions). Each file is
     * WebVTT in storage under captionKey(id, file); `file` changes with every save, so a URL never
     * serves two contents.
     */
    captions: jsonb('captions').$type<StoredCaption[]>().notNull().default([]),
  },
  (t) => [
    index('media_uploader_idx').on(t.uploaderId),
    index('media_processing_idx')
      .on(t.processingStatus)
      .where(sql`${t.processingStatus} in ('pending', 'processing')`),
  ],
);

/**
 * One rung of a video's ladder: an fMP4 file and its byte-range playlist, stored under
 * `ladders/<id prefix>/<media id>/<name>.mp4|.m3u8` beside the master playlist (ladderKey()).
 */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** 'audio', '240p', ... (a small source's own height, e.g. '200p'). */
    name: text('name').notNull(),
    /** Cheapest first. */
    position: integer('position').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Peak bits per second over its segments (the master playlist's BANDWIDTH). */
    bandwidth: integer('bandwidth').notNull(),
    /** The rung's media file plus its playlist: what a full download costs. */
    bytes: integer('bytes').notNull(),
    codecs: text('codecs').notNull(),
    /** The picture's codec, or the sound's for an audio-only rung: 'h264', 'aac' (the ladder), 'av1', 'opus'. */
    codec: text('codec', { enum: ['h264', 'aac', 'av1', 'opus'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.name] })],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id),
    instructorName: text('instructor_name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    primaryLanguage: text('primary_language').notNull(),
    description: text('description').notNull(),
    pricingCents: integer('pricing_cents').notNull(),
    objectives: text('objectives').notNull(),
    welcomeMessage: text('welcome_message').notNull(),
    image: text('image').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Title, subtitle and instructor name folded for the catalogue's `q` (db/search-fold.ts); kept by the database. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => foldForSearch(sql.raw(`"title" || ' ' || "subtitle" || ' ' || "instructor_name"`))),
  },
  (t) => [
    index('courses_instructor_idx').on(t.instructorId),
    index('courses_published_price_idx').on(t.isPublished, t.pricingCents),
    // Catalogue filters: PostgreSQL combines these (bitmap AND/OR) for any mix of groups (docs/performance.md).
    index('courses_published_category_idx')
      .on(t.category)
      .where(sql`${t.isPublished}`),
    index('courses_published_level_idx')
      .on(t.level)
      .where(sql`${t.isPublished}`),
    index('courses_published_language_idx')
      .on(t.primaryLanguage)
      .where(sql`${t.isPublished}`),
  ],
);

export const lectures = pgTable(
  'lectures',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /**
     * 'video': a lecture playing `media_id`; 'steps': a step lesson (lecture_steps), with no video;
     * 'pattern': a pattern lesson (`pattern`, docs/decisions/039-patterns.md), with no video.
     */
    kind: text('kind', { enum: ['video', 'steps', 'pattern'] })
      .notNull()
      .default('video'),
    videoUrl: text('video_url'),
    mediaId: uuid('media_id'),
    freePreview: boolean('free_preview').notNull().default(false),
    /** A pattern lesson's design and the instructor's options; set exactly for kind 'pattern'. */
    pattern: jsonb('pattern').$type<PatternSpec>(),
  },
  (t) => [
    index('lectures_course_idx').on(t.courseId, t.position),
    index('lectures_media_idx').on(t.mediaId),
    check('lectures_video_has_media', sql`${t.kind} <> 'video' OR (${t.videoUrl} IS NOT NULL AND ${t.mediaId} IS NOT NULL)`),
    check('lectures_pattern_spec', sql`(${t.kind} = 'pattern') = (${t.pattern} IS NOT NULL)`),
  ],
);

/** The steps of a step lesson, in order: a photo (a media image with a `small` variant) and a line of text. */
export const lectureSteps = pgTable(
  'lecture_steps',
  {
    id: id(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    mediaId: uuid('media_id').notNull(),
  },
  (t) => [index('lecture_steps_lecture_idx').on(t.lectureId, t.position), index('lecture_steps_media_idx').on(t.mediaId)],
);

/** The files attached to a lesson (either kind), in order: a PDF or a picture, under the name students see. */
export const lectureFiles = pgTable(
  'lecture_files',
  {
    id: id(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    mediaId: uuid('media_id').notNull(),
  },
  (t) => [index('lecture_files_lecture_idx').on(t.lectureId, t.position), index('lecture_files_media_idx').on(t.mediaId)],
);

/**
 * Scholarship intakes (docs/decisions/031-scholarship-intakes.md): a dated round of applications to one
 * course, with funded seats. Intakes of one course never overlap (the service checks it under a lock on
 * the course's intakes).
 */
export const intakes = pgTable(
  'intakes',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    seats: integer('seats').notNull(),
    waiverPercent: integer('waiver_percent').notNull().default(0),
    enrolWithinDays: integer('enrol_within_days').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('intakes_course_idx').on(t.courseId, t.opensAt)],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /** The intake it was made in; null for a course without intakes. */
    intakeId: uuid('intake_id').references(() => intakes.id),
    /** When it joined its intake's waitlist: the waitlist's order (ties by id). */
    waitlistedAt: ts('waitlisted_at'),
    /** Admitted in an intake: the seat is lost unless the student enrols by then. */
    enrolBy: ts('enrol_by'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The admin's message to the student with the last decision (shown in My applications and mailed); null when none. */
    message: text('message'),
  },
  (t) => [
    uniqueIndex('applications_student_course_uq').on(t.studentId, t.courseId),
    // The admin table at 100,000 rows: newest first, by status or by course, paged.
    // Each ends with (created_at, id), the table's order (newest first is a backward scan of it).
    index('applications_course_idx').on(t.courseId, t.createdAt, t.id),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_status_created_idx').on(t.status, t.createdAt, t.id),
    index('applications_intake_status_idx').on(t.intakeId, t.status, t.waitlistedAt),
    index('applications_enrol_by_idx')
      .on(t.enrolBy)
      .where(sql`${t.status} = 'approved' and ${t.enrolBy} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** What the student pays: the course price less the waiver. */
    amountCents: integer('amount_cents').notNull(),
    /** The fee waived by a scholarship: the full price is amount + waiver. */
    waiverCents: integer('waiver_cents').notNull().default(0),
    /** The intake whose scholarship waived it, when one did. */
    intakeId: uuid('intake_id').references(() => intakes.id),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull().unique(),
    /** The order state machine (docs/enrolment.md, "Payments that settle late"): pending -> (processing) -> paid | failed | abandoned. */
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The provider's last word on the payment; `processing`: under way (mobile money, a transfer), not settled yet. */
    paymentStatus: text('payment_status', { enum: ['initiated', 'processing', 'success', 'failed', 'abandoned'] })
      .notNull()
      .default('initiated'),
    /** When payment_status last changed (the sandbox's "Pay later" settles a set time after it). */
    paymentUpdatedAt: ts('payment_updated_at'),
    /** When the re-check job next asks the provider about this order; null once nothing more can come (paid, failed, abandoned). */
    nextCheckAt: ts('next_check_at'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    /** Set on a paid order that enrolled nobody (docs/enrolment.md, "Payments to refund"). */
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_open_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('orders_refund_idx')
      .on(t.paidAt)
      .where(sql`${t.refundReason} is not null`),
    // One scholarship enrolment per student and course: a double press (two tabs) makes one order.
    uniqueIndex('orders_scholarship_once_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.provider} = 'scholarship'`),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
    /**
     * When the student first completed the course (docs/decisions/036-completion-kept.md): kept when
     * they rewatch it (reset progress) or lectures are added, so the certificate and every count agree.
     */
    completedAt: ts('completed_at'),
  },
  (t) => [uniqueIndex('enrolments_user_course_uq').on(t.userId, t.courseId), index('enrolments_course_idx').on(t.courseId)],
);

/** One progress record per user and course. */
export const courseProgress = pgTable(
  'course_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_progress_user_course_uq').on(t.userId, t.courseId)],
);

/** Per-lecture progress entries: viewed flag and the saved playback position for resuming. */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    progressId: uuid('progress_id')
      .notNull()
      .references(() => courseProgress.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    viewed: boolean('viewed').notNull().default(false),
    viewedAt: ts('viewed_at'),
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** The step a step lesson reached (0-based); 0 for videos. */
    step: integer('step').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.progressId, t.lectureId] })],
);

/**
 * Certificates of completion (docs/decisions/026-certificates.md): one per student and course, issued
 * when the course became complete and kept whatever happens to the course later, so it records what it
 * certifies (the student's name, the course title, the instructor's name, the completion date) as they
 * were then. `code` is the short public code the verification page and the QR code carry. `student_id`
 * and `course_id` are set null if the account or course is deleted: the certificate stays verifiable.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull().unique(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    completedAt: ts('completed_at').notNull(),
    issuedAt: createdAt(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('certificates_student_course_uq').on(t.studentId, t.courseId), index('certificates_course_idx').on(t.courseId)],
);

/**
 * Practice pieces (docs/decisions/032-practice-pieces.md): a piece of work the student makes,
 * photographs and sends for an instructor's review. A course's curriculum holds lectures and pieces in
 * one order: a piece sits after `after_lecture` lectures (0 = before the first); pieces at the same
 * place keep `position`.
 */
export const practicePieces = pgTable(
  'practice_pieces',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    afterLecture: integer('after_lecture').notNull(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull(),
    /** How many photos a round needs (1-5). */
    photos: integer('photos').notNull(),
    /** Whether the course is complete only once this piece is passed. */
    required: boolean('required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('practice_pieces_course_idx').on(t.courseId, t.position)],
);

/** One round of a student's photos of a piece, and its review. */
export const practiceSubmissions = pgTable(
  'practice_submissions',
  {
    id: id(),
    pieceId: uuid('piece_id')
      .notNull()
      .references(() => practicePieces.id, { onDelete: 'cascade' }),
    /** The piece's course, kept here so the review queue filters by course without a join. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    status: text('status', { enum: ['waiting', 'passed', 'needs_work'] })
      .notNull()
      .default('waiting'),
    comment: text('comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('practice_submissions_round_uq').on(t.pieceId, t.studentId, t.round),
    // At most one round waits for review per student and piece: a second one is a conflict (409).
    uniqueIndex('practice_submissions_waiting_uq')
      .on(t.pieceId, t.studentId)
      .where(sql`${t.status} = 'waiting'`),
    index('practice_submissions_student_idx').on(t.studentId, t.courseId),
    // The review queue: oldest first, by status (and course).
    index('practice_submissions_queue_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** A photo of a round: re-encoded on the server (no metadata) and kept through the storage interface. */
export const practicePhotos = pgTable(
  'practice_photos',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => practiceSubmissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('practice_photos_submission_idx').on(t.submissionId, t.position)],
);

/**
 * A person's own body measurements for drafting patterns (docs/decisions/039-patterns.md): in
 * millimetres (shoulder slope in degrees) by FreeSewing name, with the units they enter them in.
 * Private: only the account itself reads or changes this row; it goes with the account.
 */
export const measurements = pgTable('measurements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  units: text('units', { enum: MEASUREMENT_UNITS }).notNull().default('cm'),
  values: jsonb('values').$type<Partial<Record<MeasurementName, number>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schema = {
  users,
  measurements,
  sessions,
  oneTimeTokens,
  rateLimits,
  mailJobs,
  contactMessages,
  media,
  mediaRenditions,
  courses,
  lectures,
  lectureSteps,
  lectureFiles,
  intakes,
  applications,
  orders,
  enrolments,
  courseProgress,
  lectureProgress,
  certificates,
  practicePieces,
  practiceSubmissions,
  practicePhotos,
};
