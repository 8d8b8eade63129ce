import type { LessonFile, LessonStep, StepsLecture } from '@sewee/shared';

/** `n` steps, each a photo in its two versions (full /api/media/pN, Data saver /api/media/pN/small) and a line of text. */
export const makeSteps = (n: number): LessonStep[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `s${i + 1}`,
    text: `Text of step ${i + 1}`,
    image_public_id: `p${i + 1}`,
    image: { url: `/api/media/p${i + 1}`, width: 1280, height: 960, bytes: 90_000 },
    imageSmall: { url: `/api/media/p${i + 1}/small`, width: 640, height: 480, bytes: 30_000 },
  }));

/** A PDF attached to a lesson, as whoever may open it reads it. */
export const makeFile = (id: string, over: Partial<LessonFile> = {}): LessonFile => ({
  _id: id,
  name: `Pattern ${id}.pdf`,
  type: 'application/pdf',
  bytes: 1_200_000,
  url: `/api/media/${id}`,
  public_id: id,
  previewUrl: `/api/media/${id}/preview`,
  ...over,
});

/** A step lesson of `n` steps, as its buyer reads it. */
export const makeStepsLecture = (id: string, n: number, over: Partial<StepsLecture> = {}): StepsLecture => {
  const steps = makeSteps(n);
  return {
    kind: 'steps',
    _id: id,
    title: `Threading a needle, in ${n} steps`,
    freePreview: false,
    files: [],
    stepCount: n,
    steps,
    dataCost: { bytes: steps.reduce((s, x) => s + x.image.bytes, 0), saverBytes: steps.reduce((s, x) => s + x.imageSmall.bytes, 0) },
    ...over,
  };
};
