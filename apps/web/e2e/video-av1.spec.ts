import type { APIRequestContext, Page } from '@playwright/test';
import type { LectureStream, PublicCourse } from '@sewee/shared';
import { apiSignIn, expect, ok, refuseAv1, test, type Student } from './support';
import { currentTime, mb, openQualityMenu, pathOf, phoneClip, previewCourse, PROCESSING_POLL_MS, watchRungRequests } from './video-support';

// The AV1 rungs in the browser (docs/decisions/021-av1-rungs-beside-the-ladder.md). A short
// phone-like clip is processed by the real server: first its H.264 ladder, then, in the background,
// its AV1 and Opus rungs. Chromium decodes AV1 (dav1d), so with Data saver on the player should fetch
// the AV1 240p file; with AV1 refused by Media Source (stubbed), the H.264 240p file; and "Compatible
// (H.264)" is remembered across a reload.

// The demo content's 21 lectures get their AV1 rungs at the server's start too, one job at a time.
const PROCESSING_TIMEOUT_MS = 300_000;

let admin: APIRequestContext;
let student: Student;
let courseId = '';
let title = '';
let stream: LectureStream;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(2 * PROCESSING_TIMEOUT_MS + 60_000);
  admin = adminApi;
  title = `AV1 lecture ${Date.now()}`;
  // 12 s of 854x480: tall enough for AV1 240p and 360p. The H.264 ladder first (its processing
  // says ready), then the AV1 master appears in `stream`.
  ({ courseId, student } = await previewCourse(admin, {
    clip: phoneClip({ size: '854x480', seconds: 12, bitrate: '2M' }),
    title,
    subtitle: 'Under a megabyte a minute',
    lecture: 'Slip stitch on a phone',
    studentTag: 'av1-viewer',
    timeoutMs: PROCESSING_TIMEOUT_MS,
  }));
  await expect
    .poll(
      async () => {
        const details = await ok<{ data: PublicCourse }>(admin.get(`/api/student/course/get/details/${courseId}`));
        stream = details.data.curriculum[0]!.stream!;
        return stream.hlsAv1 ?? null;
      },
      { timeout: PROCESSING_TIMEOUT_MS, intervals: [PROCESSING_POLL_MS] },
    )
    .not.toBeNull();
  expect(stream.renditions.map((r) => r.name)).toEqual(['audio', '240p', '360p', '480p', 'opus', 'av1-240p', 'av1-360p']);
});

test.afterAll(async () => {
  if (courseId) await admin.delete(`/api/instructor/course/delete/${courseId}`);
});

const rung = (name: string) => stream.renditions.find((r) => r.name === name)!;

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

test('with Data saver, a browser that decodes AV1 smoothly plays the AV1 240p rung, and the menu shows its cost', async ({ page }) => {
  const fetched = watchRungRequests(page, () => stream);
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
  const fetched = watchRungRequests(page, () => stream);
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

  const fetched = watchRungRequests(page, () => stream);
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
  const fetched = watchRungRequests(page, () => stream);
  await playWithDataSaver(page);
  expect(fetched[0]).toBe('av1-240p');
  expect([...new Set(fetched)]).toContain('240p');
  await expect(page.getByText('The video could not be loaded. Check your connection and try again.')).toHaveCount(0);
});

test('Play pressed while the player is still choosing its codec plays once it has chosen', async ({ page }) => {
  // A slow codec check (a busy phone): the Play button is there before the source is known.
  await page.addInitScript(() => {
    const capabilities = navigator.mediaCapabilities;
    const decodingInfo = capabilities.decodingInfo.bind(capabilities);
    capabilities.decodingInfo = (config) => new Promise((resolve) => setTimeout(() => resolve(decodingInfo(config)), 1500));
  });
  const fetched = watchRungRequests(page, () => stream);
  await playWithDataSaver(page);
  expect(fetched[0]).toBe('av1-240p');
});

test('audio only: a broken Opus rung falls back to the AAC one by itself', async ({ page }) => {
  await page.route(
    (url) => pathOf(url.href) === pathOf(rung('opus').url),
    (route) => route.fulfill({ status: 200, contentType: 'audio/mp4', body: Buffer.alloc(4096, 0x55) }),
  );
  const fetched = watchRungRequests(page, () => stream);
  const player = await playWithDataSaver(page);
  const menu = await openQualityMenu(page, player);
  await menu.getByRole('menuitemradio', { name: /^Audio only/ }).click();
  await expect.poll(() => [...new Set(fetched)]).toEqual(expect.arrayContaining(['opus', 'audio']));
  // It plays on, as it was playing: a failed load would otherwise leave the element idle.
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true);
  await expect(page.getByText('The video could not be loaded. Check your connection and try again.')).toHaveCount(0);
});
