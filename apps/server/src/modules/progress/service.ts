import { msg } from '../../lib/messages';
import type {
  CourseProgressData,
  MarkLectureViewedInput,
  PurchasedProgress,
  ReplayProgressInput,
  ResetProgressInput,
  SavePositionInput,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { isForeignKeyViolation } from '../../db/errors';
import { forbidden, isUuid, notFound } from '../../lib/app-error';
import { RATE_RULES } from '../../platform/security/rate-limit';
import { presentCourse, videoIdsOf } from '../courses/present';
import { coursesRepo } from '../courses/repository';
import { issueIfComplete } from '../certificates/issue';
import { summarise } from './completion';
import { isActiveAdmin } from '../auth/session';
import type { UserRow } from '../users/repository';
import { presentEntry } from './present';
import { progressRepo } from './repository';
import { practiceRepo } from '../practice/repository';

type CourseAccess = NonNullable<Awaited<ReturnType<typeof progressRepo.findCourseAccess>>>;

const lectureNotInCourse = () => notFound('things.lecture');

export function createProgressService(ctx: AppContext) {
  const { db } = ctx;

  /** Bought it (an enrolment), or teaches it: the instructor may watch their own course. */
  const hasAccess = (a: CourseAccess, userId: string) => a.enrolled || a.course.instructorId === userId;

  async function courseAccess(userId: string, courseId: string, lectureId?: string): Promise<CourseAccess> {
    if (!isUuid(courseId)) throw notFound('things.course');
    // A malformed lecture id names no lecture; it is never sent to the database.
    const access = await progressRepo.findCourseAccess(db, courseId, userId, lectureId && isUuid(lectureId) ? lectureId : undefined);
    if (!access) throw notFound('things.course');
    return access;
  }

  /** Own progress only for writes, admins included. */
  function assertSelf(viewer: UserRow, userId: string) {
    if (viewer.id !== userId) throw forbidden(msg('progress.ownWrite'));
  }

  /** Access to the course and, for lecture calls, a lecture of it. */
  async function writableLecture(viewer: UserRow, input: { userId: string; courseId: string; lectureId: string }) {
    assertSelf(viewer, input.userId);
    const access = await courseAccess(input.userId, input.courseId, input.lectureId);
    if (!hasAccess(access, input.userId)) throw forbidden(msg('progress.notBought'));
    if (!access.lectureInCourse) throw lectureNotInCourse();
    return access;
  }

  async function fullProgress(access: CourseAccess, userId: string): Promise<PurchasedProgress> {
    const [curriculum, entries, practice] = await Promise.all([
      coursesRepo.curriculumOf(db, access.course.id),
      progressRepo.listEntries(db, userId, access.course.id),
      practiceRepo.standings(db, userId, access.course.id),
    ]);
    const { completed, completionDate, progress } = summarise(curriculum.lectures, entries, practice);
    const videos = await ctx.videos.views(db, videoIdsOf(curriculum.lectures));
    return {
      isPurchased: true,
      completed,
      completionDate: completionDate ? completionDate.toISOString() : null,
      courseDetails: presentCourse(access.course, curriculum, { studentCount: access.studentCount, fullAccess: true, videos }),
      progress: progress.map(presentEntry),
      practice: practice.map((p) => ({ pieceId: p.pieceId, required: p.required, status: p.status })),
    };
  }

  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (isForeignKeyViolation(e)) throw lectureNotInCourse();
      throw e;
    }
  }

  /** The progress after a write; the write that completes the course issues its certificate. */
  async function completedProgress(access: CourseAccess, userId: string, courseId: string): Promise<PurchasedProgress> {
    const progress = await fullProgress(access, userId);
    // The mark that completes the course issues its certificate, which then stays if lectures are added.
    // The mark is saved either way: a certificate that could not be made now is made when the student asks for it.
    if (progress.completed) {
      await issueIfComplete(db, userId, courseId, {
        completed: true,
        completionDate: progress.completionDate ? new Date(progress.completionDate) : null,
      }).catch((err: unknown) => ctx.log.error({ err, courseId }, 'certificate not issued on completion; it is issued when asked for'));
    }
    return progress;
  }

  return {
    /**
     * The course-progress page's data. Someone without access gets `{ isPurchased: false }` only.
     * A student reads their own; an admin may read anyone's (support), never change it.
     */
    async get(viewer: UserRow, userId: string, courseId: string): Promise<CourseProgressData> {
      if (viewer.id !== userId && !isActiveAdmin(viewer)) throw forbidden(msg('progress.ownRead'));
      if (!isUuid(userId)) throw notFound('things.user');
      const access = await courseAccess(userId, courseId);
      if (!hasAccess(access, userId)) return { isPurchased: false };
      return fullProgress(access, userId);
    },

    /** Records that the lecture was watched to the end (and issues the certificate when that completes the course). Repeats change nothing. */
    async markViewed(viewer: UserRow, input: MarkLectureViewedInput): Promise<PurchasedProgress> {
      const access = await writableLecture(viewer, input);
      await write(() => progressRepo.markViewed(db, input.userId, input.courseId, input.lectureId));
      return completedProgress(access, input.userId, input.courseId);
    },

    /**
     * The marks and positions made offline in one course (docs/decisions/028-lectures-offline.md),
     * applied idempotently: a mark made twice is harmless, the furthest position is kept, and a lecture
     * no longer in the course (removed since, or never in it) is skipped and named in `ignored`. The
     * completion rule is the one every mark uses (summarise), and completing the course issues its
     * certificate as a mark does.
     */
    async replay(viewer: UserRow, input: ReplayProgressInput): Promise<{ progress: PurchasedProgress; ignored: string[] }> {
      // The session's user only (the body names none: ReplayProgressSchema).
      const userId = viewer.id;
      await ctx.limiter.hit(RATE_RULES.replayAccount, userId);
      const access = await courseAccess(userId, input.courseId);
      if (!hasAccess(access, userId)) throw forbidden(msg('progress.notBought'));
      const current = new Set((await coursesRepo.lecturesOf(db, access.course.id)).map((l) => l.id));
      const ignored = new Set<string>();
      // Collapsed per lecture first, so 500 events on one lecture are one write, not 1,000.
      const seen = new Map<string, { viewed: boolean; positionSeconds: number; step: number }>();
      for (const event of input.events) {
        if (!current.has(event.lectureId)) {
          ignored.add(event.lectureId);
          continue;
        }
        const was = seen.get(event.lectureId) ?? { viewed: false, positionSeconds: 0, step: 0 };
        seen.set(event.lectureId, {
          viewed: was.viewed || event.viewed === true,
          positionSeconds: Math.max(was.positionSeconds, event.positionSeconds ?? 0),
          step: Math.max(was.step, event.step ?? 0),
        });
      }
      for (const [lectureId, lecture] of seen) {
        try {
          await progressRepo.replayLecture(db, userId, input.courseId, lectureId, lecture);
        } catch (e) {
          // Removed while we replay: ignored like one removed before.
          if (!isForeignKeyViolation(e)) throw e;
          ignored.add(lectureId);
        }
      }
      return { progress: await completedProgress(access, userId, input.courseId), ignored: [...ignored] };
    },

    /** Clears the user's progress in the course ("Rewatch Course"); fine when there is none. */
    async reset(viewer: UserRow, input: ResetProgressInput): Promise<PurchasedProgress> {
      assertSelf(viewer, input.userId);
      const access = await courseAccess(input.userId, input.courseId);
      if (!hasAccess(access, input.userId)) throw forbidden(msg('progress.notBought'));
      await progressRepo.reset(db, input.userId, input.courseId);
      return fullProgress(access, input.userId);
    },

    /**
     * Saves where a lecture stopped, for resuming there: a video's playback position and/or the
     * step a step lesson reached (what is not sent stays as it was).
     */
    async savePosition(viewer: UserRow, input: SavePositionInput) {
      await writableLecture(viewer, input);
      const entry = await write(() =>
        progressRepo.savePosition(db, input.userId, input.courseId, input.lectureId, {
          positionSeconds: input.positionSeconds,
          step: input.step,
        }),
      );
      return presentEntry(entry);
    },
  };
}
