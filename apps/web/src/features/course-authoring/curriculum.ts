import type { CaptionTrack, InstructorCourse, MediaItem, Processing } from '@sewee/shared';

/** The Course Landing Page tab's fields plus the Settings tab's image, as the form holds them. */
export interface LandingForm {
  title: string;
  category: string;
  level: string;
  primaryLanguage: string;
  subtitle: string;
  description: string;
  /** The number input's text; sent as a number. */
  pricing: string;
  objectives: string;
  welcomeMessage: string;
  image: string;
}

/** One lecture as the curriculum form holds it. `key` is client-only (stable React key). */
export interface LectureDraft {
  key: string;
  _id?: string;
  title: string;
  videoUrl: string;
  public_id: string;
  freePreview: boolean;
  /** Where the video's low-data versions stood when the course was loaded (not sent back). */
  processing?: Processing;
  /** The caption tracks of the loaded lecture's video (not sent back: they have their own calls). */
  captions?: { publicId: string; tracks: CaptionTrack[] };
}

/** One practice piece as the editor holds it: placed after `afterLecture` lectures. */
export interface PieceDraft {
  key: string;
  _id?: string;
  title: string;
  instructions: string;
  photos: number;
  required: boolean;
  afterLecture: number;
}

export const LANDING_FIELDS = [
  'title',
  'category',
  'level',
  'primaryLanguage',
  'subtitle',
  'description',
  'pricing',
  'objectives',
  'welcomeMessage',
  'image',
] as const satisfies ReadonlyArray<keyof LandingForm>;

export const initialLanding = (): LandingForm => ({
  title: '',
  category: '',
  level: '',
  primaryLanguage: '',
  subtitle: '',
  description: '',
  pricing: '',
  objectives: '',
  welcomeMessage: '',
  image: '',
});

let counter = 0;
const nextKey = () => `l${++counter}`;

/** An empty lecture: the placeholder the curriculum starts with, and what Add Lecture appends. */
export const emptyLecture = (): LectureDraft => ({ key: nextKey(), title: '', videoUrl: '', public_id: '', freePreview: false });

export const initialCurriculum = (): LectureDraft[] => [emptyLecture()];

/** Empty in the specification's sense: empty array, empty (or blank) string, null or undefined. */
export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

const blank = (s: string) => s.trim() === '';

/** Add Lecture is allowed when every lecture has a non-blank title and a video, and no upload runs. */
export function canAddLecture(lectures: readonly LectureDraft[], uploading: boolean): boolean {
  return !uploading && lectures.every((l) => !blank(l.title) && !blank(l.videoUrl));
}

/**
 * What still keeps SUBMIT disabled, in the order the editor names it: each landing field left
 * empty (the course image among them), no lecture, a lecture without its title or video, no free
 * preview, an upload still running. SUBMIT is allowed when nothing is left.
 */
export type SubmitGap = (typeof LANDING_FIELDS)[number] | 'noLectures' | 'lectureParts' | 'freePreview' | 'uploading';

export function submitGaps(landing: LandingForm, lectures: readonly LectureDraft[], uploading = false): SubmitGap[] {
  const gaps: SubmitGap[] = LANDING_FIELDS.filter((f) => isEmptyValue(landing[f]));
  if (lectures.length === 0) gaps.push('noLectures');
  else {
    const whole = (l: LectureDraft) => !isEmptyValue(l.title) && !isEmptyValue(l.videoUrl) && !isEmptyValue(l.public_id);
    if (!lectures.every(whole)) gaps.push('lectureParts');
    if (!lectures.some((l) => l.freePreview)) gaps.push('freePreview');
  }
  if (uploading) gaps.push('uploading');
  return gaps;
}

export const canSubmitCourse = (landing: LandingForm, lectures: readonly LectureDraft[], uploading = false): boolean =>
  submitGaps(landing, lectures, uploading).length === 0;

/** A lecture nobody has touched: no title, no video (the Free Preview switch does not count). */
export const isEmptyLecture = (l: LectureDraft) => blank(l.title) && blank(l.videoUrl) && blank(l.public_id);

/**
 * Bulk upload replaces the list when it holds only the empty placeholder (or nothing),
 * otherwise appends. New lectures are titled 'Lecture {position}' by their place in the result.
 */
export function mergeBulkUpload(
  lectures: readonly LectureDraft[],
  uploaded: readonly MediaItem[],
  titleFor: (position: number) => string,
): LectureDraft[] {
  const base = lectures.every(isEmptyLecture) ? [] : [...lectures];
  const added = uploaded.map((m, i) => ({
    key: nextKey(),
    title: titleFor(base.length + i + 1),
    videoUrl: m.url,
    public_id: m.public_id,
    freePreview: false,
  }));
  return [...base, ...added];
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Fills the forms from a course being edited; missing landing fields keep their initial values. */
export function formsFromCourse(course: Partial<InstructorCourse>): {
  landing: LandingForm;
  curriculum: LectureDraft[];
  practice: PieceDraft[];
} {
  const init = initialLanding();
  const landing = { ...init };
  for (const f of LANDING_FIELDS) {
    const v = course[f];
    if (!isEmptyValue(v)) landing[f] = str(v);
  }
  const curriculum = (course.curriculum ?? []).map((l) => ({
    key: nextKey(),
    _id: l._id,
    title: str(l.title),
    videoUrl: str(l.videoUrl),
    public_id: str(l.public_id),
    freePreview: Boolean(l.freePreview),
    ...(l.processing ? { processing: l.processing } : {}),
    ...(l._id && l.public_id ? { captions: { publicId: l.public_id, tracks: l.captions ?? [] } } : {}),
  }));
  const practice = (course.practice ?? []).map((p) => ({
    key: nextKey(),
    _id: p._id,
    title: p.title,
    instructions: p.instructions,
    photos: p.photos,
    required: p.required,
    afterLecture: p.afterLecture,
  }));
  return { landing, curriculum, practice };
}

/** A new practice piece, placed after the last lecture. */
export const emptyPiece = (afterLecture: number): PieceDraft => ({
  key: nextKey(),
  title: '',
  instructions: '',
  photos: 1,
  required: true,
  afterLecture,
});

/**
 * The pieces once lecture `index` (0-based) is deleted: each stays after the same lecture, and one
 * placed right after the deleted lecture moves after the lecture before it (pieces are stored by
 * how many lectures come before them, so without this they would slide to another lecture).
 */
export const piecesAfterLectureRemoved = (pieces: readonly PieceDraft[], index: number): PieceDraft[] =>
  pieces.map((p) => (p.afterLecture > index ? { ...p, afterLecture: p.afterLecture - 1 } : p));

/**
 * The body of course add/update: lecture `_id`s are kept so the server updates those rows.
 * `confirmRemoval`: the person agreed (a dialog) that removing saved pieces removes their students' rounds.
 */
export function coursePayload(
  landing: LandingForm,
  lectures: readonly LectureDraft[],
  pieces: readonly PieceDraft[] = [],
  confirmRemoval = false,
) {
  return {
    title: landing.title.trim(),
    subtitle: landing.subtitle.trim(),
    category: landing.category,
    level: landing.level,
    primaryLanguage: landing.primaryLanguage,
    description: landing.description.trim(),
    pricing: Number(landing.pricing),
    objectives: landing.objectives.trim(),
    welcomeMessage: landing.welcomeMessage.trim(),
    image: landing.image,
    curriculum: lectures.map((l) => ({
      ...(l._id ? { _id: l._id } : {}),
      title: l.title.trim(),
      videoUrl: l.videoUrl,
      public_id: l.public_id,
      freePreview: l.freePreview,
    })),
    practice: pieces.map((p) => ({
      ...(p._id ? { _id: p._id } : {}),
      title: p.title.trim(),
      instructions: p.instructions.trim(),
      photos: p.photos,
      required: p.required,
      afterLecture: Math.min(p.afterLecture, lectures.length),
    })),
    ...(confirmRemoval ? { confirmPracticeRemoval: true } : {}),
  };
}
