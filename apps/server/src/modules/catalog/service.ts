import type { CatalogItem, CatalogQuery, PublicCourse } from '@sewee/shared';
import type { AppContext } from '../../context';
import { isUuid, notFound } from '../../lib/app-error';
import { applicationsRepo } from '../applications/repository';
import { presentCourse, presentCourseFields } from '../courses/present';
import { coursesRepo } from '../courses/repository';
import { ordersRepo } from '../orders/repository';
import { isActiveAdmin } from '../auth/session';
import type { UserRow } from '../users/repository';
import { catalogRepo } from './repository';
import { intakesRepo } from '../intakes/repository';
import { createIntakesService } from '../intakes/service';

/** The student-side course catalogue: public browsing, purchases and My Courses. */
export function createCatalogService(ctx: AppContext) {
  const { db } = ctx;
  const intakes = createIntakesService(ctx);
  return {
    async list(q: CatalogQuery): Promise<CatalogItem[]> {
      const rows = await catalogRepo.listPublished(db, q);
      return rows.map((r) => ({ ...presentCourseFields(r.course, r.studentCount), lectureCount: r.lectureCount }));
    },

    /** A published course; the caller (if any) decides which videos are shown. */
    async details(viewer: UserRow | null, courseId: string): Promise<PublicCourse> {
      if (!isUuid(courseId)) throw notFound('That course');
      const row = await catalogRepo.findWithStudentCount(db, courseId);
      if (!row || !row.course.isPublished) throw notFound('That course');
      const [lectures, isPurchased, application, intake] = await Promise.all([
        coursesRepo.lecturesOf(db, courseId),
        viewer ? ordersRepo.isEnrolled(db, viewer.id, courseId) : false,
        viewer ? applicationsRepo.find(db, viewer.id, courseId) : undefined,
        intakes.publicFor(courseId),
      ]);
      // The caller's own intake (issue 23): its waiver, their waitlist place or enrol deadline.
      const own = application?.intakeId ? await intakesRepo.findById(db, application.intakeId) : undefined;
      const position = application?.status === 'waitlisted' ? await intakesRepo.position(db, application) : undefined;
      // Every active admin may watch every course, its instructor included.
      const fullAccess = isPurchased || isActiveAdmin(viewer);
      const videos = await ctx.videos.views(
        db,
        lectures.map((l) => l.mediaId),
      );
      return {
        ...presentCourse(row.course, lectures, { studentCount: row.studentCount, fullAccess, videos }),
        applicationStatus: application?.status ?? null,
        isPurchased,
        intake,
        ...(application ? { applicationId: application.id } : {}),
        ...(position !== undefined ? { applicationPosition: position } : {}),
        ...(application?.status === 'approved' && application.enrolBy ? { enrolBy: application.enrolBy.toISOString() } : {}),
        ...(own && own.waiverPercent > 0 ? { waiverPercent: own.waiverPercent } : {}),
      };
    },

    /** Whether the student bought the course; anything unknown is simply "no". */
    async isPurchased(studentId: string, courseId: string): Promise<boolean> {
      if (!isUuid(studentId) || !isUuid(courseId)) return false;
      return ordersRepo.isEnrolled(db, studentId, courseId);
    },

    async bought(studentId: string) {
      if (!isUuid(studentId)) return [];
      return catalogRepo.boughtBy(db, studentId);
    },
  };
}
