import { mediaPreviewUrl, mediaSmallUrl, mediaUrl, type Course, type LessonFile, type LessonStep, type PublicLecture } from '@sewee/shared';
import { NO_VIDEO_VIEW, type VideoView } from '../media/ladder';
import type { CourseRow, Curriculum, LectureRow, LessonFileRow, StepRow } from './repository';

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

/** A lesson's files: everyone sees name, type and size; the links only whoever may open the lesson. */
function presentFiles(files: LessonFileRow[], open: boolean): LessonFile[] {
  return files.map((f) => ({
    _id: f.id,
    name: f.name,
    type: f.mime,
    bytes: f.bytes,
    url: open ? mediaUrl(f.mediaId) : null,
    public_id: open ? f.mediaId : null,
    previewUrl: open && f.hasPreview ? mediaPreviewUrl(f.mediaId) : null,
  }));
}

/** A step as whoever may open its lesson reads it: the photo in its two versions. */
function presentStep(s: StepRow): LessonStep {
  const image = { url: mediaUrl(s.mediaId), width: s.width ?? 0, height: s.height ?? 0, bytes: s.bytes };
  return {
    _id: s.id,
    text: s.text,
    image_public_id: s.mediaId,
    image,
    // Every step photo has its small version (checkMedia); an older image without one is shown whole.
    imageSmall: s.small ? { url: mediaSmallUrl(s.mediaId), width: s.small.width, height: s.small.height, bytes: s.small.bytes } : image,
  };
}

/**
 * The course with its curriculum. With `fullAccess` (the viewer bought, owns or administers it)
 * every lesson opens; without, only free previews do: the other videos' `videoUrl`, `public_id`
 * and `stream` are null (and `captions` empty), the other step lessons' `steps` null, the other
 * pattern lessons' `pattern.options` null, and the other lessons' file links null. Every lesson shows its title, its `dataCost` and its files' names and
 * sizes, so the cost of opening is known before buying. `videos`: ctx.videos.views() of the
 * lectures' media. Never the students: the instructor's views add them.
 */
export function presentCourse(
  c: CourseRow,
  curriculum: Curriculum,
  opts: { studentCount: number; fullAccess: true; videos: Map<string, VideoView> },
): Course;
export function presentCourse(
  c: CourseRow,
  curriculum: Curriculum,
  opts: { studentCount: number; fullAccess: boolean; videos: Map<string, VideoView> },
): PublicCourseFields;
export function presentCourse(
  c: CourseRow,
  { lectures, steps, files }: Curriculum,
  { studentCount, fullAccess, videos }: { studentCount: number; fullAccess: boolean; videos: Map<string, VideoView> },
): PublicCourseFields {
  return {
    ...presentCourseFields(c, studentCount),
    curriculum: lectures.map((l): PublicLecture => {
      const open = fullAccess || l.freePreview;
      const common = { _id: l.id, title: l.title, freePreview: l.freePreview, files: presentFiles(files.get(l.id) ?? [], open) };
      if (l.kind === 'steps') {
        const own = steps.get(l.id) ?? [];
        return {
          kind: 'steps',
          ...common,
          stepCount: own.length,
          steps: open ? own.map(presentStep) : null,
          dataCost: { bytes: sum(own.map((s) => s.bytes)), saverBytes: sum(own.map((s) => s.small?.bytes ?? s.bytes)) },
        };
      }
      if (l.kind === 'pattern') {
        // The design names the lesson for anyone; the instructor's options only for whoever may open it.
        const { design, options } = l.pattern!;
        return { kind: 'pattern', ...common, pattern: { design, options: open ? options : null } };
      }
      const video = videos.get(l.mediaId!) ?? NO_VIDEO_VIEW;
      return {
        kind: 'video',
        ...common,
        videoUrl: open ? l.videoUrl : null,
        public_id: open ? l.mediaId : null,
        stream: open ? video.stream : null,
        dataCost: video.dataCost,
        captions: open ? video.captions : [],
      };
    }),
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The media ids of the curriculum's videos (for ctx.videos.views()). */
export const videoIdsOf = (lectures: LectureRow[]) => lectures.flatMap((l) => (l.kind === 'video' && l.mediaId ? [l.mediaId] : []));
