// What a step lesson and a lesson file cost, run by `npm run bench` (or `--only=lessons`; it
// needs no server):
//   - ten photo-like pictures (lavfi testsrc2 at 3000x2000, each a different frame, with
//     sensor-like grain, JPEG q2: what a phone camera writes), each stored by the server's own
//     pipeline as a step photo (platform/video/photo.ts with the media service's PHOTO_FITS):
//     the main version and the Data saver one, their sizes and the time each photo took;
//   - the ten-step lesson's total at both qualities, against STEP_LIMITS' budgets;
//   - the demo's PDF pattern (modules/demo/pattern-pdf.ts): its first page rendered by pdftoppm
//     and stored as the file's preview.
// Writes bench/lessons-results.json and prints a table. KB = 1,000 bytes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_LIMITS, STEP_LIMITS } from '@sewee/shared';
import { findPdftoppm, renderFirstPage } from '../apps/server/src/platform/documents/pdf-page';
import { findFfmpeg } from '../apps/server/src/platform/video/ffmpeg';
import { reencodePhoto } from '../apps/server/src/platform/video/photo';
import { PHOTO_FITS } from '../apps/server/src/modules/media/service';
import { patternPdf } from '../apps/server/src/modules/demo/pattern-pdf';

const root = path.resolve(import.meta.dirname, '..');
const found = findFfmpeg({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH });
if (!('tools' in found)) {
  console.error(`lessons bench skipped: ${found.problem}`);
  process.exit(0);
}
const { tools } = found;
const STEPS = 10;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-lessons-bench-'));
const kb = (n: number) => Math.round(n / 100) / 10;
try {
  const photos = [];
  for (let i = 0; i < STEPS; i++) {
    const original = path.join(dir, `camera-${i}.jpg`);
    // A different frame of the moving test pattern for each step, with fresh grain.
    execFileSync(tools.ffmpeg, [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=3000x2000:rate=1', '-ss', String(i * 3),
      '-vf', 'noise=alls=12:allf=t', '-frames:v', '1', '-q:v', '2', original,
    ]); // prettier-ignore
    const started = performance.now();
    const main = await reencodePhoto(tools, 'image/jpeg', original, path.join(dir, `main-${i}.jpg`), PHOTO_FITS.stepMain);
    const small = await reencodePhoto(
      tools,
      'image/jpeg',
      path.join(dir, `main-${i}.jpg`),
      path.join(dir, `small-${i}.jpg`),
      PHOTO_FITS.stepSmall,
    );
    photos.push({ originalBytes: fs.statSync(original).size, main, small, ms: Math.round(performance.now() - started) });
  }
  const total = { bytes: photos.reduce((a, p) => a + p.main.bytes, 0), saverBytes: photos.reduce((a, p) => a + p.small.bytes, 0) };

  let preview: { width: number; height: number; bytes: number; pdfBytes: number; ms: number } | null = null;
  const poppler = findPdftoppm({ pdftoppmPath: process.env.PDFTOPPM_PATH });
  const pdftoppm = 'path' in poppler ? poppler.path : undefined;
  if (pdftoppm) {
    const pdf = path.join(dir, 'pattern.pdf');
    const pdfBytes = await patternPdf();
    fs.writeFileSync(pdf, pdfBytes);
    const started = performance.now();
    await renderFirstPage(pdftoppm, pdf, path.join(dir, 'page.png'));
    const stored = await reencodePhoto(tools, 'image/png', path.join(dir, 'page.png'), path.join(dir, 'preview.jpg'), PHOTO_FITS.preview);
    preview = { ...stored, pdfBytes: pdfBytes.length, ms: Math.round(performance.now() - started) };
  } else {
    console.error('no pdftoppm (poppler-utils): the PDF preview is not measured');
  }

  const results = {
    date: new Date().toISOString(),
    photos,
    tenStepLesson: total,
    budgets: {
      image: STEP_LIMITS.imageMaxBytes,
      small: STEP_LIMITS.smallMaxBytes,
      tenStepLesson: 1_000_000,
      tenStepLessonSaver: 400_000,
      preview: FILE_LIMITS.previewMaxBytes,
    },
    preview,
  };
  fs.writeFileSync(path.join(root, 'bench/lessons-results.json'), JSON.stringify(results, null, 2));
  const range = (values: number[], unit = kb) => `${unit(Math.min(...values))}-${unit(Math.max(...values))}`;
  console.log(`| step lesson | size | KB | budget KB |
|---|---|---|---|
| camera original (x${STEPS}) | 3000x2000 | ${range(photos.map((p) => p.originalBytes))} | |
| step photo, main | ${photos[0]!.main.width}x${photos[0]!.main.height} | ${range(photos.map((p) => p.main.bytes))} | ${kb(STEP_LIMITS.imageMaxBytes)} |
| step photo, Data saver | ${photos[0]!.small.width}x${photos[0]!.small.height} | ${range(photos.map((p) => p.small.bytes))} | ${kb(STEP_LIMITS.smallMaxBytes)} |
| ${STEPS}-step lesson | | ${kb(total.bytes)} | 1000 |
| ${STEPS}-step lesson at Data saver | | ${kb(total.saverBytes)} | 400 |
| server time per photo (both versions) | | ${range(
    photos.map((p) => p.ms),
    (n) => n,
  )} ms | |
| PDF pattern's preview | ${preview ? `${preview.width}x${preview.height}` : 'n/a'} | ${preview ? kb(preview.bytes) : 'n/a'} (${preview?.ms ?? '-'} ms) | ${kb(FILE_LIMITS.previewMaxBytes)} |`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
