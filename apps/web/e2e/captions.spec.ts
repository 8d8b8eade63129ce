import type { APIRequestContext, Page } from '@playwright/test';
import { request } from '@playwright/test';
import { apiSignIn, enrol, expect, ok, refuseAv1, test, type Student } from './support';
import { pathOf, phoneClip, previewCourse } from './video-support';

// Captions in the browser (docs/captions.md), on a 390 px phone: playback speed kept across a reload,
// captions read along, the Transcript tab seeking the video, and Data saver opening on the transcript
// without fetching any video. The lecture is a real clip processed by the real server; its captions are
// uploaded by the instructor through the API; the student buys the course through the real flow.

const PROCESSING_TIMEOUT_MS = 180_000;
const VTT = `WEBVTT

00:00:00.000 --> 00:00:03.000
Thread the needle.

00:00:03.000 --> 00:00:06.000
Tie a knot.

00:00:06.500 --> 00:00:10.000
Now stitch.
`;

let admin: APIRequestContext;
let student: Student;
let courseId = '';
let publicId = '';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(PROCESSING_TIMEOUT_MS + 60_000);
  admin = adminApi;
  ({ courseId, publicId, student } = await previewCourse(admin, {
    clip: phoneClip({ size: '426x240', seconds: 12, bitrate: '400k' }),
    title: `Captioned lecture ${Date.now()}`,
    subtitle: 'Read along',
    lecture: 'Running stitch',
    studentTag: 'captions',
    timeoutMs: PROCESSING_TIMEOUT_MS,
  }));
  const details = await ok<{ data: { curriculum: { _id: string }[] } }>(admin.get(`/api/instructor/course/get/details/${courseId}`));
  await ok(
    admin.put(`/api/instructor/course/${courseId}/lectures/${details.data.curriculum[0]!._id}/captions/en`, { data: { text: VTT } }),
  );
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await apiSignIn(api, student);
    await enrol(api, admin, student, courseId);
  } finally {
    await api.dispose();
  }
});

test.beforeEach(async ({ page }) => refuseAv1(page));

test.afterAll(async () => {
  if (courseId) await admin.delete(`/api/instructor/course/delete/${courseId}`);
});

const video = (page: Page) => page.locator('video');
const player = (page: Page) => page.getByRole('region', { name: 'Video player: Running stitch' });

async function openCourse(page: Page, dataSaver: boolean) {
  await apiSignIn(page.request, student);
  await ok(page.request.put('/api/account/data-saver', { data: { dataSaver } }));
  await page.goto(`/course-progress/${courseId}`);
  await expect(player(page)).toBeVisible();
}

test('0.75× slows the lecture down and is still chosen after a reload', async ({ page }) => {
  await openCourse(page, false);
  await player(page).getByRole('combobox', { name: 'Playback speed' }).selectOption('0.75');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.75);

  await page.reload();
  await expect(player(page).getByRole('combobox', { name: 'Playback speed' })).toHaveValue('0.75');
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  expect(await video(page).evaluate((v: HTMLVideoElement) => [v.playbackRate, v.preservesPitch])).toEqual([0.75, true]);
});

test('captions: the student turns them on and reads the cue being spoken', async ({ page }) => {
  await openCourse(page, false);
  await player(page).getByRole('combobox', { name: 'Captions' }).selectOption({ label: 'English' });
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 4;
  });
  const activeCue = () =>
    video(page).evaluate((v: HTMLVideoElement) => {
      const track = Array.from(v.textTracks).find((t) => t.mode === 'hidden');
      return (track?.activeCues?.[0] as VTTCue | undefined)?.text ?? null;
    });
  await expect.poll(activeCue).toBe('Tie a knot.');
  await expect(page.getByTestId('captions-text')).toHaveText('Tie a knot.');
  // Large enough to read on a phone, on a dark band.
  const style = await page
    .getByTestId('captions-text')
    .locator('p')
    .evaluate((p) => [parseFloat(getComputedStyle(p).fontSize), getComputedStyle(p).backgroundColor]);
  expect(style[0]).toBeGreaterThanOrEqual(18);
  expect(style[1]).toMatch(/^(rgba\(0, 0, 0, 0\.8\)|oklab\(0 0 0 \/ 0\.8\))$/);
});

test('the Transcript tab shows the lecture as text with its size; tapping a line plays from there', async ({ page }) => {
  await openCourse(page, false);
  await page.getByRole('button', { name: 'Show course content' }).click();
  // The size is isolated left to right (U+2066 … U+2069) for right-to-left pages.
  const tab = page.getByRole('tab', { name: /^Transcript · \u2066?1 KB\u2069?$/ });
  await tab.click();
  const panel = page.getByRole('tabpanel', { name: /^Transcript/ });
  await expect(panel.getByRole('button', { name: 'Play from 0:00' })).toBeVisible();
  await expect(panel).toContainText('Thread the needle. Tie a knot.');
  await panel.getByRole('button', { name: 'Now stitch.' }).click();
  // On a phone the panel gives the video back.
  await expect(page.getByRole('complementary')).toBeHidden();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime >= 6.5)).toBe(true);
});

test('Data saver opens on the transcript and loads no video until Play', async ({ page }) => {
  const media: string[] = [];
  page.on('request', (r) => {
    const p = pathOf(r.url());
    if (p === `/api/media/${publicId}` || /\/hls\/[^/]+\.mp4$/.test(p)) media.push(p);
  });
  const master = page.waitForResponse((r) => pathOf(r.url()) === `/api/media/${publicId}/hls/master.m3u8`);
  await openCourse(page, true);
  await expect(page.getByRole('tab', { name: /^Transcript/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Thread the needle.' })).toBeVisible();
  await master;
  // hls.js has the playlists; give it time to (wrongly) start fetching.
  await page.waitForTimeout(1500);
  expect(media).toEqual([]);
  expect(await video(page).evaluate((v: HTMLVideoElement) => [v.paused, v.preload])).toEqual([true, 'none']);

  // Pressing Play is what loads the lecture.
  await page.getByRole('button', { name: 'Hide course content' }).click();
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => media.length).toBeGreaterThan(0);
});
