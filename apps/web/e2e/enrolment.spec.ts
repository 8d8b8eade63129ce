import { createCourse, DEMO, expect, test, watchCsp } from './support';

// Enrolment end to end: a guest finds a course, a fresh student applies, an admin enrols them from
// the instructor Dashboard tab, the student pays on the sandbox checkout and starts watching;
// and a cancelled payment ends on /payment-failed.

let courseId: string;
let courseTitle: string;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(120_000);
  courseTitle = `E2E Beading ${Date.now()}`;
  courseId = await createCourse(adminApi, courseTitle);
});

test('find a course, apply, get enrolled by an admin, pay and start watching', async ({ page, browser, signIn, newStudent }) => {
  // Two browsers, a sign-up with a mailed code and a checkout round-trip: about a minute on a busy 2-core machine.
  test.setTimeout(180_000);
  // Guest catalogue, filtered by category (mirrored in the URL).
  const catalogueCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/student/course/get') catalogueCalls.push(r.url());
  });
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Unfiltered, the HTML itself carries the first page and its data: no catalogue call,
  // no early GET started by the page's boot script.
  await page.waitForLoadState('networkidle');
  expect(catalogueCalls).toHaveLength(0);
  expect(await page.evaluate(() => (window as { __SEWEE_EARLY__?: object }).__SEWEE_EARLY__)).toBeUndefined();
  // ...and the first card's cover (the page's largest paint) is in the HTML at high priority.
  await expect(page.getByRole('article').first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  await page.getByRole('checkbox', { name: 'Beading' }).check();
  await expect(page).toHaveURL(/\/courses\?category=beading$/);
  const card = page.getByRole('article').filter({ hasText: courseTitle });
  await expect(card).toContainText('2 Lectures - BEGINNER Level');
  await expect(card).toContainText('$25.00');
  // A guest opening a course is asked to sign in, and would come back to it.
  await card.getByRole('link', { name: courseTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/sewee-login\\?next=%2Fcourse%2Fdetails%2F${courseId}$`));

  const student = await newStudent('enrol', { signedIn: false });
  await signIn(student);
  await expect(page).toHaveURL(/\/student-home$/);
  // The guest catalogue's early request is for guests only: a member opening /courses is sent on and
  // the page started nothing for it.
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/student-home$/);
  expect(await page.evaluate(() => '__SEWEE_EARLY__' in window)).toBe(false);
  await expect(page.getByText(`Let's continue learning, ${student.name},`, { exact: false })).toBeVisible();
  // The category shortcut opens All Courses filtered by it.
  // Its name carries the category's course count.
  await page.getByRole('button', { name: /^Beading \d+ courses?$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\?category=beading$/);
  await expect(page.getByRole('checkbox', { name: 'Beading' })).toBeChecked();
  const mediaRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/media/')) mediaRequests.push(new URL(r.url()).pathname);
  });
  await page.getByRole('link', { name: courseTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/course/details/${courseId}$`));

  // Details and the free preview dialog.
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await expect(page.getByText('String a necklace')).toBeVisible();
  // The page's own preview player fetches nothing of the video until Play (these test videos are
  // not playable media; playback itself is covered by learning.spec.ts).
  const aside = page.getByRole('region', { name: /^Video player/ });
  const asideVideo = aside.locator('video');
  await expect(asideVideo).toHaveAttribute('preload', 'none');
  // It keeps the 16:9 box of its placeholder although the video's own size is not known yet (no layout shift).
  const box = (await aside.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  const src = (await asideVideo.getAttribute('src'))!;
  expect(mediaRequests).not.toContain(src);
  const fetched = page.waitForRequest((r) => new URL(r.url()).pathname === src);
  await aside.getByRole('button', { name: 'Play' }).click();
  await fetched;
  await page.getByRole('button', { name: /Welcome and tools/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Course Preview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Welcome and tools' })).toHaveAttribute('aria-current', 'true');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the lecture that opened the preview.
  await expect(page.getByRole('button', { name: /Welcome and tools/ })).toBeFocused();

  // Apply.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();

  // An admin enrols the student from the instructor Dashboard tab (a second browser).
  const adminContext = await browser.newContext();
  watchCsp(adminContext);
  const adminPage = await adminContext.newPage();
  await signIn(DEMO.admin, adminPage);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/instructor');
  await adminPage.getByRole('tab', { name: 'Dashboard' }).click();
  await adminPage.getByPlaceholder('Search by name or email').fill(student.email.toUpperCase());
  const row = adminPage.getByRole('row').filter({ hasText: student.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(courseTitle);
  await row.getByRole('button', { name: `Enroll ${student.name}` }).click();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: `Enroll ${student.name}` })).toBeDisabled();
  await adminContext.close();

  // Buy Now -> sandbox checkout -> Pay -> /payment-return -> My Courses.
  await page.reload();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sewee_[0-9a-f]+$/);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/student-courses$/);
  expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
  await page.getByRole('link', { name: `Start Watching ${courseTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/course-progress/${courseId}$`));

  // Bought: the catalogue opens the player directly, the details page offers "Go to course".
  const detailsCalls: string[] = [];
  page.on('request', (r) => {
    // The page's own requests (a member's service worker shows its pass-through fetch too).
    if (!r.serviceWorker() && new URL(r.url()).pathname === `/api/student/course/get/details/${courseId}`) detailsCalls.push(r.url());
  });
  const html = await (await page.goto(`/course/details/${courseId}`))!.text();
  await expect(page.getByRole('link', { name: 'Go to course' })).toHaveAttribute('href', `/course-progress/${courseId}`);
  // The server drew the page for this member (docs/decisions/034), from their own details answer:
  // "Go to course" is in the HTML, and the page, once hydrated, asks for the details no more.
  expect(html).toContain(`href="/course-progress/${courseId}"`);
  await page.waitForLoadState('networkidle');
  expect(detailsCalls).toEqual([]);

  // A member page drawn in the browser: the HTML itself started its first GET (PRELOAD_ROUTES, the
  // member's unfiltered catalogue) and the page used that response: one call, the table left empty.
  const catalogue: string[] = [];
  page.on('request', (r) => {
    if (!r.serviceWorker() && new URL(r.url()).pathname === '/api/student/course/get') catalogue.push(r.url());
  });
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogue).toHaveLength(1);
  expect(await page.evaluate(() => JSON.stringify((window as { __SEWEE_EARLY__?: object }).__SEWEE_EARLY__))).toBe('{}');
});

test('a cancelled payment ends on /payment-failed with a way back to the course', async ({ page, adminApi, signIn, newStudent }) => {
  test.setTimeout(120_000);
  const student = await newStudent('cancel', { signedIn: false });
  await signIn(student);
  await expect(page).toHaveURL(/\/student-home$/);
  // Apply and approve through the API: the first test covers the screens.
  expect(
    (
      await page.request.post(`/api/student/course-application/courses/${courseId}/apply`, {
        data: { name: student.name, email: student.email },
      })
    ).status(),
  ).toBe(201);
  const list = (await (
    await adminApi.get('/api/student/course-application/applications', { params: { search: student.email } })
  ).json()) as {
    applications: Array<{ _id: string; student: { email: string } }>;
  };
  const application = list.applications.find((a) => a.student.email === student.email)!;
  expect(
    (
      await adminApi.put(`/api/student/course-application/applications/${application._id}/status`, { data: { status: 'approved' } })
    ).status(),
  ).toBe(200);

  await page.goto(`/course/details/${courseId}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-failed\?/);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByText(/If you cancelled, no money was taken/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/details/${courseId}$`));
  // Still approved and not bought: Buy Now is offered again.
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
});
