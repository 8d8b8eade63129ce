import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { run } from '../../platform/process';
import { coursesRepo } from '../courses/repository';
import { createMediaService } from '../media/service';
import type { UserRow } from '../users/repository';
import { patternPdf } from './pattern-pdf';

/** The demo course that gains a step lesson and a PDF pattern (docs/decisions/038-step-lessons-and-files.md). */
export const DEMO_LESSONS_COURSE = 'Fundamentals of Pattern Making & Sewing';
export const DEMO_STEP_LESSON = 'Threading a needle, in 6 steps';
/** The lecture the pattern is attached to, and the file's name as students see it. */
export const DEMO_PATTERN_LECTURE = 'Drafting a basic bodice';
export const DEMO_PATTERN_NAME = 'Skirt pattern (A4, sizes S-L)';
/** The pattern lesson (docs/decisions/039-patterns.md): a bodice block drafted to each student's measurements, a free preview. */
export const DEMO_BODICE_LESSON = 'Your bodice block';

const STEPS = [
  'Cut about 50 cm of thread, at a slant: a slanted end goes through the eye more easily.',
  'Wet the end of the thread a little and twist it between two fingers to a point.',
  'Hold the needle against a light background, so you can see its eye clearly.',
  'Bring the thread up to the eye, holding it close to its end so it does not bend.',
  'Push the thread through the eye and pull about 10 cm out on the other side.',
  'Tie a small knot at the long end of the thread. You are ready to sew.',
];

/**
 * The drawing of step `i` (0-5) as an ffmpeg filter on a cloth-coloured, grainy background: a
 * needle and a red thread that comes closer to the eye, through it, then knotted; the step's
 * number as dots in the corner (no font needed).
 */
function stepDrawing(i: number): string {
  const threadEnd = [260, 360, 460, 600, 760, 760][i]!;
  return [
    'drawbox=x=600:y=150:w=30:h=680:color=0x7d838c:t=fill',
    'drawbox=x=608:y=200:w=14:h=70:color=0xe9dcc9:t=fill',
    `drawbox=x=80:y=232:w=${threadEnd - 80}:h=8:color=0xb0413e:t=fill`,
    ...(i === 5 ? ['drawbox=x=72:y=222:w=26:h=28:color=0x8e2f2c:t=fill'] : []),
    ...Array.from({ length: i + 1 }, (_, d) => `drawbox=x=${60 + d * 34}:y=60:w=22:h=22:color=0x3a3a3a:t=fill`),
  ].join(',');
}

/** All six step pictures in one ffmpeg run (one process start, not six), as JPEGs in `dir`. */
async function drawSteps(ffmpeg: string, dir: string): Promise<string[]> {
  const files = STEPS.map((_, i) => path.join(dir, `step-${i + 1}.jpg`));
  const graph =
    `color=c=0xe9dcc9:s=1280x960,noise=alls=10:allf=u,split=${STEPS.length}` +
    STEPS.map((_, i) => `[s${i}]`).join('') +
    ';' +
    STEPS.map((_, i) => `[s${i}]${stepDrawing(i)}[o${i}]`).join(';');
  const outputs = files.flatMap((file, i) => ['-map', `[o${i}]`, '-frames:v', '1', '-q:v', '2', file]);
  const made = await run(ffmpeg, [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'nullsrc=s=16x16:d=1',
    '-filter_complex',
    graph,
    ...outputs,
  ]);
  if (made.code !== 0) throw new Error(`ffmpeg could not draw the demo steps: ${made.stderr.trim()}`);
  return files;
}

/**
 * One demo course gains a step lesson (six drawn step photos, a free preview), its second
 * lecture a PDF pattern, stored through the upload path itself (media service `store`), so they
 * are re-encoded, measured and previewed as an instructor's would be, and last a pattern lesson
 * (Bella, the bodice block, with the design's default options; a free preview, so a newcomer can
 * try it: the demo student has no measurements and meets the guide first). Without ffmpeg the
 * step lesson is left out (logged); without pdftoppm the PDF pattern has no preview.
 */
export async function seedDemoLessons(ctx: AppContext, admin: UserRow): Promise<void> {
  const course = (await coursesRepo.listByInstructor(ctx.db, admin.id)).find((c) => c.title === DEMO_LESSONS_COURSE);
  if (!course) throw new Error(`demo course "${DEMO_LESSONS_COURSE}" is missing`);
  const media = createMediaService(ctx);
  const lectures = await coursesRepo.lecturesOf(ctx.db, course.id);
  const store = async (filename: string, bytes: Buffer, accept: 'step' | 'any') =>
    (await media.store(admin, { filename, file: Readable.from([bytes]) }, accept)).row;

  const tools = ctx.videos.tools;
  if (!tools) ctx.log.warn('the demo step lesson needs ffmpeg to draw its photos: left out');
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-demo-steps-'));
  try {
    const files = tools ? await drawSteps(tools.ffmpeg, dir) : [];
    // Stored side by side: the photo pipeline runs two encodes at once.
    const [pattern, ...photos] = await Promise.all([
      patternPdf().then((pdf) => store('skirt-pattern.pdf', pdf, 'any')),
      ...files.map(async (file, i) => store(`step-${i + 1}.jpg`, await fsp.readFile(file), 'step')),
    ]);
    const target = lectures.find((l) => l.title === DEMO_PATTERN_LECTURE);
    if (target)
      await coursesRepo.replaceLessonParts(ctx.db, target.id, [], [{ position: 0, name: DEMO_PATTERN_NAME, mediaId: pattern!.id }]);
    if (photos.length)
      await ctx.db.transaction(async (tx) => {
        const lesson = (await coursesRepo.insertLecture(tx, {
          courseId: course.id,
          position: lectures.length,
          title: DEMO_STEP_LESSON,
          kind: 'steps',
          freePreview: true,
        }))!;
        await coursesRepo.replaceLessonParts(
          tx,
          lesson.id,
          STEPS.map((text, position) => ({ position, text, mediaId: photos[position]!.id })),
          [],
          { fresh: true },
        );
      });
    await coursesRepo.insertLecture(ctx.db, {
      courseId: course.id,
      position: lectures.length + (photos.length ? 1 : 0),
      title: DEMO_BODICE_LESSON,
      kind: 'pattern',
      pattern: { design: 'bella', options: {} },
      freePreview: true,
    });
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
