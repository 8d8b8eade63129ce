import type { CatalogItem, CatalogQuery, PublicCourse } from '@sewee/shared';
import type { AppContext } from '../../context';
import { isUuid, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/repository';
import { catalogRepo, type CourseRow, type LectureRow } from './repository';

const courseFields = (c: CourseRow, studentCount: number) => ({
  _id: c.id,
  instructorId: c.instructorId,
  instructorName: c.instructorName,
  date: c.createdAt.toISOString(),
  isPublised: c.isPublished,
  image: c.image,
  title: c.title,
  subtitle: c.subtitle,
  category: c.category,
  level: c.level,
  primaryLanguage: c.primaryLanguage,
  description: c.description,
  pricing: c.pricingCents / 100,
  objectives: c.objectives,
  welcomeMessage: c.welcomeMessage,
  studentCount: Number(studentCount),
});

/** A lecture's video is visible for free previews, or to whoever may watch the whole course. */
export const presentLecture = (l: LectureRow, fullAccess: boolean) => {
  const open = fullAccess || l.freePreview;
  return { _id: l.id, title: l.title, videoUrl: open ? l.videoUrl : null, public_id: open ? l.mediaId : null, freePreview: l.freePreview };
};

/** The student-side course catalogue: public browsing, purchases and My Courses. */
export function createCatalogService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async list(q: CatalogQuery): Promise<CatalogItem[]> {
      const rows = await catalogRepo.listPublished(db, q);
      return rows.map((r) => ({ ...courseFields(r.course, r.studentCount), lectureCount: Number(r.lectureCount) }));
    },

    /** A published course; the caller (if any) decides which videos are shown. */
    async details(viewer: UserRow | null, courseId: string): Promise<PublicCourse> {
      if (!isUuid(courseId)) throw notFound('That course');
      const row = await catalogRepo.findWithStudentCount(db, courseId);
      if (!row || !row.course.isPublished) throw notFound('That course');
      const [lectures, isPurchased, applicationStatus] = await Promise.all([
        catalogRepo.lecturesOf(db, courseId),
        viewer ? catalogRepo.isEnrolled(db, viewer.id, courseId) : false,
        viewer ? catalogRepo.applicationStatus(db, viewer.id, courseId) : null,
      ]);
      const fullAccess = isPurchased || (!!viewer && (viewer.role === 'admin' || viewer.id === row.course.instructorId));
      return {
        ...courseFields(row.course, row.studentCount),
        curriculum: lectures.map((l) => presentLecture(l, fullAccess)),
        applicationStatus,
        isPurchased,
      };
    },

    /** Whether the student bought the course; anything unknown is simply "no". */
    async isPurchased(studentId: string, courseId: string): Promise<boolean> {
      if (!isUuid(studentId) || !isUuid(courseId)) return false;
      return catalogRepo.isEnrolled(db, studentId, courseId);
    },

    async bought(studentId: string) {
      if (!isUuid(studentId)) return [];
      return catalogRepo.boughtBy(db, studentId);
    },
  };
}
