import { describe, expect, it } from 'vitest';
import { CourseInputSchema } from '@sewee/shared/courses';
import { FILE_LIMITS } from '@sewee/shared/lessons';
import {
  addPatternLesson,
  emptyPatternLesson,
  patternChoice,
  patternOptionsPayload,
  addStepLesson,
  canAddLecture,
  canAddStepLesson,
  emptyStep,
  emptyStepLesson,
  fileDraftFrom,
  fileRefusal,
  mediaOf,
  moveStep,
  withoutMedia,
  type StepsDraft,
  canSubmitCourse,
  coursePayload,
  emptyLecture,
  formsFromCourse,
  initialCurriculum,
  initialLanding,
  isEmptyValue,
  mergeBulkUpload,
  piecesAfterLectureRemoved,
  submitGaps,
  type LandingForm,
  type PieceDraft,
  type VideoDraft,
} from './curriculum';

const lecture = (over: Partial<VideoDraft> = {}): VideoDraft => ({
  ...emptyLecture(),
  title: 'Threading the needle',
  videoUrl: '/api/media/v1',
  public_id: 'v1',
  ...over,
});

const fullLanding = (over: Partial<LandingForm> = {}): LandingForm => ({
  title: 'Beading basics',
  category: 'beading',
  level: 'beginner',
  primaryLanguage: 'english',
  subtitle: 'Your first necklace',
  description: 'From loose beads to a finished necklace.',
  pricing: '0',
  objectives: 'Choose beads, string a necklace',
  welcomeMessage: 'Welcome!',
  image: '/api/media/img1',
  ...over,
});

const titleFor = (n: number) => `Lecture ${n}`;
const media = (id: string) => ({ url: `/api/media/${id}`, public_id: id });

describe('isEmptyValue (empty: an empty array, an empty string, null, undefined)', () => {
  it.each([[''], ['   '], [null], [undefined], [[]]])('%j is empty', (v) => expect(isEmptyValue(v)).toBe(true));
  it.each([['a'], [0], [false], [['x']]])('%j is not empty', (v) => expect(isEmptyValue(v)).toBe(false));
});

describe('Add Lecture rule', () => {
  it('is enabled when every lecture has a title and a video and no upload runs', () => {
    expect(canAddLecture([lecture(), lecture({ title: 'Second' })], false)).toBe(true);
  });
  it('is disabled while an upload runs', () => {
    expect(canAddLecture([lecture()], true)).toBe(false);
  });
  it('is disabled when a lecture has a blank title', () => {
    expect(canAddLecture([lecture(), lecture({ title: '  ' })], false)).toBe(false);
  });
  it('is disabled when a lecture has no video', () => {
    expect(canAddLecture([lecture({ videoUrl: '' })], false)).toBe(false);
  });
  it('is disabled for the initial empty placeholder', () => {
    expect(canAddLecture(initialCurriculum(), false)).toBe(false);
  });
});

describe('SUBMIT rule', () => {
  const ok = [lecture({ freePreview: true }), lecture({ public_id: 'v2', videoUrl: '/api/media/v2' })];

  it('is enabled with every landing field, complete lectures and a free preview', () => {
    expect(canSubmitCourse(fullLanding(), ok)).toBe(true);
  });
  it.each(Object.keys(fullLanding()) as Array<keyof LandingForm>)('is disabled when landing field %s is empty', (f) => {
    expect(canSubmitCourse(fullLanding({ [f]: '' }), ok)).toBe(false);
  });
  it('accepts a price of 0 (a free course is not an empty field)', () => {
    expect(canSubmitCourse(fullLanding({ pricing: '0' }), ok)).toBe(true);
  });
  it.each(['title', 'videoUrl', 'public_id'] as const)('is disabled when a lecture has no %s', (f) => {
    expect(canSubmitCourse(fullLanding(), [ok[0], lecture({ [f]: '' })])).toBe(false);
  });
  it('is disabled when no lecture is a free preview', () => {
    expect(canSubmitCourse(fullLanding(), [lecture(), lecture()])).toBe(false);
  });
  it('is disabled with no lectures', () => {
    expect(canSubmitCourse(fullLanding(), [])).toBe(false);
  });
  it('names what keeps it disabled, landing fields first', () => {
    expect(submitGaps(fullLanding({ title: '', image: '' }), [lecture()], true)).toEqual(['title', 'image', 'freePreview', 'uploading']);
    expect(submitGaps(fullLanding(), [])).toEqual(['noLectures']);
    const preview = lecture({ freePreview: true });
    expect(submitGaps(fullLanding(), [preview, lecture({ videoUrl: '' })])).toEqual(['lectureParts']);
    expect(submitGaps(fullLanding(), [preview])).toEqual([]);
  });
  it('is disabled while an upload runs', () => {
    expect(canSubmitCourse(fullLanding(), ok, true)).toBe(false);
  });
  it('is disabled for the initial forms', () => {
    expect(canSubmitCourse(initialLanding(), initialCurriculum())).toBe(false);
  });
});

describe('bulk upload: replace or append', () => {
  it('replaces the list when it is only the empty placeholder, titling by position', () => {
    const out = mergeBulkUpload(initialCurriculum(), [media('a'), media('b')], titleFor);
    expect(out.map((l) => [l.title, l.kind === 'video' && l.public_id, l.kind === 'video' && l.videoUrl, l.freePreview])).toEqual([
      ['Lecture 1', 'a', '/api/media/a', false],
      ['Lecture 2', 'b', '/api/media/b', false],
    ]);
  });
  it('replaces a placeholder whose Free Preview switch was turned on (the switch alone is not content)', () => {
    const out = mergeBulkUpload([{ ...emptyLecture(), freePreview: true }], [media('a')], titleFor);
    expect(out).toHaveLength(1);
    expect(out[0].title).toBe('Lecture 1');
  });
  it('appends to a list with content, continuing the positions', () => {
    const first = lecture({ title: 'Intro', public_id: 'x', videoUrl: '/api/media/x', freePreview: true });
    const out = mergeBulkUpload([first, lecture({ title: '', videoUrl: '', public_id: '' })], [media('a'), media('b')], titleFor);
    expect(out.map((l) => l.title)).toEqual(['Intro', '', 'Lecture 3', 'Lecture 4']);
    expect(out[0]).toBe(first);
  });
  it('appends when only a title was typed (a titled lecture is not the empty placeholder)', () => {
    const out = mergeBulkUpload([lecture({ title: 'Planned', videoUrl: '', public_id: '' })], [media('a')], titleFor);
    expect(out.map((l) => l.title)).toEqual(['Planned', 'Lecture 2']);
  });
  it('fills an empty list', () => {
    expect(mergeBulkUpload([], [media('a')], titleFor).map((l) => l.title)).toEqual(['Lecture 1']);
  });
  it('gives every new lecture its own key', () => {
    const out = mergeBulkUpload(initialCurriculum(), [media('a'), media('b')], titleFor);
    expect(new Set(out.map((l) => l.key)).size).toBe(2);
  });
});

describe('edit mode: forms from a course', () => {
  it('takes the landing fields and the curriculum (with lecture ids) from the course', () => {
    const { landing, curriculum } = formsFromCourse({
      title: 'Crochet',
      category: 'crochet',
      level: 'advanced',
      primaryLanguage: 'french',
      subtitle: 'Hooks',
      description: 'All about hooks',
      pricing: 12.5,
      objectives: 'a, b',
      welcomeMessage: 'Hi',
      image: '/api/media/i',
      curriculum: [
        {
          kind: 'video',
          _id: 'L1',
          title: 'One',
          files: [],
          videoUrl: '/api/media/v',
          public_id: 'v',
          freePreview: true,
          stream: null,
          dataCost: null,
          captions: [],
          processing: { status: 'processing', percent: 40, message: null },
        },
      ],
    });
    expect(landing).toEqual({
      title: 'Crochet',
      category: 'crochet',
      level: 'advanced',
      primaryLanguage: 'french',
      subtitle: 'Hooks',
      description: 'All about hooks',
      pricing: '12.5',
      objectives: 'a, b',
      welcomeMessage: 'Hi',
      image: '/api/media/i',
    });
    expect(curriculum).toMatchObject([{ _id: 'L1', title: 'One', videoUrl: '/api/media/v', public_id: 'v', freePreview: true }]);
  });
  it('falls back to the initial values for missing landing fields', () => {
    const { landing, curriculum } = formsFromCourse({ title: 'Only a title', pricing: 0 });
    expect(landing).toEqual({ ...initialLanding(), title: 'Only a title', pricing: '0' });
    expect(curriculum).toEqual([]);
  });
});

describe('course payload', () => {
  it('sends pricing as a number and keeps lecture ids (never the client-only key)', () => {
    const body = coursePayload(fullLanding({ pricing: '49.99', title: '  Spaced  ' }), [
      lecture({ _id: 'L1', freePreview: true }),
      lecture({ title: 'New one' }),
    ]);
    expect(body.pricing).toBe(49.99);
    expect(body.title).toBe('Spaced');
    expect(body.curriculum[0]).toEqual({
      kind: 'video',
      _id: 'L1',
      title: 'Threading the needle',
      videoUrl: '/api/media/v1',
      public_id: 'v1',
      freePreview: true,
      files: [],
    });
    expect(body.curriculum[1]).not.toHaveProperty('_id');
    expect(body.curriculum[1]).not.toHaveProperty('key');
  });
});

describe('practice pieces when a lecture is deleted', () => {
  const piece = (key: string, afterLecture: number): PieceDraft => ({
    key,
    title: key,
    instructions: 'x',
    photos: 1,
    required: true,
    afterLecture,
  });
  const pieces = [piece('start', 0), piece('after1', 1), piece('after2', 2), piece('after3', 3)];

  it('keep each piece after the same lecture; one right after the deleted lecture goes after the one before it', () => {
    // Lecture 2 (index 1) deleted: lecture 3 becomes lecture 2.
    expect(piecesAfterLectureRemoved(pieces, 1).map((p) => [p.key, p.afterLecture])).toEqual([
      ['start', 0],
      ['after1', 1],
      ['after2', 1],
      ['after3', 2],
    ]);
    // The first lecture deleted: a piece after it goes before the (new) first lecture.
    expect(piecesAfterLectureRemoved(pieces, 0).map((p) => p.afterLecture)).toEqual([0, 0, 1, 2]);
    // The last one: nothing before it moves.
    expect(piecesAfterLectureRemoved(pieces, 2).map((p) => p.afterLecture)).toEqual([0, 1, 2, 2]);
  });

  it('the payload confirms the removal of saved pieces only when asked to', () => {
    const landing = initialLanding();
    expect(coursePayload(landing, [], [])).not.toHaveProperty('confirmPracticeRemoval');
    expect(coursePayload(landing, [], [], true)).toMatchObject({ confirmPracticeRemoval: true });
  });
});

const stepWith = (id: string, text = '') => ({ ...emptyStep(), text, imageUrl: `/api/media/${id}`, image_public_id: id });
const stepLesson = (over: Partial<StepsDraft> = {}): StepsDraft => ({
  ...emptyStepLesson(),
  title: 'Cutting a dart',
  steps: [stepWith('s1', 'Mark the dart'), stepWith('s2', 'Fold and pin')],
  ...over,
});
const pdf = { key: 'f', name: 'Pattern.pdf', url: '/api/media/f1', public_id: 'f1', type: 'application/pdf', bytes: 52_000 };

describe('step lessons and files in the curriculum', () => {
  it('Add step lesson replaces the untouched placeholder lecture and otherwise appends, under the Add Lecture rule', () => {
    const start = initialCurriculum();
    expect(canAddLecture(start, false)).toBe(false);
    expect(canAddStepLesson(start, false)).toBe(true);
    const [only] = addStepLesson(start);
    expect(only).toMatchObject({ kind: 'steps', title: '', steps: [{ text: '', imageUrl: '' }], files: [] });

    expect(addStepLesson([lecture()]).map((l) => l.kind)).toEqual(['video', 'steps']);
    // A step still without its photo keeps both Add buttons off, as a lecture without its video does.
    const unfinished = stepLesson({ steps: [stepWith('s1'), emptyStep()] });
    expect(canAddLecture([lecture(), unfinished], false)).toBe(false);
    expect(canAddStepLesson([lecture(), unfinished], false)).toBe(false);
    expect(canAddStepLesson([lecture(), stepLesson()], true)).toBe(false); // an upload runs
    expect(canAddStepLesson([lecture(), stepLesson()], false)).toBe(true);
  });

  it('SUBMIT waits for a title and a photo on every step; the free preview may be the step lesson', () => {
    const preview = stepLesson({ freePreview: true });
    expect(submitGaps(fullLanding(), [lecture(), preview])).toEqual([]);
    expect(submitGaps(fullLanding(), [lecture(), stepLesson({ freePreview: true, title: ' ' })])).toEqual(['stepParts']);
    expect(submitGaps(fullLanding(), [lecture(), stepLesson({ freePreview: true, steps: [stepWith('a'), emptyStep()] })])).toEqual([
      'stepParts',
    ]);
    expect(submitGaps(fullLanding(), [lecture(), stepLesson({ freePreview: true, steps: [] })])).toEqual(['stepParts']);
    expect(submitGaps(fullLanding(), [lecture({ videoUrl: '' }), stepLesson()])).toEqual(['lectureParts', 'freePreview']);
  });

  it('sends a step lesson as kind "steps" with its steps in order and its files, without the editor-only fields, and the schema takes it', () => {
    const steps = stepLesson({
      _id: 'L2',
      title: '  Cutting a dart ',
      steps: [
        { ...stepWith('s1', ' Mark the dart '), _id: 'S1', preview: 'data:image/jpeg;base64,x', photo: { bytes: 1, width: 1, height: 1 } },
      ],
      files: [{ ...pdf, _id: 'F1', name: ' Dart pattern ' }],
    });
    const body = coursePayload(fullLanding(), [lecture({ freePreview: true, files: [pdf] }), steps]);
    expect(body.curriculum).toEqual([
      expect.objectContaining({ kind: 'video', files: [{ name: 'Pattern.pdf', url: '/api/media/f1', public_id: 'f1' }] }),
      {
        kind: 'steps',
        _id: 'L2',
        title: 'Cutting a dart',
        freePreview: false,
        steps: [{ _id: 'S1', text: 'Mark the dart', imageUrl: '/api/media/s1', image_public_id: 's1' }],
        files: [{ _id: 'F1', name: 'Dart pattern', url: '/api/media/f1', public_id: 'f1' }],
      },
    ]);
    expect(CourseInputSchema.safeParse(body).success).toBe(true);
  });

  it('the schema names the step without a photo at its place (curriculum.1.steps.1.image_public_id)', () => {
    const body = coursePayload(fullLanding(), [lecture({ freePreview: true }), stepLesson({ steps: [stepWith('a'), emptyStep()] })]);
    const parsed = CourseInputSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(['curriculum.1.steps.1.image_public_id']);
  });

  it('fills a step lesson and its files from the course: the Data saver version as preview, sizes shown', () => {
    const { curriculum } = formsFromCourse({
      curriculum: [
        {
          kind: 'steps',
          _id: 'L1',
          title: 'Dart',
          freePreview: true,
          stepCount: 1,
          dataCost: { bytes: 90_000, saverBytes: 30_000 },
          steps: [
            {
              _id: 'S1',
              text: 'Mark it',
              image_public_id: 'p1',
              image: { url: '/api/media/p1', width: 1280, height: 960, bytes: 90_000 },
              imageSmall: { url: '/api/media/p1/small', width: 640, height: 480, bytes: 30_000 },
            },
          ],
          files: [
            { _id: 'F1', name: 'Pattern', type: 'application/pdf', bytes: 52_000, url: '/api/media/f1', public_id: 'f1', previewUrl: null },
          ],
        },
      ],
    });
    expect(curriculum).toMatchObject([
      {
        kind: 'steps',
        _id: 'L1',
        title: 'Dart',
        freePreview: true,
        steps: [
          {
            _id: 'S1',
            text: 'Mark it',
            imageUrl: '/api/media/p1',
            image_public_id: 'p1',
            preview: '/api/media/p1/small',
            photo: { bytes: 90_000, width: 1280, height: 960 },
          },
        ],
        files: [{ _id: 'F1', name: 'Pattern', url: '/api/media/f1', public_id: 'f1', type: 'application/pdf', bytes: 52_000 }],
      },
    ]);
  });

  it('moves a step up and down, and not past either end', () => {
    const steps = [stepWith('a'), stepWith('b'), stepWith('c')];
    expect(moveStep(steps, 2, -1).map((s) => s.image_public_id)).toEqual(['a', 'c', 'b']);
    expect(moveStep(steps, 0, 1).map((s) => s.image_public_id)).toEqual(['b', 'a', 'c']);
    expect(moveStep(steps, 0, -1).map((s) => s.image_public_id)).toEqual(['a', 'b', 'c']);
    expect(moveStep(steps, 2, 1).map((s) => s.image_public_id)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a file before sending it: over the size limit, not a PDF or picture, or an eleventh file', () => {
    const sized = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'x', { type });
    expect(fileRefusal(sized('application/pdf', 1000), 0)).toBeNull();
    expect(fileRefusal(sized('application/pdf', FILE_LIMITS.maxBytes + 1), 0)).toBe('size');
    expect(fileRefusal(sized('application/zip', 10), 0)).toBe('type');
    expect(fileRefusal(sized('', 10), 0)).toBeNull(); // no type given: the server reads the bytes
    expect(fileRefusal(sized('image/png', 10), FILE_LIMITS.filesMax)).toBe('count');
    const file = new File([new Uint8Array(5)], 'Measurement chart.png', { type: 'image/png' });
    expect(fileDraftFrom(file, { url: '/api/media/m', public_id: 'm' })).toMatchObject({
      name: 'Measurement chart.png',
      type: 'image/png',
      bytes: 5,
      public_id: 'm',
    });
  });

  it("lists an item's media to release, and takes away only what was released", () => {
    const l = stepLesson({ files: [pdf] });
    expect(mediaOf(l)).toEqual(['s1', 's2', 'f1']);
    expect(mediaOf(lecture({ files: [pdf] }))).toEqual(['v1', 'f1']);
    const rest = withoutMedia(l, new Set(['s1'])) as StepsDraft;
    expect(rest.steps.map((s) => s.image_public_id)).toEqual(['', 's2']);
    expect(rest.files).toHaveLength(1);
    expect(withoutMedia(lecture({ files: [pdf] }), new Set(['v1', 'f1']))).toMatchObject({ videoUrl: '', public_id: '', files: [] });
  });

  it('practice pieces count items of either kind: a piece after the step lesson stays after it', () => {
    const piece: PieceDraft = { key: 'p', title: 'Seam', instructions: 'x', photos: 1, required: true, afterLecture: 2 };
    expect(coursePayload(fullLanding(), [lecture(), stepLesson()], [piece]).practice[0]!.afterLecture).toBe(2);
    expect(coursePayload(fullLanding(), [stepLesson()], [piece]).practice[0]!.afterLecture).toBe(1);
  });
});

describe('pattern lessons in the curriculum', () => {
  it('replace the untouched placeholder, start at the first design and its defaults, and need only a title', () => {
    const [added] = addPatternLesson(initialCurriculum());
    expect(added).toMatchObject({ kind: 'pattern', pattern: { design: 'bella', options: { chestEase: '11', waistEase: '5' } } });
    expect(submitGaps(initialLanding(), [added!])).toContain('patternParts');
    expect(submitGaps(initialLanding(), [{ ...added!, title: 'Bodice' }])).not.toContain('patternParts');
    expect(canAddLecture([{ ...added!, title: 'Bodice' }], false)).toBe(true);
    expect(mediaOf({ ...emptyPatternLesson(), files: [] })).toEqual([]);
  });

  it('send only the options changed from the default; a typed value goes as typed, for the schema to refuse', () => {
    const choice = patternChoice('penelope', { lengthBonus: 20 });
    expect(choice.options).toEqual({ lengthBonus: '20', seatEase: '1', waistEase: '1' });
    expect(patternOptionsPayload({ ...choice, options: { ...choice.options, waistEase: '' } })).toEqual({ lengthBonus: 20 });
    const payload = patternOptionsPayload({ ...choice, options: { ...choice.options, seatEase: '12.5' } });
    expect(payload).toEqual({ lengthBonus: 20, seatEase: 12.5 });
    const item = { kind: 'pattern', title: 'Skirt', freePreview: true, files: [], pattern: { design: 'penelope', options: payload } };
    const parsed = CourseInputSchema.shape.curriculum.safeParse([item]);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['0.pattern.options.seatEase']);
  });
});
