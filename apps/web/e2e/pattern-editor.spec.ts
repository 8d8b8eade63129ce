import type { Page } from '@playwright/test';
import { DEMO, createCourse, expect, expectAccessible, test } from './support';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const lesson = (page: Page) => page.getByRole('listitem', { name: 'Pattern lesson 3', exact: true });

test('an instructor on a 390 px phone adds a Pencil skirt pattern lesson with a longer skirt, saves, it reloads, and the course page (drawn by the server) names it', async ({
  page,
  signIn,
  adminApi,
}) => {
  const courseId = await createCourse(adminApi, `Pattern lesson course ${Date.now() % 100000}`);
  try {
    await signIn(DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/instructor/edit-course/${courseId}`);
    await page.getByRole('button', { name: 'Add pattern lesson' }).click();
    const block = lesson(page);
    await block.getByRole('textbox', { name: 'Title of pattern lesson 3' }).fill('Your pencil skirt');
    await block.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Pencil skirt' });
    const extra = block.getByRole('spinbutton', { name: 'Extra length' });
    await expect(extra).toHaveValue('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    // Out of its range: refused in the browser, the range named at the field; nothing is sent.
    await extra.fill('60');
    let sent = 0;
    page.on('request', (r) => (r.method() === 'PUT' && r.url().includes('/api/instructor/course/update/') ? sent++ : undefined));
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(extra).toHaveAccessibleDescription(/Extra length must be a whole percentage from -50 to 50$/);
    expect(sent).toBe(0);

    await extra.fill('20');
    await expect(extra).toHaveAccessibleDescription('From -50% to 50% · default 0%');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/instructor$/);
    await expect(page.getByText('Course updated.')).toBeVisible();

    // Reloaded from the server: the design and the option as set, the others at their defaults.
    await page.goto(`/instructor/edit-course/${courseId}`);
    await expect(block.getByRole('textbox', { name: 'Title of pattern lesson 3' })).toHaveValue('Your pencil skirt');
    await expect(block.getByRole('combobox', { name: 'Design' })).toHaveValue('penelope');
    await expect(extra).toHaveValue('20');
    await expect(block.getByRole('spinbutton', { name: 'Seat ease' })).toHaveValue('1');

    // The course details page arrives drawn by the server with the pattern row (a member's page).
    const html = await (await page.request.get(`/course/details/${courseId}`)).text();
    expect(html).toContain('Your pattern: Pencil skirt');
    await page.goto(`/course/details/${courseId}`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Your pencil skirt' })).toContainText('Your pattern: Pencil skirt');
  } finally {
    await adminApi.delete(`/api/instructor/course/delete/${courseId}`);
  }
});
