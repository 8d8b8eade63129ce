import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PATTERN_DESIGNS } from '@sewee/shared/pattern-designs';
import { apiSignIn, controlled, enrol, expect, expectAccessible, ok, registerStudent, test, userId } from './support';
import { SAMPLE_MEASUREMENTS } from '../src/lib/pattern/sample-measurements';

// A pattern lesson on a 390 px phone (docs/learning.md, "Patterns drafted to your measurements"):
// measurements in Settings, the demo course's bodice block drafted in the browser, its PDF and
// dimensions sheet; then the lesson downloaded and drafted again in flight mode.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const COURSE = 'Fundamentals of Pattern Making & Sewing';
const LESSON = 'Your bodice block';

test('a student saves their measurements, drafts the bodice block, gets its PDF and dimensions, and drafts it again offline', async ({
  page,
  context,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const courses = await ok<{ data: { _id: string; title: string }[] }>(page.request.get('/api/student/course/get'));
  const courseId = courses.data.find((c) => c.title === COURSE)!._id;
  const student = await registerStudent(page.request, 'patterns');
  await apiSignIn(page.request, student);
  await enrol(page.request, adminApi, student, courseId);

  // Settings → My measurements, in centimetres: all the bodice block needs but the wrist.
  await page.goto('/student-home?tab=settings');
  const form = page.getByRole('region', { name: 'My measurements' });
  for (const name of PATTERN_DESIGNS.bella.measurements.filter((m) => m !== 'wrist')) {
    const mm = SAMPLE_MEASUREMENTS[name];
    await form.locator(`input[name="values.${name}"]`).fill(String(name === 'shoulderSlope' ? mm : mm / 10));
  }
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save my measurements' }).click();
  await expect(page.getByText('Your measurements are saved.')).toBeVisible();

  // The lesson asks for exactly the missing one, then drafts.
  await page.goto(`/course-progress/${courseId}`);
  await page.getByRole('button', { name: /Show course content/ }).click();
  await page
    .getByRole('complementary')
    .getByRole('button', { name: new RegExp(`^${LESSON}`) })
    .click();
  await expect(page.getByRole('heading', { name: 'Your pattern: Bodice block' })).toBeVisible();
  await page.getByRole('button', { name: 'Draft my pattern' }).click();
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Wrist' }).fill('16');
  await page.getByRole('button', { name: 'Save my measurements' }).click();
  const drawing = page.getByRole('img', { name: 'Your pattern, drafted to your measurements' });
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Checked once the "saved" toast has gone (axe reads a fading toast's text as low contrast).
  await expect(page.getByText('Your measurements are saved.')).toBeHidden();
  await expectAccessible(page);

  // The PDF, made in the browser: grid labels and the student's name.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('sewee-bodice-block.pdf');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-patterns-e2e-'));
  try {
    const file = path.join(dir, 'pattern.pdf');
    await download.saveAs(file);
    const text = execFileSync(process.env.PDFTOTEXT_PATH || '/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(student.name);
    expect(text).toMatch(/\bA1\b/);
    expect(text).toMatch(/\bB1\b/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // No printer: the dimensions sheet, a table of points per piece.
  await page.getByRole('button', { name: 'No printer?' }).click();
  const sheet = page.getByRole('dialog', { name: 'Dimensions: Bodice block' });
  await expect(sheet.getByRole('region', { name: 'Back' }).getByRole('row').nth(1)).toContainText(/^A.*cm/);
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Back to the pattern' }).click();

  // Downloaded, then in flight mode: the page, the measurements and FreeSewing's code come from the phone.
  await controlled(page);
  await page.getByRole('button', { name: /Show course content/ }).click();
  const panel = page.getByRole('complementary');
  await panel.getByRole('button', { name: `Download ${LESSON}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Download for offline' });
  // What it costs: the design's drawing code (about 61 KB gzip for the bodice block), said before it is fetched.
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(
    /^Pattern lesson: its drawing code and your measurements · \S*0\.1 MB/,
  );
  await dialog.getByRole('button', { name: /^Download / }).click();
  await expect(panel.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The design's code (its FreeSewing chunk and FreeSewing's core) is kept by the download, not precached for everyone.
  const kept = await page.evaluate(async () =>
    (await (await caches.open('sewee-pattern-code')).keys()).map((r) => new URL(r.url).pathname),
  );
  const list = await ok<Record<string, { url: string; bytes: number }[]>>(page.request.get('/pattern-code.json'));
  expect(kept.sort()).toEqual(list.bella!.map((f) => f.url).sort());
  // Drafted on screen: the lesson is viewed.
  const progress = await ok<{
    data: { progress: { lectureId: string; viewed: boolean }[]; courseDetails: { curriculum: { _id: string; title: string }[] } };
  }>(page.request.get(`/api/student/course-progress/get/${await userId(page)}/${courseId}`));
  const lessonId = progress.data.courseDetails.curriculum.find((l) => l.title === LESSON)!._id;
  expect(progress.data.progress.find((p) => p.lectureId === lessonId)?.viewed).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('button', { name: /Show course content/ }).click();
    await page
      .getByRole('complementary')
      .getByRole('button', { name: new RegExp(`^${LESSON}`) })
      .click();
    await page.getByRole('button', { name: 'Draft my pattern' }).click();
    await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The PDF too: its writer came with the viewer's code.
    const [offlinePdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(offlinePdf.suggestedFilename()).toBe('sewee-bodice-block.pdf');
  } finally {
    await context.setOffline(false);
  }
});
