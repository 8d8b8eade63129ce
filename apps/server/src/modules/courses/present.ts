import type { Course, PublicLecture } from '@sewee/shared';
import { NO_VIDEO_VIEW, type VideoView } from '../media/ladder';
import type { CourseRow, LectureRow } from './repository';

type CourseFields = Omit<Course, 'curriculum'>;
type PublicCourseFields = CourseFields & { curriculum: PublicLecture[] };

/** The course without its curriculum: what every view shows, list rows included. */
export function presentCourseFields(c: CourseRow, studentCount: number): CourseFields {
  return {
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
    studentCount,
  };
}

/**
 * The course with its curriculum. With `fullAccess` (the viewer bought, owns or
 * administers it) every lecture shows its video; without, only free previews do and the other
 * lectures' `videoUrl`, `public_id` and `stream` are null (and `captions` empty); every lecture shows its `dataCost`, so
 * the cost of watching is known before buying. `videos`: ctx.videos.views() of the lectures' media.
 * Never the students: the instructor's views add them.
 */
export function presentCourse(
  c: CourseRow,
  lectures: LectureRow[],
  opts: { studentCount: number; fullAccess: true; videos: Map<string, VideoView> },
): Course;
export function presentCourse(
  c: CourseRow,
  lectures: LectureRow[],
  opts: { studentCount: number; fullAccess: boolean; videos: Map<string, VideoView> },
): PublicCourseFields;
export function presentCourse(
  c: CourseRow,
  lectures: LectureRow[],
  { studentCount, fullAccess, videos }: { studentCount: number; fullAccess: boolean; videos: Map<string, VideoView> },
): PublicCourseFields {
  return {
    ...presentCourseFields(c, studentCount),
    curriculum: lectures.map((l) => {
      const open = fullAccess || l.freePreview;
      const video = videos.get(l.mediaId) ?? NO_VIDEO_VIEW;
      return {
        _id: l.id,
        title: l.title,
        videoUrl: open ? l.videoUrl : null,
        public_id: open ? l.mediaId : null,
        freePreview: l.freePreview,
        stream: open ? video.stream : null,
        dataCost: video.dataCost,
        captions: open ? video.captions : [],
      };
    }),
  };
}
