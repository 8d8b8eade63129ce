import type { Browser, Page } from '@playwright/test';
import { phonePhoto } from '../../server/test/helpers/photos';
import { DEMO, createCourse, enrol, expect, expectAccessible, markAllViewed, test, watchCsp } from './support';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The demo admin, signed in on a 390 px phone of their own. */
async function instructorPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  watchCsp(context);
  const page = await context.newPage();
  await page.goto('/sewee-login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function openPiece(page: Page, courseId: string, title: string) {
  await page.goto(`/course-progress/${courseId}`);
  await page.getByRole('button', { name: 'Show course content' }).click();
  await page.getByRole('button', { name: new RegExp(title) }).click();
  return page.getByRole('dialog', { name: title });
}

async function review(instructor: Page, verdict: 'Passed' | 'Needs work', comment = '') {
  await instructor.goto('/instructor?tab=reviews');
  const item = instructor.getByRole('listitem').filter({ has: instructor.getByRole('heading', { name: 'Sew a French seam' }) });
  await expect(item.getByRole('img', { name: /^Round \d+, photo 1 of Sew a French seam/ }).first()).toBeVisible();
  await expectAccessible(instructor);
  if (comment) await item.getByRole('textbox', { name: 'Comment for the student' }).fill(comment);
  await item.getByRole('button', { name: verdict, exact: true }).click();
  await expect(instructor.getByText('Review saved. The student gets an e-mail.')).toBeVisible();
}

test('a required practice piece on a 390 px phone: added, photographed, sent back, resent, passed, then Congratulations', async ({
  page,
  adminApi,
  newStudent,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Practice course ${Date.now() % 100000}`;
  const id = await createCourse(adminApi, title);
  const instructor = await instructorPhone(browser, baseURL);
  try {
    // The instructor adds a required piece after the first lecture, in the course editor.
    await instructor.goto(`/instructor/edit-course/${id}`);
    await instructor.getByRole('button', { name: 'Add Practice piece' }).click();
    const piece = instructor.getByRole('group', { name: 'Practice piece 1' });
    await piece.getByRole('textbox', { name: /^Title/ }).fill('Sew a French seam');
    await piece.getByRole('textbox', { name: /^Instructions/ }).fill('Sew a French seam on a 20 cm scrap. Photograph the inside.');
    await piece.getByRole('combobox', { name: 'Place' }).selectOption({ label: 'After lecture 1' });
    await expect(piece.getByRole('switch', { name: 'Required to complete the course' })).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(instructor);
    await instructor.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(instructor).toHaveURL(/\/instructor$/);

    // The student bought the course and watched every lecture: not complete yet.
    const student = await newStudent('practice');
    await enrol(page.request, adminApi, student, id);
    await markAllViewed(page, id);
    await page.goto(`/course-progress/${id}`);
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toHaveCount(0);

    // A 4000x3000 photo, shrunk in the browser before sending; the first send meets a dropped connection.
    // The page says what is still missing.
    await page.getByRole('button', { name: 'Show course content' }).click();
    await expect(page.getByTestId('practice-missing')).toContainText('Pass these practice pieces: Sew a French seam.');
    let dialog = await openPiece(page, id, 'Sew a French seam');
    const photo = { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: phonePhoto() };
    expect(photo.buffer.length).toBeGreaterThan(3_000_000);
    await dialog.getByTestId('practice-gallery').setInputFiles(photo);
    const size = dialog.getByTestId('practice-photo-size');
    await expect(size).toHaveText(/^\u2066?\d+ KB\u2069?$/);
    const kb = Number((await size.textContent())!.replace(/\D/g, ''));
    expect(kb).toBeGreaterThan(10);
    expect(kb).toBeLessThanOrEqual(300);
    await expectAccessible(page);

    let dropped = 0;
    let sentBytes = 0;
    await page.route('**/api/student/practice/*/*/submissions', async (route) => {
      if (dropped++ === 0) return route.abort('connectionreset');
      sentBytes = route.request().postDataBuffer()?.length ?? 0;
      return route.continue();
    });
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(dialog.getByText(/Connection dropped\. Trying again/)).toBeVisible();
    await expect(dialog.getByText('Your photos wait for your instructor’s review.', { exact: false })).toBeVisible({ timeout: 20_000 });
    expect(sentBytes).toBeLessThanOrEqual(310_000);
    await page.unroute('**/api/student/practice/*/*/submissions');

    // Needs work, with a comment the student reads under the piece.
    await review(instructor, 'Needs work', 'Trim the raw edge to 3 mm before the second seam.');
    dialog = await openPiece(page, id, 'Sew a French seam');
    await expect(dialog.getByText('Trim the raw edge to 3 mm before the second seam.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toHaveCount(0);

    // A second round; the first stays visible.
    await dialog.getByTestId('practice-gallery').setInputFiles(photo);
    await expect(dialog.getByTestId('practice-photo-size')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(dialog.getByText(/^Round 2 · /)).toBeVisible();
    await expect(dialog.getByText(/^Round 1 · /)).toBeVisible();

    // Passed: now, and only now, the course is complete.
    await review(instructor, 'Passed');
    await page.goto(`/course-progress/${id}`);
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The instructor's Learners view shows the student as completed.
    await instructor.goto('/instructor?tab=learners');
    await instructor.getByRole('combobox', { name: 'Course' }).selectOption({ label: title });
    const row = instructor.getByRole('row').filter({ hasText: student.email });
    await expect(row.getByText('Completed')).toBeVisible();
    await expect(row.getByText('2 of 2')).toBeVisible();
    await expectAccessible(instructor);
  } finally {
    await instructor.context().close();
  }
});
