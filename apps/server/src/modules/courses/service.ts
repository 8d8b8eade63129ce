import { msg } from '../../lib/messages';
import { mediaUrl, type ParsedCourseInput, type CourseStudent, type InstructorCourse, type InstructorCourseListItem } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, fieldsMessage, isUuid, notFound, type FieldProblem } from '../../lib/app-error';
import { NO_VIDEO_VIEW, type VideoView } from '../media/ladder';
import { createMediaService } from '../media/service';
import type { UserRow } from '../users/repository';
import { presentCourse, presentCourseFields, videoIdsOf } from './present';
import { coursesRepo, type CourseRow, type Curriculum } from './repository';
import { practiceRepo, type PieceRow } from '../practice/repository';
import { presentPiece, savePieces } from '../practice/service';

const MEDIA_URL_RE = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The media id inside a `/api/media/{id}` URL, if it is one. */
export const mediaIdOf = (url: string) => MEDIA_URL_RE.exec(url)?.[1]?.toLowerCase();

/** The instructor's view of their course: every video with where its processing stands, and who is enrolled. */
function present(
  course: CourseRow,
  curriculum: Curriculum,
  pieces: PieceRow[],
  students: CourseStudent[],
  videos: Map<string, VideoView>,
): InstructorCourse {
  const shown = presentCourse(course, curriculum, { studentCount: students.length, fullAccess: true, videos });
  return {
    ...shown,
    curriculum: shown.curriculum.map((l) =>
      l.kind === 'video' ? { ...l, processing: (videos.get(l.public_id) ?? NO_VIDEO_VIEW).processing } : l,
    ),
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
   * Every lecture video, step photo, lesson file and the image must be an upload that exists and is
   * of the right kind (a step photo: an image uploaded as one, with its small version; a lesson
   * file: a PDF or an image), made by this admin or already used by this course; media whose
   * deletion was requested cannot be newly added. Locks the media rows so a concurrent delete
   * waits for this save. `current.media`: every media id the saved course uses now.
   */
  async function checkMedia(tx: DbOrTx, admin: UserRow, input: ParsedCourseInput, current?: { course: CourseRow; media: string[] }) {
    const errors: FieldProblem[] = [];
    const inCourse = new Set(current?.media);
    const imageId = mediaIdOf(input.image);
    const wanted = input.curriculum.flatMap((l) => [
      ...(l.kind === 'video' ? [l.public_id] : l.kind === 'steps' ? l.steps.map((st) => st.image_public_id) : []),
      ...l.files.map((f) => f.public_id),
    ]);
    const ids = wanted.map((id) => id.toLowerCase()).filter(isUuid);
    const rows = new Map((await media.lockRows(tx, imageId ? [...ids, imageId] : ids)).map((r) => [r.id, r]));
    const usable = (sent: string, alreadyHere = inCourse.has(sent.toLowerCase())) => {
      const id = sent.toLowerCase();
      const row = isUuid(id) ? rows.get(id) : undefined;
      if (!row) return undefined;
      if (alreadyHere) return row;
      return row.uploaderId === admin.id && !row.deleteRequestedAt ? row : undefined;
    };

    input.curriculum.forEach((lecture, i) => {
      const number = i + 1;
      if (lecture.kind === 'video') {
        const row = usable(lecture.public_id);
        if (!row) errors.push({ path: `curriculum.${i}.public_id`, message: msg('courses.lectureVideoMissing', { number }) });
        else if (row.kind !== 'video')
          errors.push({ path: `curriculum.${i}.public_id`, message: msg('courses.lectureNotVideo', { number }) });
      } else if (lecture.kind === 'steps') {
        lecture.steps.forEach((st, j) => {
          const path = `curriculum.${i}.steps.${j}.image_public_id`;
          const row = usable(st.image_public_id);
          if (!row) errors.push({ path, message: msg('courses.stepPhotoMissing', { number, step: j + 1 }) });
          else if (row.kind !== 'image' || !row.variants.small)
            errors.push({ path, message: msg('courses.stepNotPhoto', { number, step: j + 1 }) });
        });
      }
      lecture.files.forEach((f, k) => {
        const path = `curriculum.${i}.files.${k}.public_id`;
        const row = usable(f.public_id);
        if (!row) errors.push({ path, message: msg('courses.fileMissing', { number, file: k + 1 }) });
        else if (row.kind !== 'file' && row.kind !== 'image')
          errors.push({ path, message: msg('courses.fileNotFile', { number, file: k + 1 }) });
      });
    });

    const imageRow = imageId ? usable(imageId, current?.course.image === mediaUrl(imageId)) : undefined;
    if (!imageId || !imageRow) errors.push({ path: 'image', message: msg('courses.imageMissing') });
    else if (imageRow.kind !== 'image') errors.push({ path: 'image', message: msg('courses.imageNotImage') });
    // A step photo stays under its lesson's rule; as the course image it would have to be public.
    else if (imageRow.variants.small) errors.push({ path: 'image', message: msg('courses.imageIsStepPhoto') });

    if (errors.length) throw badRequest(fieldsMessage(errors), errors);
    return imageId!;
  }

  /**
   * Writes one item of the curriculum at `position`: updates lecture `existingId` (keeping its id,
   * so progress survives) or inserts a new one; its steps and files become exactly those sent.
   */
  async function saveLecture(
    tx: DbOrTx,
    courseId: string,
    position: number,
    l: ParsedCourseInput['curriculum'][number],
    existingId?: string,
  ) {
    const videoId = l.kind === 'video' ? l.public_id.toLowerCase() : null;
    const values = {
      position,
      title: l.title,
      kind: l.kind,
      videoUrl: videoId ? mediaUrl(videoId) : null,
      mediaId: videoId,
      freePreview: l.freePreview,
      // The design and the options the instructor set (the schema checked both); null for the other kinds.
      pattern: l.kind === 'pattern' ? l.pattern : null,
    };
    const lectureId = existingId ?? (await coursesRepo.insertLecture(tx, { courseId, ...values })).id;
    if (existingId) await coursesRepo.updateLecture(tx, existingId, values);
    const steps =
      l.kind === 'steps' ? l.steps.map((st, j) => ({ position: j, text: st.text, mediaId: st.image_public_id.toLowerCase() })) : [];
    const files = l.files.map((f, k) => ({ position: k, name: f.name, mediaId: f.public_id.toLowerCase() }));
    if (existingId || steps.length || files.length)
      await coursesRepo.replaceLessonParts(tx, lectureId, steps, files, { fresh: !existingId });
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
    const [curriculum, pieces, students] = await Promise.all([
      coursesRepo.curriculumOf(db, course.id),
      practiceRepo.piecesOf(db, course.id),
      coursesRepo.studentsOf(db, [course.id]),
    ]);
    const videos = await ctx.videos.views(db, videoIdsOf(curriculum.lectures));
    return present(course, curriculum, pieces, students.get(course.id) ?? [], videos);
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
        for (const [position, l] of input.curriculum.entries()) await saveLecture(tx, row.id, position, l);
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
        const used = [...videoIdsOf(existing), ...(await coursesRepo.lessonMediaOf(tx, current.id))];
        const imageId = await checkMedia(tx, admin, input, { course: current, media: used });
        const byId = new Map(existing.map((l) => [l.id, l]));
        const kept = new Set<string>();
        for (const [position, l] of input.curriculum.entries()) {
          const id = l._id?.toLowerCase();
          const keep = id && byId.has(id) && !kept.has(id) ? id : undefined;
          if (keep) kept.add(keep);
          await saveLecture(tx, current.id, position, l, keep);
        }
        await coursesRepo.deleteLectures(
          tx,
          existing.filter((l) => !kept.has(l.id)).map((l) => l.id),
        );
        const photoKeys = await savePieces(tx, current.id, input.curriculum.length, input.practice, input.confirmPracticeRemoval);
        const row = await coursesRepo.update(tx, current.id, { ...landingValues(admin, input, imageId), updatedAt: new Date() });
        const oldImage = mediaIdOf(current.image);
        const candidates = [...used, ...(oldImage ? [oldImage] : [])];
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
        const used = [...videoIdsOf(lectures), ...(await coursesRepo.lessonMediaOf(tx, course.id))];
        await coursesRepo.deleteUnpaidOrders(tx, course.id);
        await coursesRepo.delete(tx, course.id);
        const image = mediaIdOf(course.image);
        return media.releaseUnused(tx, [...used, ...(image ? [image] : [])], { alsoUnrequested: true });
      });
      ctx.catalogueCache.invalidate();
      await media.removeFiles(releasedKeys);
    },
  };
}
