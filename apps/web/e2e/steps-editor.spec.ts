import type { Locator, Page } from '@playwright/test';
import { patternPdf } from '../../server/src/modules/demo/pattern-pdf';
import { jpegOf } from '../../server/test/helpers/photos';
import { DEMO, createCourse, expect, expectAccessible, test } from './support';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const lesson = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Step lesson 3', exact: true }) });
const step = (page: Page, n: number, m: number) => page.getByRole('group', { name: `Step ${n} of ${m}`, exact: true });

/** Sets a photo on a step through one of its file inputs and waits until the server has it (the bar goes). */
async function photo(page: Page, input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const stored = page.waitForResponse((r) => r.url().includes('/api/media/upload?purpose=step') && r.status() === 201);
  await input.setInputFiles(file);
  await stored;
}

test('an instructor on a 390 px phone builds a step lesson with the phone’s file inputs, attaches a PDF, saves, and it reloads', async ({
  page,
  signIn,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const courseId = await createCourse(adminApi, `Step lesson course ${Date.now() % 100000}`);
  // A 12 MP phone photo: several MB, made smaller in the browser before it is sent.
  const camera = { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: jpegOf(4000, 3000, 2, { grain: true }) };
  expect(camera.buffer.length).toBeGreaterThan(2_000_000);
  try {
    await signIn(DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/instructor/edit-course/${courseId}`);
    await page.getByRole('button', { name: 'Add step lesson' }).click();
    const block = lesson(page);
    await block.getByRole('textbox', { name: 'Title of step lesson 3' }).fill('Cutting a dart');

    // Step 1, from the camera input: its upload size is shown, at most 300 KB and 1600 px.
    await photo(page, step(page, 1, 1).getByLabel('Camera for step 1'), camera);
    const size = step(page, 1, 1).getByTestId('step-photo-size');
    await expect(size).toHaveText(/^Upload size: \u2066\d+ KB\u2069 · \u20661600\s×\s1200\u2069\spx$/);
    const kb = Number(/(\d+) KB/.exec((await size.textContent())!)![1]);
    expect(kb).toBeGreaterThan(10);
    expect(kb).toBeLessThanOrEqual(300);
    await expect(step(page, 1, 1).getByText(/^Made smaller from \u2066\d(\.\d)? MB\u2069$/)).toBeVisible();
    await step(page, 1, 1).getByRole('textbox', { name: 'Text of step 1' }).fill('Mark the dart with chalk');

    // Steps 2 and 3, from the gallery input.
    await block.getByRole('button', { name: 'Add step' }).click();
    await photo(page, step(page, 2, 2).getByLabel('Photo for step 2'), { ...camera, name: 'IMG_0002.jpg' });
    await step(page, 2, 2).getByRole('textbox', { name: 'Text of step 2' }).fill('Fold along the centre line and pin');
    await block.getByRole('button', { name: 'Add step' }).click();
    await photo(page, step(page, 3, 3).getByLabel('Photo for step 3'), { ...camera, name: 'IMG_0003.jpg' });

    // Reorder: the fold comes first.
    await step(page, 1, 3).getByRole('button', { name: 'Move down' }).click();
    await expect(step(page, 1, 3).getByRole('textbox', { name: 'Text of step 1' })).toHaveValue('Fold along the centre line and pin');

    // Delete step 3 after confirming: its photo is released.
    await step(page, 3, 3).getByRole('button', { name: 'Delete step' }).click();
    const released = page.waitForResponse((r) => r.url().includes('/api/media/delete/') && r.request().method() === 'DELETE');
    await page.getByRole('dialog', { name: 'Delete step 3?' }).getByRole('button', { name: 'Delete step' }).click();
    expect((await released).ok()).toBe(true);
    await expect(step(page, 2, 2)).toBeVisible();

    // A PDF pattern attached to the lesson, listed with its name, type and size.
    const attached = page.waitForResponse((r) => r.url().endsWith('/api/media/upload?purpose=file') && r.status() === 201);
    await block
      .getByLabel('Attach a file to Step lesson 3')
      .setInputFiles({ name: 'dart-pattern.pdf', mimeType: 'application/pdf', buffer: await patternPdf() });
    await attached;
    await expect(block.getByRole('textbox', { name: 'Name of file 1' })).toHaveValue('dart-pattern.pdf');
    await expect(block.getByTestId('lesson-file-details')).toHaveText(/^PDF · \u2066\d+ KB\u2069$/);
    await block.getByRole('textbox', { name: 'Name of file 1' }).fill('Dart pattern, size 12');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/instructor$/);
    await expect(page.getByText('Course updated.')).toBeVisible();

    // Reloaded from the server: the step lesson, its two steps in their new order with photos, and the file.
    await page.goto(`/instructor/edit-course/${courseId}`);
    await expect(block.getByRole('textbox', { name: 'Title of step lesson 3' })).toHaveValue('Cutting a dart');
    await expect(step(page, 1, 2).getByRole('textbox', { name: 'Text of step 1' })).toHaveValue('Fold along the centre line and pin');
    await expect(step(page, 2, 2).getByRole('textbox', { name: 'Text of step 2' })).toHaveValue('Mark the dart with chalk');
    const shown = step(page, 1, 2).getByRole('img', { name: 'Photo of step 1' });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A saved step shows the version students get: the server's, at most 1280 px and 100 KB.
    await expect(step(page, 1, 2).getByTestId('step-photo-size')).toHaveText(
      /^As students get it: \u2066([1-9]\d?|100) KB\u2069 · \u20661280\s×\s960\u2069\spx$/,
    );
    await expect(block.getByRole('textbox', { name: 'Name of file 1' })).toHaveValue('Dart pattern, size 12');
  } finally {
    await adminApi.delete(`/api/instructor/course/delete/${courseId}`);
  }
});
