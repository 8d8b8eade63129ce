import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CourseProgressData } from '@sewee/shared';
import { apiSignIn, controlled, enrol, expect, ok, registerStudent, test, userId } from './support';
import { PNG_1X1 } from '../../server/test/helpers/media-files';

// Step lessons on a 390 px phone (docs/learning.md, "Step lessons and lesson files"): one step per
// screen, swipe and zoom, the last step ticks the lesson; Data saver's small photos; a downloaded
// step lesson opened in flight mode.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const TEXTS = ['Cut 40 cm of thread.', 'Cut the end at a slant.', 'Push the thread through the eye.', 'Tie a knot at the long end.'];

/** A photo of `n` as a phone takes it, made with ffmpeg at test time (never committed). */
function photo(n: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-steps-e2e-'));
  const file = path.join(dir, `step-${n}.jpg`);
  execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1600x1200:rate=1,noise=alls=${10 + n}:allf=t`],
    ...['-frames:v', '1', '-q:v', '3', file],
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

/** A published course whose one item is a free step lesson of four photos, and a student who bought it. */
async function stepsCourse(admin: APIRequestContext, page: Page, tag: string) {
  type Uploaded = { data: { url: string; public_id: string } };
  const steps = [];
  for (const [i, text] of TEXTS.entries()) {
    const up = await ok<Uploaded>(
      admin.post('/api/media/upload?purpose=step', {
        multipart: { file: { name: `step-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photo(i) } },
      }),
    );
    steps.push({ text, imageUrl: up.data.url, image_public_id: up.data.public_id });
  }
  const image = await ok<Uploaded>(
    admin.post('/api/media/upload', { multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 } } }),
  );
  const title = `Threading a needle, in 4 steps ${Date.now() % 100000}`;
  const created = await ok<{ data: { _id: string } }>(
    admin.post('/api/instructor/course/add', {
      data: {
        title: `Hand sewing ${tag} ${Date.now() % 100000}`,
        subtitle: 'From needle to seam',
        category: 'beginner-to-advanced-fashion',
        level: 'beginner',
        primaryLanguage: 'english',
        description: 'Sewing by hand, step by step.',
        pricing: 5,
        objectives: 'Thread a needle',
        welcomeMessage: 'Welcome',
        image: image.data.url,
        curriculum: [{ kind: 'steps', title, freePreview: true, steps }],
      },
    }),
  );
  const student = await registerStudent(page.request, tag);
  await apiSignIn(page.request, student);
  await enrol(page.request, admin, student, created.data._id);
  return { courseId: created.data._id, title };
}

const counter = (page: Page) => page.getByText(/^Step \d of 4$/);
const stepPhoto = (page: Page) => page.getByRole('img', { name: /^Photo of step \d$/ });

test('the student swipes through a step lesson, zooms into a photo, reaches the last step and the lesson is ticked', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { courseId, title } = await stepsCourse(adminApi, page, 'steps-swipe');
  await ok(page.request.put('/api/account/data-saver', { data: { dataSaver: false } }));
  await page.goto(`/course-progress/${courseId}`);
  await expect(counter(page)).toHaveText('Step 1 of 4');
  await expect(page.getByText(TEXTS[0]!)).toBeVisible();

  // A finger swipes the photo to the left: the next step.
  const box = (await stepPhoto(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 8 });
  await page.mouse.up();
  await expect(counter(page)).toHaveText('Step 2 of 4');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A tap opens the photo full screen; two fingers pinch it open, the button zooms further.
  await page.getByRole('button', { name: 'Open the photo of step 2 full screen' }).click();
  const zoom = page.getByRole('dialog');
  await expect(zoom.getByText('100%')).toBeVisible();
  const area = (await zoom.getByRole('img').boundingBox())!;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: string, spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: cx - spread, y: cy, id: 1 },
              { x: cx + spread, y: cy, id: 2 },
            ],
    });
  await touch('touchStart', 40);
  for (const spread of [60, 80, 100, 120]) await touch('touchMove', spread);
  await touch('touchEnd', 120);
  await expect(zoom.getByText('300%')).toBeVisible();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom.getByText('400%')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveCount(0);

  // Next to the last step: the lesson is viewed, the course (its only lesson) completed.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(TEXTS[2]!)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(page)).toHaveText('Step 4 of 4');
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Congratulations!' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Show course content/ }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${title}.*\\(Viewed`) })).toBeVisible();
  const progress = await ok<{ data: CourseProgressData }>(
    page.request.get(`/api/student/course-progress/get/${await userId(page)}/${courseId}`),
  );
  expect(progress.data.isPurchased && progress.data.progress.find((p) => p.viewed)?.step).toBe(3);
});

test('with Data saver the small photos load; the step lesson downloaded in them opens in flight mode', async ({
  page,
  context,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { courseId, title } = await stepsCourse(adminApi, page, 'steps-offline');
  await ok(page.request.put('/api/account/data-saver', { data: { dataSaver: true } }));
  const photos: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && new URL(r.url()).pathname.startsWith('/api/media/')) photos.push(new URL(r.url()).pathname);
  });
  await page.goto(`/course-progress/${courseId}`);
  await expect(stepPhoto(page)).toHaveAttribute('src', /\/small$/);
  await expect.poll(() => stepPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Only small photos (the one on screen and the next, fetched ahead): never a full-size one.
  expect(photos.length).toBeGreaterThan(0);
  expect(photos.filter((p) => !p.endsWith('/small'))).toEqual([]);
  expect(await stepPhoto(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);

  await controlled(page);
  await page.getByRole('button', { name: /Show course content/ }).click();
  const panel = page.getByRole('complementary');
  await panel.getByRole('button', { name: `Download ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Download for offline' });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(/^Small photos \(Data saver\) · /);
  await dialog.getByRole('button', { name: /^Download \S+ MB/ }).click();
  await expect(panel.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Flight mode: the course opens from the worker's shell and its kept answer; the photos from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(counter(page)).toHaveText('Step 1 of 4');
  await expect(stepPhoto(page)).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(page)).toHaveText('Step 2 of 4');
  await expect.poll(() => stepPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await context.setOffline(false);
});
