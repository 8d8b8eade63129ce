import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { LectureStream, Processing, PublicCourse } from '@sewee/shared';
import { PNG_1X1 } from '../../server/test/helpers/media-files';
import { apiSignIn, expect, ok, refuseAv1, registerStudent, test, type Student } from './support';

// Issue 25's browser proof. A short phone-like clip is processed by the real server: first its
// H.264 ladder, then, in the background, its AV1 and Opus rungs. Chromium decodes AV1 (dav1d), so
// with Data saver on the player should fetch the AV1 240p file; with AV1 refused by Media Source
// (stubbed), the H.264 240p file; and "Compatible (H.264)" is remembered across a reload.

// The demo content's 21 lectures get their AV1 rungs at the server's start too, one job at a time.
const PROCESSING_TIMEOUT_MS = 300_000;

/** 12 s of 854x480 with moving detail and noise, with sound: tall enough for AV1 240p and 360p. */
function phoneClip(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-av1-e2e-'));
  const file = path.join(dir, 'phone.mp4');
  execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=854x480:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...[
      '-t',
      '12',
      '-vf',
      'noise=alls=20:allf=t',
      '-c:v',
      'libx264',
      '-b:v',
      '2M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ],
  ]);
  const clip = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return clip;
}

let admin: APIRequestContext;
let student: Student;
let courseId = '';
let title = '';
let stream: LectureStream;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(PROCESSING_TIMEOUT_MS + 60_000);
  admin = adminApi;
  type Uploaded = { data: { url: string; public_id: string } };
  const video = await ok<Uploaded>(
    admin.post('/api/media/upload', { multipart: { file: { name: 'phone.mp4', mimeType: 'video/mp4', buffer: phoneClip() } } }),
  );
  const image = await ok<Uploaded>(
    admin.post('/api/media/upload', { multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 } } }),
  );
  title = `AV1 lecture ${Date.now()}`;
  const created = await ok<{ data: { _id: string } }>(
    admin.post('/api/instructor/course/add', {
      data: {
        title,
        subtitle: 'Under a megabyte a minute',
        category: 'crochet',
        level: 'beginner',
        primaryLanguage: 'english',
        description: 'A lecture recorded on a phone.',
        pricing: 5,
        objectives: 'Watch cheaply',
        welcomeMessage: 'Welcome',
        image: image.data.url,
        curriculum: [{ title: 'Slip stitch on a phone', videoUrl: video.data.url, public_id: video.data.public_id, freePreview: true }],
      },
    }),
  );
  courseId = created.data._id;
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    student = await registerStudent(api, 'av1-viewer');
  } finally {
    await api.dispose();
  }
  // The H.264 ladder first (its processing says ready), then the AV1 master appears in `stream`.
  await expect
    .poll(async () => (await ok<{ data: Processing }>(admin.get(`/api/media/${video.data.public_id}/processing`))).data.status, {
      timeout: PROCESSING_TIMEOUT_MS,
      intervals: [2000],
    })
    .toBe('ready');
  await expect
    .poll(
      async () => {
        const details = await ok<{ data: PublicCourse }>(admin.get(`/api/student/course/get/details/${courseId}`));
        stream = details.data.curriculum[0]!.stream!;
        return stream.hlsAv1 ?? null;
      },
      { timeout: PROCESSING_TIMEOUT_MS, intervals: [2000] },
    )
    .not.toBeNull();
  expect(stream.renditions.map((r) => r.name)).toEqual(['audio', '240p', '360p', '480p', 'opus', 'av1-240p', 'av1-360p']);
});

test.afterAll(async () => {
  if (courseId) await admin.delete(`/api/instructor/course/delete/${courseId}`);
});

const pathOf = (url: string) => new URL(url, process.env.E2E_BASE_URL).pathname;
const rung = (name: string) => stream.renditions.find((r) => r.name === name)!;
/** The player's label: megabytes as carriers count them, one decimal below 10, at least 0.1. */
const mb = (bytes: number) => `${Math.max(0.1, bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

/** Every rung file the page fetched, by rung name. */
function watchRungRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req: Request) => {
    const p = pathOf(req.url());
    const r = stream.renditions.find((x) => pathOf(x.url) === p);
    if (r) seen.push(r.name);
  });
  return seen;
}

/** Signs the student in with Data saver on, opens the details page, plays until 3 s in; returns the player. */
async function playWithDataSaver(page: Page) {
  await apiSignIn(page.request, student);
  await ok(page.request.put('/api/account/data-saver', { data: { dataSaver: true } }));
  await page.goto(`/course/details/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const player = page.getByRole('region', { name: 'Video player: Slip stitch on a phone' });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  return player;
}

async function openQualityMenu(page: Page, player: ReturnType<Page['getByRole']>) {
  await player.hover();
  await player.getByRole('button', { name: /^Quality/ }).click();
  return page.getByRole('menu', { name: 'Quality' });
}

test('with Data saver, a browser that decodes AV1 smoothly plays the AV1 240p rung, and the menu shows its cost', async ({ page }) => {
  const fetched = watchRungRequests(page);
  const player = await playWithDataSaver(page);
  expect([...new Set(fetched)]).toEqual(['av1-240p']);
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.videoHeight)).toBe(240);
  const menu = await openQualityMenu(page, player);
  await expect(menu.getByRole('menuitemradio', { name: /^240p/ })).toHaveText(`240p · ${mb(rung('av1-240p').bytes)}`);
  await expect(menu.getByRole('menuitemradio', { name: /^Audio only/ })).toHaveText(`Audio only · ${mb(rung('opus').bytes)}`);
  // 480p has no AV1 rung: its H.264 cost.
  await expect(menu.getByRole('menuitemradio', { name: /^480p/ })).toHaveText(`480p · ${mb(rung('480p').bytes)}`);
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Compatible (H.264)' })).toHaveAttribute('aria-checked', 'false');
});

test('where Media Source refuses AV1, the same Data saver plays H.264 240p', async ({ page }) => {
  await refuseAv1(page);
  const fetched = watchRungRequests(page);
  const player = await playWithDataSaver(page);
  expect([...new Set(fetched)]).toEqual(['240p']);
  const menu = await openQualityMenu(page, player);
  await expect(menu.getByRole('menuitemradio', { name: /^240p/ })).toHaveText(`240p · ${mb(rung('240p').bytes)}`);
  // Nothing to choose between: no Compatible (H.264) item.
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Compatible (H.264)' })).toHaveCount(0);
});

test('"Compatible (H.264)" plays H.264 and is remembered after a reload', async ({ page }) => {
  const player = await playWithDataSaver(page);
  let menu = await openQualityMenu(page, player);
  await menu.getByRole('menuitemcheckbox', { name: 'Compatible (H.264)' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Compatible (H.264)' })).toHaveAttribute('aria-checked', 'true');

  const fetched = watchRungRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const again = page.getByRole('region', { name: 'Video player: Slip stitch on a phone' });
  await again.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(3);
  expect([...new Set(fetched)]).toEqual(['240p']);
  menu = await openQualityMenu(page, again);
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Compatible (H.264)' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: /^240p/ })).toHaveText(`240p · ${mb(rung('240p').bytes)}`);
});

test('a browser that says it plays AV1 but fails on it falls back to H.264 by itself', async ({ page }) => {
  // The AV1 rung's bytes arrive broken (as from a decoder that gives up): hls.js fails for good.
  await page.route(
    (url) => pathOf(url.href) === pathOf(rung('av1-240p').url),
    (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.alloc(4096, 0x55) }),
  );
  const fetched = watchRungRequests(page);
  await playWithDataSaver(page);
  expect(fetched[0]).toBe('av1-240p');
  expect([...new Set(fetched)]).toContain('240p');
  await expect(page.getByText('The video could not be loaded. Check your connection and try again.')).toHaveCount(0);
});
