import type { Page } from '@playwright/test';
import { mp4, PNG_1X1, webm } from '../../server/test/helpers/media-files';
import { DEMO, expect, test, type Credentials } from './support';

// Real files built in code (file-type recognises them by their bytes, as the upload route does).
const IMAGE = { name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 };
const VIDEO_1 = { name: 'lecture-1.mp4', mimeType: 'video/mp4', buffer: mp4(8192) };
const VIDEO_2 = { name: 'lecture-2.webm', mimeType: 'video/webm', buffer: webm(4096) };

async function signInAsAdmin(page: Page, signIn: (who: Credentials) => Promise<void>) {
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** Types into the users search box and waits for the server's answer to that search. */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/auth/users?') && new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByPlaceholder('Search by name or email').fill(text);
  await answered;
}

const lecture = (page: Page, n: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Lecture ${n}`, exact: true }) });

test('an admin creates a course with an image and two videos, sees it listed, edits its title and deletes it', async ({ page, signIn }) => {
  const title = `Adire textiles ${Date.now()}`;
  const renamed = `${title} (2nd edition)`;
  await signInAsAdmin(page, signIn);
  await page.goto('/instructor');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Create New Course' }).click();
  await expect(page).toHaveURL(/\/instructor\/create-new-course$/);

  // Curriculum: two lectures, each with an uploaded video; the first is a free preview.
  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await lecture(page, 1).getByPlaceholder('Enter lecture title').fill('Folding and tying the cloth');
  await page.getByLabel('Video of lecture 1').setInputFiles(VIDEO_1);
  await expect(lecture(page, 1).getByRole('button', { name: 'Replace Video' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Lecture' }).click();
  await lecture(page, 2).getByPlaceholder('Enter lecture title').fill('Dyeing with indigo');
  await page.getByLabel('Video of lecture 2').setInputFiles(VIDEO_2);
  await expect(lecture(page, 2).getByRole('button', { name: 'Replace Video' })).toBeVisible();
  await lecture(page, 1).getByRole('switch', { name: 'Free Preview' }).click();
  await expect(lecture(page, 1).getByRole('switch', { name: 'Free Preview' })).toHaveAttribute('aria-checked', 'true');

  // Landing page.
  await page.getByRole('tab', { name: 'Course Landing Page' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Category/).selectOption({ label: 'Tie and Dye / Batik' });
  await page.getByLabel(/^Level/).selectOption('beginner');
  await page.getByLabel(/^Primary Language/).selectOption('english');
  await page.getByLabel(/^Subtitle/).fill('Resist-dyed cloth from Abeokuta');
  await page.getByLabel(/^Description/).fill('Learn the adire techniques of tying, stitching and starch resist.');
  await page.getByLabel(/^Pricing/).fill('19.99');
  await page.getByLabel(/^Objectives/).fill('Tie a pattern,Dye with indigo');
  await page.getByLabel(/^Welcome Message/).fill('Welcome to adire!');
  await expect(submit).toBeDisabled(); // no course image yet

  // Settings: the course image, shown once uploaded.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Upload Course Image').setInputFiles(IMAGE);
  await expect(page.getByRole('img', { name: 'Course image' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden(); // the bar goes a second after the upload
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/instructor$/, { timeout: 30_000 });
  await expect(page.getByText('Course created.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  await expect(row.getByRole('cell').nth(2)).toHaveText('$19.99');

  // Edit: the forms are filled from the server; change the title.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/instructor\/edit-course\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible();
  await expect(lecture(page, 2).getByPlaceholder('Enter lecture title')).toHaveValue('Dyeing with indigo');
  await expect(lecture(page, 1).getByRole('switch', { name: 'Free Preview' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('tab', { name: 'Course Landing Page' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await expect(page.getByLabel(/^Pricing/)).toHaveValue('19.99');
  await page.getByLabel(/^Title/).fill(renamed);
  await page.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(page).toHaveURL(/\/instructor$/, { timeout: 30_000 });
  await expect(page.getByText('Course updated.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);

  // Clean up through the UI: no students are enrolled, so it can be deleted.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete course' }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});

test('an admin finds one user among 25 by search, pages through them and approves one', async ({ page, request, signIn }) => {
  const tag = `weaver${Date.now().toString(36)}`;
  // Accounts are made through the public API in a separate cookie jar (sign-up needs no session).
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, '0');
    const res = await request.post('/api/auth/signup', {
      data: {
        name: `${tag} Student ${n}`,
        email: `${tag}-${n}@example.com`,
        phone: `+233 20 000 00${n}`,
        dob: '2002-05-17',
        country: 'Ghana',
        password: 'Kente&Loom2026',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signInAsAdmin(page, signIn);
  await page.goto('/instructor');
  await page.getByRole('tab', { name: 'Interested Students' }).click();
  await expect(page.getByRole('heading', { name: 'All Registered Users' })).toBeVisible();
  // Newest users come first, so the unfiltered first page already shows some of ours: wait for
  // the (debounced) search request itself before paging.
  await search(page, tag.toUpperCase());

  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button')).toHaveText(['1', '2', '3']);
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(5);

  // Narrow to one user by e-mail and approve them.
  await search(page, `${tag}-23@example.com`);
  const row = table.getByRole('row').filter({ hasText: `${tag} Student 23` });
  await expect(table.getByRole('row')).toHaveCount(2);
  // The first cell is the row's tick box (bulk decisions).
  await expect(row.getByRole('cell').nth(4)).toHaveText('Ghana');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Pending');
  await row.getByRole('button', { name: `Approve ${tag} Student 23` }).click();
  await expect(row.getByRole('cell').nth(5)).toHaveText('Approved');
  await expect(row.getByRole('button', { name: `Approve ${tag} Student 23` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Reject ${tag} Student 23` })).toBeEnabled();
});
