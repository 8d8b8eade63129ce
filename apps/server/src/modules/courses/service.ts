import { msg } from '../../lib/messages';
import { mediaUrl, type ParsedCourseInput, type CourseStudent, type InstructorCourse, type InstructorCourseListItem } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, fieldsMessage, isUuid, notFound, type FieldProblem } from '../../lib/app-error';
import { NO_VIDEO_VIEW, type VideoView } from '../media/ladder';
import { createMediaService } from '../media/service';
import type { UserRow } from '../users/repository';
import { presentCourse, presentCourseFields } from './present';
import { coursesRepo, type CourseRow, type LectureRow } from './repository';
import { practiceRepo, type PieceRow } from '../practice/repository';
import { presentPiece, savePieces } from '../practice/service';

const MEDIA_URL_RE = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The media id inside a `/api/media/{id}` URL, if it is one. */
export const mediaIdOf = (url: string) => MEDIA_URL_RE.exec(url)?.[1]?.toLowerCase();

/** The instructor's view of their course: every video with where its processing stands, and who is enrolled. */
function present(
  course: CourseRow,
  lectures: LectureRow[],
  pieces: PieceRow[],
  students: CourseStudent[],
  videos: Map<string, VideoView>,
): InstructorCourse {
  const shown = presentCourse(course, lectures, { studentCount: students.length, fullAccess: true, videos });
  return {
    ...shown,
    curriculum: shown.curriculum.map((l, i) => ({ ...l, processing: (videos.get(lectures[i]!.mediaId) ?? NO_VIDEO_VIEW).processing })),
    practice: pieces.map(presentPiece),
    students,
  };
}

/** The columns a course payload sets; identity, dates and the published flag never come from it. */
function landingValues(admin: UserRow, input: ParsedCourseInput, imageId: string) {
  return {
    instructorName: admin.name,
    title: input.title,
    subtitle: input.subtitle,
    category: input.category,
    level: input.level,
    primaryLanguage: input.primaryLanguage,
    description: input.description,
    pricingCents: Math.round(input.pricing * 100),
    objectives: input.objectives,
    welcomeMessage: input.welcomeMessage,
    image: mediaUrl(imageId),
    // Submitting publishes (the specification sets isPublised true on submit).
    isPublished: true,
  };
}

export function createCoursesService(ctx: AppContext) {
  const { db } = ctx;
  const media = createMediaService(ctx);

  /**
   * Every lecture video and the image must be an upload that exists and is of the right kind,
   * made by this admin or already used by this course; media whose deletion was requested cannot
   * be newly added. Locks the media rows so a concurrent delete waits for this save.
   */
  async function checkMedia(tx: DbOrTx, admin: UserRow, input: ParsedCourseInput, current?: { course: CourseRow; lectures: LectureRow[] }) {
    const errors: FieldProblem[] = [];
    const inCourse = new Set(current?.lectures.map((l) => l.mediaId));
    const imageId = mediaIdOf(input.image);
    const ids = input.curriculum.map((l) => l.public_id.toLowerCase()).filter(isUuid);
    const rows = new Map((await media.lockRows(tx, imageId ? [...ids, imageId] : ids)).map((r) => [r.id, r]));
    const usable = (id: string, alreadyHere: boolean) => {
      const row = rows.get(id);
      if (!row) return undefined;
      if (alreadyHere) return row;
      return row.uploaderId === admin.id && !row.deleteRequestedAt ? row : undefined;
    };

    input.curriculum.forEach((lecture, i) => {
      const id = lecture.public_id.toLowerCase();
      const row = isUuid(id) ? usable(id, inCourse.has(id)) : undefined;
      if (!row) errors.push({ path: `curriculum.${i}.public_id`, message: msg('courses.lectureVideoMissing', { number: i + 1 }) });
      else if (row.kind !== 'video')
        errors.push({ path: `curriculum.${i}.public_id`, message: msg('courses.lectureNotVideo', { number: i + 1 }) });
    });

    const imageRow = imageId ? usable(imageId, current?.course.image === mediaUrl(imageId)) : undefined;
    if (!imageId || !imageRow) errors.push({ path: 'image', message: msg('courses.imageMissing') });
    else if (imageRow.kind !== 'image') errors.push({ path: 'image', message: msg('courses.imageNotImage') });

    if (errors.length) throw badRequest(fieldsMessage(errors), errors);
    return imageId!;
  }

  /** The course, when `admin` is its instructor (404 for malformed or unknown ids, 403 for someone else's). */
  async function ownCourse(tx: DbOrTx, admin: UserRow, courseId: string, lock = false) {
    if (!isUuid(courseId)) throw notFound('things.course');
    const course = lock ? await coursesRepo.findByIdForUpdate(tx, courseId) : await coursesRepo.findById(tx, courseId);
    if (!course) throw notFound('things.course');
    if (course.instructorId !== admin.id) throw new AppError('FORBIDDEN', msg('courses.instructorOnly'));
    return course;
  }

  async function load(course: CourseRow) {
    const [lectures, pieces, students] = await Promise.all([
      coursesRepo.lecturesOf(db, course.id),
      practiceRepo.piecesOf(db, course.id),
      coursesRepo.studentsOf(db, [course.id]),
    ]);
    const videos = await ctx.videos.views(
      db,
      lectures.map((l) => l.mediaId),
    );
    return present(course, lectures, pieces, students.get(course.id) ?? [], videos);
  }

  return {
    /** The signed-in instructor's own courses, newest first. */
    async listOwn(admin: UserRow): Promise<InstructorCourseListItem[]> {
      const rows = await coursesRepo.listByInstructor(db, admin.id);
      const ids = rows.map((c) => c.id);
      const [students, counts] = await Promise.all([coursesRepo.studentsOf(db, ids), coursesRepo.lectureCounts(db, ids)]);
      return rows.map((c) => {
        const enrolled = students.get(c.id) ?? [];
        // eslint-disable-next-line @typescript-eslint/no-unused-vars
        const { description, objectives, welcomeMessage, ...item } = presentCourseFields(c, enrolled.length);
        return { ...item, students: enrolled, lectureCount: counts.get(c.id) ?? 0 };
      });
    },

    async details(admin: UserRow, courseId: string) {
      return load(await ownCourse(db, admin, courseId));
    },

    async create(admin: UserRow, input: ParsedCourseInput) {
      const course = await db.transaction(async (tx) => {
        const imageId = await checkMedia(tx, admin, input);
        const row = await coursesRepo.insert(tx, { instructorId: admin.id, ...landingValues(admin, input, imageId) });
        for (const [position, l] of input.curriculum.entries()) {
          const mediaId = l.public_id.toLowerCase();
          await coursesRepo.insertLecture(tx, {
            courseId: row.id,
            position,
            title: l.title,
            videoUrl: mediaUrl(mediaId),
            mediaId,
            freePreview: l.freePreview,
          });
        }
        await savePieces(tx, row.id, input.curriculum.length, input.practice ?? []);
        return row;
      });
      ctx.catalogueCache.invalidate();
      return load(course);
    },

    /**
     * Saves the whole course. A lecture sent with the `_id` of one of this course's lectures updates
     * that lecture (so enrolments and progress survive edits); one without is added; lectures not
     * sent are removed. Media the course stopped using is removed if its deletion was requested.
     */
    async update(admin: UserRow, courseId: string, input: ParsedCourseInput) {
      const { course, releasedKeys } = await db.transaction(async (tx) => {
        const current = await ownCourse(tx, admin, courseId, true);
        const existing = await coursesRepo.lecturesOf(tx, current.id);
        const imageId = await checkMedia(tx, admin, input, { course: current, lectures: existing });
        const byId = new Map(existing.map((l) => [l.id, l]));
        const kept = new Set<string>();
        for (const [position, l] of input.curriculum.entries()) {
          const mediaId = l.public_id.toLowerCase();
          const values = { position, title: l.title, videoUrl: mediaUrl(mediaId), mediaId, freePreview: l.freePreview };
          const id = l._id?.toLowerCase();
          if (id && byId.has(id) && !kept.has(id)) {
            kept.add(id);
            await coursesRepo.updateLecture(tx, id, values);
          } else {
            await coursesRepo.insertLecture(tx, { courseId: current.id, ...values });
          }
        }
        await coursesRepo.deleteLectures(
          tx,
          existing.filter((l) => !kept.has(l.id)).map((l) => l.id),
        );
        const photoKeys = await savePieces(tx, current.id, input.curriculum.length, input.practice, input.confirmPracticeRemoval);
        const row = await coursesRepo.update(tx, current.id, { ...landingValues(admin, input, imageId), updatedAt: new Date() });
        const oldImage = mediaIdOf(current.image);
        const candidates = [...existing.map((l) => l.mediaId), ...(oldImage ? [oldImage] : [])];
        return { course: row, releasedKeys: [...(await media.releaseUnused(tx, candidates)), ...photoKeys] };
      });
      ctx.catalogueCache.invalidate();
      await media.removeFiles(releasedKeys);
      return load(course);
    },

    /** Deletes a course nobody is enrolled in, with the media only it used. */
    async remove(admin: UserRow, courseId: string) {
      const releasedKeys = await db.transaction(async (tx) => {
        const course = await ownCourse(tx, admin, courseId, true);
        const enrolled = await coursesRepo.countEnrolments(tx, course.id);
        if (enrolled > 0) {
          throw new AppError('CONFLICT', msg('courses.enrolled', { count: enrolled }));
        }
        const lectures = await coursesRepo.lecturesOf(tx, course.id);
        await coursesRepo.deleteUnpaidOrders(tx, course.id);
        await coursesRepo.delete(tx, course.id);
        const image = mediaIdOf(course.image);
        return media.releaseUnused(tx, [...lectures.map((l) => l.mediaId), ...(image ? [image] : [])], { alsoUnrequested: true });
      });
      ctx.catalogueCache.invalidate();
      await media.removeFiles(releasedKeys);
    },
  };
}
