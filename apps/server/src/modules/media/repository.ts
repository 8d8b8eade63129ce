import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { mediaUrl } from '@sewee/shared';
import type { DbOrTx } from '../../db/client';
import { courses, enrolments, lectureFiles, lectures, lectureSteps, media, mediaRenditions } from '../../db/schema';

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
export type RenditionRow = typeof mediaRenditions.$inferSelect;

/** Courses whose lectures (as their video, a step's photo or a file) or image use this media. */
const usedBy = (mediaId: string) =>
  or(
    eq(courses.image, mediaUrl(mediaId)),
    sql`exists (select 1 from ${lectures} where ${lectures.courseId} = ${courses.id} and ${lectures.mediaId} = ${mediaId})`,
    sql`exists (select 1 from ${lectureSteps} join ${lectures} on ${lectures.id} = ${lectureSteps.lectureId} where ${lectures.courseId} = ${courses.id} and ${lectureSteps.mediaId} = ${mediaId})`,
    sql`exists (select 1 from ${lectureFiles} join ${lectures} on ${lectures.id} = ${lectureFiles.lectureId} where ${lectures.courseId} = ${courses.id} and ${lectureFiles.mediaId} = ${mediaId})`,
  );

export const mediaRepo = {
  /** A video starts pending: its low-data ladder is made by a background job (ladder.ts). */
  insert: async (db: DbOrTx, row: NewMedia) =>
    (
      await db
        .insert(media)
        .values({ processingStatus: row.kind === 'video' ? 'pending' : null, ...row })
        .returning()
    )[0],
  findById: async (db: DbOrTx, id: string) => (await db.select().from(media).where(eq(media.id, id)).limit(1))[0],
  /** Locks the row for the rest of the transaction, so a delete and a course save cannot interleave. */
  findByIdForUpdate: async (db: DbOrTx, id: string) => (await db.select().from(media).where(eq(media.id, id)).for('update').limit(1))[0],
  findManyForUpdate: (db: DbOrTx, ids: string[]) =>
    ids.length ? db.select().from(media).where(inArray(media.id, ids)).for('update') : Promise.resolve([] as MediaRow[]),
  deleteById: (db: DbOrTx, id: string) => db.delete(media).where(eq(media.id, id)),
  /** A video's caption tracks become exactly `captions` (modules/captions; the row is locked by the caller). */
  setCaptions: (db: DbOrTx, id: string, captions: MediaRow['captions']) => db.update(media).set({ captions }).where(eq(media.id, id)),
  markDeleteRequested: (db: DbOrTx, id: string) =>
    db
      .update(media)
      .set({ deleteRequestedAt: sql`now()` })
      .where(eq(media.id, id)),

  /** Whether any saved course (other than `exceptCourseId`) uses the media as a lecture video or its image. */
  async isUsed(db: DbOrTx, mediaId: string, exceptCourseId?: string) {
    const rows = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(usedBy(mediaId), exceptCourseId ? sql`${courses.id} <> ${exceptCourseId}` : undefined))
      .limit(1);
    return rows.length > 0;
  },

  /** The lectures that use this media (as their video, a step's photo or a file), with their course's instructor and language. */
  lectureUses: (db: DbOrTx, mediaId: string) =>
    db
      .select({
        courseId: lectures.courseId,
        freePreview: lectures.freePreview,
        instructorId: courses.instructorId,
        primaryLanguage: courses.primaryLanguage,
      })
      .from(lectures)
      .innerJoin(courses, eq(courses.id, lectures.courseId))
      .where(
        or(
          eq(lectures.mediaId, mediaId),
          inArray(lectures.id, db.select({ id: lectureSteps.lectureId }).from(lectureSteps).where(eq(lectureSteps.mediaId, mediaId))),
          inArray(lectures.id, db.select({ id: lectureFiles.lectureId }).from(lectureFiles).where(eq(lectureFiles.mediaId, mediaId))),
        ),
      ),

  /**
   * The media row with, in the same query, whether some course shows it as its course image and the
   * name a lesson shows it under as a file (the first by course, oldest first, and position), so a
   * course image's fetch costs one query and a lesson file is downloaded under its lesson's name.
   */
  async access(db: DbOrTx, id: string) {
    const [found] = await db
      .select({
        row: media,
        // Written out with table names: Drizzle leaves columns unqualified in a one-table select.
        courseImage: sql<boolean>`exists (select 1 from courses where courses.image = ${mediaUrl(id)})`,
        fileName: sql<string | null>`(select lecture_files.name from lecture_files
          join lectures on lectures.id = lecture_files.lecture_id
          join courses on courses.id = lectures.course_id
          where lecture_files.media_id = media.id
          order by courses.created_at, courses.id, lectures.position, lecture_files.position limit 1)`,
      })
      .from(media)
      .where(eq(media.id, id))
      .limit(1);
    return found && { ...found, courseImage: Boolean(found.courseImage) };
  },

  async isEnrolledInAny(db: DbOrTx, userId: string, courseIds: string[]) {
    if (!courseIds.length) return false;
    const rows = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds)))
      .limit(1);
    return rows.length > 0;
  },

  /** Media rows among `ids` whose deletion was requested. */
  deleteRequested: (db: DbOrTx, ids: string[]) =>
    ids.length
      ? db
          .select()
          .from(media)
          .where(and(inArray(media.id, ids), isNotNull(media.deleteRequestedAt)))
      : Promise.resolve([] as MediaRow[]),
};

/** The low-data ladder of videos (ladder.ts): their processing state and their rungs. */
export const ladderRepo = {
  renditionsOf: async (db: DbOrTx, mediaIds: string[]) =>
    mediaIds.length
      ? db.select().from(mediaRenditions).where(inArray(mediaRenditions.mediaId, mediaIds)).orderBy(asc(mediaRenditions.position))
      : ([] as RenditionRow[]),
  /** The media rows, each with its rungs cheapest first (a row without rungs once, with null). */
  withRenditions: async (db: DbOrTx, mediaIds: string[]) =>
    mediaIds.length
      ? db
          .select({ media, rendition: mediaRenditions })
          .from(media)
          .leftJoin(mediaRenditions, eq(mediaRenditions.mediaId, media.id))
          .where(inArray(media.id, mediaIds))
          .orderBy(asc(mediaRenditions.position))
      : [],
  mediaRows: async (db: DbOrTx, ids: string[]) => (ids.length ? db.select().from(media).where(inArray(media.id, ids)) : ([] as MediaRow[])),
  setState: (
    db: DbOrTx,
    id: string,
    values: Partial<
      Pick<MediaRow, 'processingStatus' | 'processingPercent' | 'processingMessage' | 'durationSeconds' | 'av1Status' | 'av1Message'>
    >,
  ) => db.update(media).set(values).where(eq(media.id, id)),
  /**
   * A video's rungs of these codecs become exactly `rungs` (a ladder made again replaces the old
   * one; the AV1 job replaces only its own rungs, the H.264 ladder only its own).
   */
  replaceRenditions: async (db: DbOrTx, mediaId: string, codecs: RenditionRow['codec'][], rungs: RenditionRow[]) => {
    await db.delete(mediaRenditions).where(and(eq(mediaRenditions.mediaId, mediaId), inArray(mediaRenditions.codec, codecs)));
    if (rungs.length) await db.insert(mediaRenditions).values(rungs);
  },
  /** Videos whose ladder is still to be made (or whose making a stop interrupted). */
  unfinished: (db: DbOrTx) =>
    db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.kind, 'video'), inArray(media.processingStatus, ['pending', 'processing']))),
  /** Ready videos whose AV1 rungs are still to be made (or whose making a stop interrupted). */
  av1Unfinished: (db: DbOrTx) =>
    db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.kind, 'video'), eq(media.processingStatus, 'ready'), inArray(media.av1Status, ['pending', 'processing']))),
};
