import { describe, expect, it } from 'vitest';
import {
  canAddLecture,
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
  type LectureDraft,
} from './curriculum';

const lecture = (over: Partial<LectureDraft> = {}): LectureDraft => ({
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
    expect(out.map((l) => [l.title, l.public_id, l.videoUrl, l.freePreview])).toEqual([
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
          _id: 'L1',
          title: 'One',
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
      _id: 'L1',
      title: 'Threading the needle',
      videoUrl: '/api/media/v1',
      public_id: 'v1',
      freePreview: true,
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
