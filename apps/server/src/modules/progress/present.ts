import type { LectureProgress, ProgressCourse } from '@sewee/shared';
import type { CourseRow, LectureRow, ProgressEntryRow } from './repository';

/** The course as the course-progress page shows it: no student list, only the count. */
export function presentProgressCourse(course: CourseRow, curriculum: LectureRow[], studentCount: number): ProgressCourse {
  return {
    _id: course.id,
    instructorId: course.instructorId,
    instructorName: course.instructorName,
    date: course.createdAt.toISOString(),
    curriculum: curriculum.map((l) => ({ _id: l.id, title: l.title, videoUrl: l.videoUrl, public_id: l.mediaId, freePreview: l.freePreview })),
    isPublised: course.isPublished,
    image: course.image,
    title: course.title,
    subtitle: course.subtitle,
    category: course.category,
    level: course.level,
    primaryLanguage: course.primaryLanguage,
    description: course.description,
    pricing: course.pricingCents / 100,
    objectives: course.objectives,
    welcomeMessage: course.welcomeMessage,
    studentCount,
  };
}

export function presentEntry(e: ProgressEntryRow): LectureProgress {
  return { lectureId: e.lectureId, viewed: e.viewed, dateViewed: e.viewedAt ? e.viewedAt.toISOString() : null, positionSeconds: e.positionSeconds };
}
