import type { APIRequestContext, Page } from '@playwright/test';
import { enrol, expect, markAllViewed, ok, test, userId } from './support';

// The demo seed gives every course short real WebM (VP9) lectures; this one has three.
const COURSE_TITLE = 'Introduction to Fabric & Textile Science';
const LECTURES = ['Natural and synthetic fibres', 'Weaves and knits', 'Caring for fabrics'];

async function courseId(api: APIRequestContext): Promise<string> {
  const res = await ok<{ data: { _id: string; title: string }[] }>(api.get('/api/student/course/get'));
  const course = res.data.find((c) => c.title === COURSE_TITLE);
  expect(course, `demo course "${COURSE_TITLE}"`).toBeTruthy();
  return course!._id;
}

const video = (page: Page) => page.locator('video');
const lectureButton = (page: Page, title: string) => page.getByRole('complementary').getByRole('button', { name: new RegExp(`^${title}`) });

/** Starts the current lecture with the Play control, then jumps to just before its end. */
async function playToEnd(page: Page) {
  await page
    .getByRole('region', { name: /^Video player/ })
    .getByRole('button', { name: 'Play' })
    .click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.duration > 0)).toBe(true);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.4);
  });
}

async function openCourse(page: Page, id: string) {
  await page.goto(`/course-progress/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
}

test('a buyer watches every lecture, sees the ticks, is congratulated, rewatches and goes to My Courses', async ({
  page,
  adminApi,
  newStudent,
}) => {
  test.setTimeout(120_000);
  const student = await newStudent('learner');
  const id = await courseId(page.request);
  await enrol(page.request, adminApi, student, id);

  await openCourse(page, id);
  await expect(page.getByRole('link', { name: 'Back to My Courses Page' })).toHaveAttribute('href', '/student-courses');
  for (const [i, title] of LECTURES.entries()) {
    await expect(lectureButton(page, title)).toHaveAccessibleName(new RegExp(`Not viewed, Now playing`));
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await playToEnd(page);
    if (i < LECTURES.length - 1) {
      // Marked viewed, and the next lecture is opened.
      await expect(lectureButton(page, title)).toHaveAccessibleName(/\(Viewed/);
      await expect(lectureButton(page, LECTURES[i + 1]!)).toHaveAccessibleName(/Now playing/);
    }
  }

  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have completed the course');
  await expect(page.locator('canvas')).toHaveCount(1); // the confetti
  for (const title of LECTURES) {
    // The title, then its length and data cost, then the state.
    await expect(page.getByRole('button', { name: new RegExp(`^${title}\\b.*\\(Viewed`), includeHidden: true })).toHaveCount(1);
  }
  // The demo lectures stream their ladder (a Media Source blob), or the original before it is ready.
  await expect(video(page)).toHaveAttribute('src', /^(blob:|\/api\/media\/)/);

  await dialog.getByRole('button', { name: 'Rewatch Course' }).click();
  await expect(dialog).toBeHidden();
  for (const title of LECTURES) await expect(lectureButton(page, title)).toHaveAccessibleName(/Not viewed/);
  await expect(lectureButton(page, LECTURES[0]!)).toHaveAccessibleName(/Now playing/);
  const after = await ok<{ data: { completed: boolean; progress: { viewed: boolean }[] } }>(
    page.request.get(`/api/student/course-progress/get/${await userId(page)}/${id}`),
  );
  expect(after.data.completed).toBe(false);
  expect(after.data.progress.filter((p) => p.viewed)).toHaveLength(0);

  // Completed again (marked through the API to save time), then leave through "My Courses Page".
  await markAllViewed(page, id);
  await page.reload();
  await page.getByRole('dialog', { name: 'Congratulations!' }).getByRole('button', { name: 'My Courses Page' }).click();
  await expect(page).toHaveURL(/\/student-courses$/);
});

test('someone who has not bought the course is blocked and sees no video', async ({ page, newStudent }) => {
  await newStudent('visitor');
  const id = await courseId(page.request);
  await page.goto(`/course-progress/${id}`);
  const dialog = page.getByRole('dialog', { name: "You can't view this page" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please purchase this course to get access');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(video(page)).toHaveCount(0);
  await dialog.getByRole('link', { name: 'View course details' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/details/${id}$`));
});

test('a lecture left midway resumes where it stopped, after a reload and after leaving the page', async ({
  page,
  adminApi,
  newStudent,
}) => {
  test.setTimeout(90_000);
  const student = await newStudent('resumer');
  const id = await courseId(page.request);
  await enrol(page.request, adminApi, student, id);
  await openCourse(page, id);

  // Pause at about 5 s (a pause saves the position), reload: playback resumes there.
  await page
    .getByRole('region', { name: /^Video player/ })
    .getByRole('button', { name: 'Play' })
    .click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.duration > 0)).toBe(true);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 5.2;
  });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/student/course-progress/position') && r.request().method() === 'PUT');
  // The controls fade out while playing; moving the pointer over the player brings them back.
  const player = page.getByRole('region', { name: /^Video player/ });
  await player.hover();
  await player.getByRole('button', { name: 'Pause' }).click();
  const paused = await saved;
  expect(paused.ok()).toBe(true);
  // Where it paused: 5 s, or a second later on a machine slow to reach the button (it plays meanwhile).
  const pausedAt = (paused.request().postDataJSON() as { positionSeconds: number }).positionSeconds;
  expect(pausedAt).toBeGreaterThanOrEqual(5);
  expect(pausedAt).toBeLessThan(8);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: LECTURES[0]! })).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBe(pausedAt);

  // Playing again, back at about 2.5 s (the lecture is only 8 s long), leave with the back link
  // (the player saves as it goes away), come back: it resumes there.
  await page
    .getByRole('region', { name: /^Video player/ })
    .getByRole('button', { name: 'Play' })
    .click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 2.5;
  });
  const savedOnLeave = page.waitForResponse(
    (r) => r.url().endsWith('/api/student/course-progress/position') && r.request().method() === 'PUT',
  );
  await page.getByRole('link', { name: 'Back to My Courses Page' }).click();
  await expect(page).toHaveURL(/\/student-courses$/);
  const body = (await savedOnLeave).request().postDataJSON() as { positionSeconds: number };
  expect(body.positionSeconds).toBeGreaterThanOrEqual(2);
  expect(body.positionSeconds).toBeLessThan(5);
  await openCourse(page, id);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBe(body.positionSeconds);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student who finished closes the congratulations (Escape, then Close) and still opens lectures and the transcript', async ({
    page,
    adminApi,
    newStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await newStudent('finisher');
    const id = await courseId(page.request);
    await enrol(page.request, adminApi, student, id);
    await markAllViewed(page, id);

    await page.goto(`/course-progress/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();

    // The course is usable without Rewatch: open the panel, pick another lecture, read the transcript tab.
    await page.getByRole('button', { name: 'Show course content' }).click();
    await expect(page.getByRole('link', { name: 'Get your certificate' })).toHaveAttribute('href', `/student-certificates/${id}`);
    await lectureButton(page, LECTURES[1]!).click();
    await expect(page.getByRole('heading', { level: 2, name: LECTURES[1]! })).toBeVisible();
    await page.getByRole('button', { name: 'Show course content' }).click();
    await page.getByRole('tab', { name: /^Transcript/ }).click();
    await expect(page.getByRole('tabpanel', { name: /^Transcript/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The next visit congratulates again; the close button closes it too.
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: LECTURES[0]! })).toBeVisible();

    // Closing is not Rewatch: the course is still complete.
    const after = await ok<{ data: { completed: boolean } }>(
      page.request.get(`/api/student/course-progress/get/${await userId(page)}/${id}`),
    );
    expect(after.data.completed).toBe(true);
  });
});
