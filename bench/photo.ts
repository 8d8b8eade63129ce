// What a student's phone sends for one practice-piece photo, run by `npm run bench`
// (or `--only=photo`; it needs no server):
//   - a 4000x3000 "camera photo" (lavfi testsrc2 with sensor-like grain, JPEG q2: about 5 MB, as a
//     12 MP phone camera writes), made by ffmpeg;
//   - shrunk in Chromium by the web app's own code (apps/web/src/lib/shrink-photo.ts,
//     bundled with esbuild): its size, and the multipart body the Send for review request carries;
//   - re-encoded by the server's own code (platform/video/photo.ts): what storage keeps.
// Writes bench/photo-results.json and prints a table. KB = 1,000 bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { findFfmpeg } from '../apps/server/src/platform/video/ffmpeg';
import { reencodePhoto } from '../apps/server/src/platform/video/photo';
import { phonePhoto } from '../apps/server/test/helpers/photos';

const root = path.resolve(import.meta.dirname, '..');
const found = findFfmpeg({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH });
if (!('tools' in found)) {
  console.error(`photo bench skipped: ${found.problem}`);
  process.exit(0);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-photo-bench-'));
try {
  const original = path.join(dir, 'IMG_0001.jpg');
  fs.writeFileSync(original, phonePhoto(found.tools.ffmpeg));
  const originalBytes = fs.statSync(original).size;

  // The web app's shrinking code as the browser runs it.
  const bundle = await build({
    entryPoints: [path.join(root, 'apps/web/src/lib/shrink-photo.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'SeweePhoto',
    write: false,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const shrunk = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const file = new File([bytes], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const started = performance.now();
    const p = await (window as unknown as { SeweePhoto: typeof import('../apps/web/src/lib/shrink-photo') }).SeweePhoto.shrinkPhoto(file);
    const ms = Math.round(performance.now() - started);
    const form = new FormData();
    form.append('photos', p.blob, 'IMG_0001.jpg');
    const body = new Uint8Array(await new Response(form).arrayBuffer());
    const jpeg = new Uint8Array(await p.blob.arrayBuffer());
    let s = '';
    for (const x of jpeg) s += String.fromCharCode(x);
    return { bytes: p.blob.size, width: p.width, height: p.height, requestBody: body.length, ms, jpeg: btoa(s) };
  }, fs.readFileSync(original).toString('base64'));
  await browser.close();

  const sentFile = path.join(dir, 'sent.jpg');
  fs.writeFileSync(sentFile, Buffer.from(shrunk.jpeg, 'base64'));
  const storedFile = path.join(dir, 'stored.jpg');
  const stored = await reencodePhoto(found.tools, 'image/jpeg', sentFile, storedFile);
  const storedBytes = fs.statSync(storedFile).size;

  const kb = (n: number) => Math.round(n / 100) / 10;
  const results = {
    date: new Date().toISOString(),
    original: { width: 4000, height: 3000, bytes: originalBytes },
    shrunk: { width: shrunk.width, height: shrunk.height, bytes: shrunk.bytes, msInChromium: shrunk.ms },
    requestBody: shrunk.requestBody,
    stored: { ...stored, bytes: storedBytes },
  };
  fs.writeFileSync(path.join(root, 'bench/photo-results.json'), JSON.stringify(results, null, 2));
  console.log(`| photo | size | KB |
|---|---|---|
| camera original | 4000x3000 | ${kb(originalBytes)} |
| shrunk in the browser | ${shrunk.width}x${shrunk.height} | ${kb(shrunk.bytes)} (${shrunk.ms} ms in Chromium) |
| sent (multipart request body) | | ${kb(shrunk.requestBody)} |
| stored after the server's re-encode | ${stored.width}x${stored.height} | ${kb(storedBytes)} |`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
