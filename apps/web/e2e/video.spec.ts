import type { APIRequestContext, Page } from '@playwright/test';
import type { LectureStream, PublicCourse, Rendition } from '@sewee/shared';
import { apiSignIn, expect, ok, refuseAv1, test, type Student } from './support';
import { currentTime, mb, openQualityMenu, phoneClip, previewCourse, watchRungRequests } from './video-support';

// The low-data video ladder in the browser (docs/learning.md "Low-data video"). A phone-like clip is
// made here with ffmpeg (never committed), uploaded as the free-preview lecture of a new course, and
// processed by the real server into its ladder; a new student who has not bought the course then
// watches the preview on the course details page. The browser is made one without AV1 (refuseAv1):
// these are the H.264 ladder's checks, which the AV1 rungs the server adds later (video-av1.spec.ts)
// must leave exactly as they were.

const PROCESSING_TIMEOUT_MS = 240_000;

let admin: APIRequestContext;
let student: Student;
let courseId = '';
let title = '';
let stream: LectureStream;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(PROCESSING_TIMEOUT_MS + 60_000);
  admin = adminApi;
  title = `Low-data lecture ${Date.now()}`;
  // 12 s of 720p at about 4 Mbit/s: tall enough for every rung up to 720p, two 6 s segments (a quality
  // switch reloads from the current position, so the tests below play well inside them).
  ({ courseId, student } = await previewCourse(admin, {
    clip: phoneClip({ size: '1280x720', seconds: 12, bitrate: '4M' }),
    title,
    subtitle: 'Watched on 3G',
    lecture: 'Chain stitch on a phone',
    studentTag: 'viewer',
    timeoutMs: PROCESSING_TIMEOUT_MS,
  }));
  const details = await ok<{ data: PublicCourse }>(admin.get(`/api/student/course/get/details/${courseId}`));
  stream = details.data.curriculum[0]!.stream!;
  expect(stream.renditions.map((r) => r.name)).toEqual(['audio', '240p', '360p', '480p', '720p']);
});

test.beforeEach(async ({ page }) => refuseAv1(page));

test.afterAll(async () => {
  if (courseId) await admin.delete(`/api/instructor/course/delete/${courseId}`);
});

const rung = (name: string): Rendition => stream.renditions.find((r) => r.name === name)!;

/** Signs the student in with Data saver on or off (saved on the server), opens the course details page and returns its preview player. */
async function openPreview(page: Page, dataSaver: boolean) {
  await apiSignIn(page.request, student);
  await ok(page.request.put('/api/account/data-saver', { data: { dataSaver } }));
  await page.goto(`/course/details/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const player = page.getByRole('region', { name: 'Video player: Chain stitch on a phone' });
  await expect(player).toBeVisible();
  return player;
}

test("the quality menu shows each quality's data cost for this lecture", async ({ page }) => {
  const player = await openPreview(page, false);
  const menu = await openQualityMenu(page, player);
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    'Auto',
    `720p · ${mb(rung('720p').bytes)}`,
    `480p · ${mb(rung('480p').bytes)}`,
    `360p · ${mb(rung('360p').bytes)}`,
    `240p · ${mb(rung('240p').bytes)}`,
    `Audio only · ${mb(rung('audio').bytes)}`,
  ]);
  await expect(menu.getByRole('menuitemradio', { name: 'Auto' })).toHaveAttribute('aria-checked', 'true');
  // Keyboard: Escape closes and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(player.getByRole('button', { name: /^Quality/ })).toBeFocused();
});

test('Data saver starts at 240p and hls.js fetches nothing taller', async ({ page }) => {
  const fetched = watchRungRequests(page, () => stream);
  const player = await openPreview(page, true);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
  expect(fetched.length).toBeGreaterThan(0);
  expect([...new Set(fetched)]).toEqual(['240p']);
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.videoHeight)).toBe(240);
  const menu = await openQualityMenu(page, player);
  await expect(menu.getByRole('menuitemradio', { name: 'Auto (up to 240p)' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: /^720p/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
});

test('switching quality keeps the position', async ({ page }) => {
  const fetched = watchRungRequests(page, () => stream);
  const player = await openPreview(page, false);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(5);
  const before = await currentTime(page);
  const menu = await openQualityMenu(page, player);
  await menu.getByRole('menuitemradio', { name: /^480p/ }).click();
  await expect.poll(() => fetched.includes('480p'), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 15_000 }).toBe(480);
  // Still where the student was (and playing on), not back at the start.
  expect(await currentTime(page)).toBeGreaterThanOrEqual(before - 0.5);
  await expect(player.getByRole('button', { name: 'Quality: 480p' })).toBeVisible();
});

test('audio only plays the audio file and shows the course image', async ({ page }) => {
  const player = await openPreview(page, false);
  const menu = await openQualityMenu(page, player);
  await menu.getByRole('menuitemradio', { name: /^Audio only/ }).click();
  await expect(page.locator('video')).toHaveAttribute('src', rung('audio').url);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  await expect(player.getByText('Audio only: the picture is off to save data.')).toBeVisible();
  const image = player.locator('img');
  await expect(image).toBeVisible();
  const details = await ok<{ data: PublicCourse }>(page.request.get(`/api/student/course/get/details/${courseId}`));
  await expect(image).toHaveAttribute('src', details.data.image);
});
