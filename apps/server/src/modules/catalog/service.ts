import { CATALOG_PAGE_SIZE, type CatalogItem, type CatalogPaging, type CatalogQuery, type PublicCourse } from '@sewee/shared';
import type { AppContext } from '../../context';
import { isUuid, notFound } from '../../lib/app-error';
import { applicationsRepo } from '../applications/repository';
import { presentCourse, presentCourseFields, videoIdsOf } from '../courses/present';
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
    /** Every matching course (no `limit`/`page`), or one page of them with where it stands. */
    async list(q: CatalogQuery): Promise<{ data: CatalogItem[]; paging?: CatalogPaging }> {
      const present = (rows: Awaited<ReturnType<typeof catalogRepo.listPublished>>) =>
        rows.map((r) => ({ ...presentCourseFields(r.course, r.studentCount), lectureCount: r.lectureCount }));
      if (q.limit === undefined && q.page === undefined) return { data: present(await catalogRepo.listPublished(db, q)) };
      const limit = q.limit ?? CATALOG_PAGE_SIZE;
      const page = q.page ?? 1;
      const offset = (page - 1) * limit;
      const rows = await catalogRepo.listPublished(db, q, { limit, offset });
      // A page past the end has no row to carry the total: one more count, only then.
      const total = rows[0]?.total ?? (page > 1 ? await catalogRepo.countPublished(db, q) : 0);
      return { data: present(rows), paging: { page, limit, total, hasMore: offset + rows.length < total } };
    },

    /** Published courses per category (student home). */
    categoryCounts: () => catalogRepo.countByCategory(db),

    /** A published course; the caller (if any) decides which videos are shown. */
    async details(viewer: UserRow | null, courseId: string): Promise<PublicCourse> {
      if (!isUuid(courseId)) throw notFound('things.course');
      const row = await catalogRepo.findWithStudentCount(db, courseId);
      if (!row || !row.course.isPublished) throw notFound('things.course');
      const [curriculum, isPurchased, application, intake] = await Promise.all([
        coursesRepo.curriculumOf(db, courseId),
        viewer ? ordersRepo.isEnrolled(db, viewer.id, courseId) : false,
        viewer ? applicationsRepo.find(db, viewer.id, courseId) : undefined,
        intakes.publicFor(courseId),
      ]);
      // The caller's own scholarship intake: its waiver, their waitlist place or enrol deadline.
      const own = application?.intakeId ? await intakesRepo.findById(db, application.intakeId) : undefined;
      const position = application?.status === 'waitlisted' ? await intakesRepo.position(db, application) : undefined;
      // Every active admin may watch every course, its instructor included.
      const fullAccess = isPurchased || isActiveAdmin(viewer);
      const videos = await ctx.videos.views(db, videoIdsOf(curriculum.lectures));
      return {
        ...presentCourse(row.course, curriculum, { studentCount: row.studentCount, fullAccess, videos }),
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
