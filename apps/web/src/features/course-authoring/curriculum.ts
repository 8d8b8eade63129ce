import type { CaptionTrack, InstructorCourse, InstructorLecture, LessonFile, MediaItem, Processing } from '@sewee/shared';
import { FILE_LIMITS, LESSON_FILE_MIME_TYPES, STEP_LIMITS, mediaSmallUrl } from '@sewee/shared/lessons';
import { PATTERN_DESIGNS, PATTERN_DESIGN_NAMES, patternOptions, type PatternDesign } from '@sewee/shared/patterns';

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

/** A file attached to a lesson (a PDF pattern, a measurement chart). `type` and `bytes` are shown, not sent. */
export interface FileDraft {
  key: string;
  _id?: string;
  /** What students see; the uploaded file's name until the instructor changes it. */
  name: string;
  url: string;
  public_id: string;
  /** Its MIME type, e.g. application/pdf. */
  type: string;
  bytes: number;
}

/** One step of a step lesson: a photo (uploaded with purpose=step) and a line of text. */
export interface StepDraft {
  key: string;
  _id?: string;
  text: string;
  imageUrl: string;
  image_public_id: string;
  /**
   * The photo as the editor shows it (not sent): a data: URL of the photo just shrunk, or the saved
   * photo's Data saver version, so an instructor on a phone does not download every full photo again.
   */
  preview?: string;
  /** Its size in bytes and pixels (not sent): as shrunk and uploaded, or the stored version's; `originalBytes` when just shrunk. */
  photo?: { bytes: number; width: number; height: number; originalBytes?: number };
}

interface ItemDraft {
  /** Client-only: a stable React key. */
  key: string;
  _id?: string;
  title: string;
  freePreview: boolean;
  files: FileDraft[];
}

/** A video lecture as the curriculum form holds it. */
export interface VideoDraft extends ItemDraft {
  kind: 'video';
  videoUrl: string;
  public_id: string;
  /** Where the video's low-data versions stood when the course was loaded (not sent back). */
  processing?: Processing;
  /** The caption tracks of the loaded lecture's video (not sent back: they have their own calls). */
  captions?: { publicId: string; tracks: CaptionTrack[] };
}

/** A step lesson as the curriculum form holds it. */
export interface StepsDraft extends ItemDraft {
  kind: 'steps';
  steps: StepDraft[];
}

/** What a pattern lesson drafts, as the editor holds it: the design and its options' inputs as typed (percent). */
export interface PatternChoice {
  design: PatternDesign;
  /** Every option of the design, by name: the number input's text (an empty one is the design's default). */
  options: Record<string, string>;
}

/** A pattern lesson as the curriculum form holds it: a design drafted to each student's measurements. */
export interface PatternDraft extends ItemDraft {
  kind: 'pattern';
  pattern: PatternChoice;
}

/** One item of the curriculum: a video lecture, a step lesson or a pattern lesson. */
export type LectureDraft = VideoDraft | StepsDraft | PatternDraft;

/** What the editor changes in place on an item (`steps` only on a step lesson, `pattern` only on a pattern lesson). */
export type ItemPatch = Partial<Pick<ItemDraft, 'title' | 'freePreview' | 'files'>> & { steps?: StepDraft[]; pattern?: PatternChoice };

/** The item with `patch` applied. */
export function patchItem(l: LectureDraft, patch: ItemPatch): LectureDraft {
  const { steps, pattern, ...common } = patch;
  if (l.kind === 'video') return { ...l, ...common };
  if (l.kind === 'pattern') return { ...l, ...common, ...(pattern ? { pattern } : {}) };
  return { ...l, ...common, ...(steps ? { steps } : {}) };
}

/** A design's options at their defaults, or at `chosen` where it sets them, as the inputs show them. */
export const patternChoice = (design: PatternDesign, chosen: Record<string, number> = {}): PatternChoice => ({
  design,
  options: Object.fromEntries(Object.entries(patternOptions(design, chosen)).map(([name, v]) => [name, String(v)])),
});

/**
 * The options a pattern lesson sends: those the instructor changed from the design's default (the
 * others follow the design). A typed value goes as it is, so one out of range or not whole is
 * refused by the course schema, at its field, with the range named.
 */
export function patternOptionsPayload(choice: PatternChoice): Record<string, number> {
  const defaults: Record<string, { default: number }> = PATTERN_DESIGNS[choice.design].options;
  const out: Record<string, number> = {};
  for (const [name, text] of Object.entries(choice.options)) {
    if (text.trim() === '' || !Object.hasOwn(defaults, name)) continue;
    const value = Number(text);
    if (value !== defaults[name]!.default) out[name] = value;
  }
  return out;
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
export const emptyLecture = (): VideoDraft => ({
  key: nextKey(),
  kind: 'video',
  title: '',
  videoUrl: '',
  public_id: '',
  freePreview: false,
  files: [],
});

export const emptyStep = (): StepDraft => ({ key: nextKey(), text: '', imageUrl: '', image_public_id: '' });

/** What Add step lesson appends: a step lesson with one empty step, ready for its photo. */
export const emptyStepLesson = (): StepsDraft => ({
  key: nextKey(),
  kind: 'steps',
  title: '',
  freePreview: false,
  files: [],
  steps: [emptyStep()],
});

/** What Add pattern lesson appends: the first design of the list at its default options. */
export const emptyPatternLesson = (): PatternDraft => ({
  key: nextKey(),
  kind: 'pattern',
  title: '',
  freePreview: false,
  files: [],
  pattern: patternChoice(PATTERN_DESIGN_NAMES[0]!),
});

export const initialCurriculum = (): LectureDraft[] => [emptyLecture()];

/** Empty in the specification's sense: empty array, empty (or blank) string, null or undefined. */
export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

const blank = (s: string) => s.trim() === '';

const stepHasPhoto = (s: StepDraft) => !blank(s.imageUrl) && !blank(s.image_public_id);

/**
 * Whether an item has its media: a lecture its video, a step lesson at least one step and a photo on
 * every step. A pattern lesson has nothing to upload (its design is always chosen).
 */
function hasMedia(l: LectureDraft): boolean {
  if (l.kind === 'video') return !blank(l.videoUrl) && !blank(l.public_id);
  if (l.kind === 'pattern') return true;
  return l.steps.length >= STEP_LIMITS.stepsMin && l.steps.every(stepHasPhoto);
}

/**
 * Add Lecture (and Add step lesson, Add pattern lesson) is allowed when every item has a non-blank title and its media
 * (a video; a photo on every step), and no upload runs.
 */
export function canAddLecture(lectures: readonly LectureDraft[], uploading: boolean): boolean {
  return !uploading && lectures.every((l) => !blank(l.title) && hasMedia(l));
}

/**
 * Add step lesson and Add pattern lesson: as Add Lecture, and also when the list holds only the
 * untouched placeholder lecture (which the new lesson replaces).
 */
export const canAddStepLesson = (lectures: readonly LectureDraft[], uploading: boolean): boolean =>
  !uploading && (lectures.every(isEmptyLecture) || canAddLecture(lectures, false));

/** The curriculum with `item` in place of the untouched placeholder lecture, else at the end. */
const addLesson = (lectures: readonly LectureDraft[], item: LectureDraft): LectureDraft[] =>
  lectures.every(isEmptyLecture) ? [item] : [...lectures, item];

/** The curriculum with a new step lesson. */
export const addStepLesson = (lectures: readonly LectureDraft[]): LectureDraft[] => addLesson(lectures, emptyStepLesson());

/** The curriculum with a new pattern lesson. */
export const addPatternLesson = (lectures: readonly LectureDraft[]): LectureDraft[] => addLesson(lectures, emptyPatternLesson());

/**
 * What still keeps SUBMIT disabled, in the order the editor names it: each landing field left
 * empty (the course image among them), no lecture, a lecture without its title or video, no free
 * preview, an upload still running. SUBMIT is allowed when nothing is left.
 */
export type SubmitGap =
  | (typeof LANDING_FIELDS)[number]
  | 'noLectures'
  | 'lectureParts'
  | 'stepParts'
  | 'patternParts'
  | 'freePreview'
  | 'uploading';

export function submitGaps(landing: LandingForm, lectures: readonly LectureDraft[], uploading = false): SubmitGap[] {
  const gaps: SubmitGap[] = LANDING_FIELDS.filter((f) => isEmptyValue(landing[f]));
  if (lectures.length === 0) gaps.push('noLectures');
  else {
    const whole = (l: LectureDraft) => !isEmptyValue(l.title) && hasMedia(l);
    if (!lectures.filter((l) => l.kind === 'video').every(whole)) gaps.push('lectureParts');
    if (!lectures.filter((l) => l.kind === 'steps').every(whole)) gaps.push('stepParts');
    if (!lectures.filter((l) => l.kind === 'pattern').every(whole)) gaps.push('patternParts');
    // The free preview may be any kind.
    if (!lectures.some((l) => l.freePreview)) gaps.push('freePreview');
  }
  if (uploading) gaps.push('uploading');
  return gaps;
}

export const canSubmitCourse = (landing: LandingForm, lectures: readonly LectureDraft[], uploading = false): boolean =>
  submitGaps(landing, lectures, uploading).length === 0;

/**
 * The placeholder lecture nobody has touched: no title, no video, no file (the Free Preview switch
 * does not count). A step or pattern lesson is never one: the instructor asked for it.
 */
export const isEmptyLecture = (l: LectureDraft) =>
  l.kind === 'video' && blank(l.title) && blank(l.videoUrl) && blank(l.public_id) && l.files.length === 0;

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
  const added = uploaded.map((m, i): VideoDraft => ({
    key: nextKey(),
    kind: 'video',
    title: titleFor(base.length + i + 1),
    videoUrl: m.url,
    public_id: m.public_id,
    freePreview: false,
    files: [],
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
  const curriculum = (course.curriculum ?? []).map(draftOf);
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

/** A saved lesson file as the editor holds it (the instructor's view always has its url and public_id). */
const fileDraftOf = (f: LessonFile): FileDraft => ({
  key: nextKey(),
  _id: f._id,
  name: f.name,
  url: str(f.url),
  public_id: str(f.public_id),
  type: f.type,
  bytes: f.bytes,
});

/** A saved item of the curriculum as the editor holds it. */
function draftOf(l: InstructorLecture): LectureDraft {
  const common = {
    key: nextKey(),
    _id: l._id,
    title: str(l.title),
    freePreview: Boolean(l.freePreview),
    files: (l.files ?? []).map(fileDraftOf),
  };
  if (l.kind === 'pattern') return { ...common, kind: 'pattern', pattern: patternChoice(l.pattern.design, l.pattern.options) };
  if (l.kind === 'steps')
    return {
      ...common,
      kind: 'steps',
      steps: l.steps.map((s) => ({
        key: nextKey(),
        _id: s._id,
        text: s.text,
        imageUrl: s.image.url,
        image_public_id: s.image_public_id,
        preview: mediaSmallUrl(s.image_public_id),
        photo: { bytes: s.image.bytes, width: s.image.width, height: s.image.height },
      })),
    };
  return {
    ...common,
    kind: 'video',
    videoUrl: str(l.videoUrl),
    public_id: str(l.public_id),
    ...(l.processing ? { processing: l.processing } : {}),
    ...(l._id && l.public_id ? { captions: { publicId: l.public_id, tracks: l.captions ?? [] } } : {}),
  };
}

/** The stored media an item holds: its video or its steps' photos, then its files (a pattern lesson: its files). */
export function mediaOf(l: LectureDraft): string[] {
  const own = l.kind === 'video' ? [l.public_id] : l.kind === 'steps' ? l.steps.map((s) => s.image_public_id) : [];
  return [...own, ...l.files.map((f) => f.public_id)].filter((id) => !blank(id));
}

/** The item without the media in `released`: a released video or step photo is cleared, a released file removed. */
export function withoutMedia(l: LectureDraft, released: ReadonlySet<string>): LectureDraft {
  const files = l.files.filter((f) => !released.has(f.public_id));
  if (l.kind === 'video') return released.has(l.public_id) ? { ...l, files, videoUrl: '', public_id: '' } : { ...l, files };
  if (l.kind === 'pattern') return { ...l, files };
  const steps = l.steps.map((s) =>
    released.has(s.image_public_id) ? { ...s, imageUrl: '', image_public_id: '', preview: undefined, photo: undefined } : s,
  );
  return { ...l, files, steps };
}

/** Step `i` moved one place up (-1) or down (+1); the list as it was when that is past an end. */
export function moveStep(steps: readonly StepDraft[], i: number, by: -1 | 1): StepDraft[] {
  const j = i + by;
  if (i < 0 || j < 0 || i >= steps.length || j >= steps.length) return [...steps];
  const next = [...steps];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** The lesson file an upload made: named after the chosen file (cut to the name limit), with its type and size. */
export const fileDraftFrom = (file: File, item: MediaItem): FileDraft => ({
  key: nextKey(),
  name: file.name.slice(0, FILE_LIMITS.nameMax),
  url: item.url,
  public_id: item.public_id,
  type: file.type,
  bytes: file.size,
});

/** Why a chosen file cannot be attached, before any byte is sent: its type, its size, or the lesson already has the most files. */
export type FileRefusal = 'type' | 'size' | 'count';

export function fileRefusal(file: File, filesAlready: number): FileRefusal | null {
  if (filesAlready >= FILE_LIMITS.filesMax) return 'count';
  // An empty type (some Android pickers) goes to the server, which reads the bytes.
  if (file.type && !(LESSON_FILE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > FILE_LIMITS.maxBytes) return 'size';
  return null;
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

/** One item of the payload's curriculum (LectureInput): `kind` says which; every item carries its files. */
function itemPayload(l: LectureDraft) {
  const common = {
    ...(l._id ? { _id: l._id } : {}),
    title: l.title.trim(),
    freePreview: l.freePreview,
    files: l.files.map((f) => ({ ...(f._id ? { _id: f._id } : {}), name: f.name.trim(), url: f.url, public_id: f.public_id })),
  };
  if (l.kind === 'video') return { kind: 'video' as const, ...common, videoUrl: l.videoUrl, public_id: l.public_id };
  if (l.kind === 'pattern')
    return { kind: 'pattern' as const, ...common, pattern: { design: l.pattern.design, options: patternOptionsPayload(l.pattern) } };
  return {
    kind: 'steps' as const,
    ...common,
    steps: l.steps.map((s) => ({
      ...(s._id ? { _id: s._id } : {}),
      text: s.text.trim(),
      imageUrl: s.imageUrl,
      image_public_id: s.image_public_id,
    })),
  };
}

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
    curriculum: lectures.map(itemPayload),
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
