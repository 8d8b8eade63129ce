import { createCourse, expect, test } from './support';

// Payments that settle late, end to end (docs/decisions/025-payments-that-settle-late.md): the
// sandbox's "Pay later" stands in for mobile money. The student comes back before the payment
// settles, sees the waiting view, and lands on My Courses by itself (no reload) once it settles
// (SANDBOX_SETTLE_SECONDS is 5 in playwright.config.ts).

let courseId: string;
let courseTitle: string;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(120_000);
  courseTitle = `E2E Mobile Money ${Date.now()}`;
  courseId = await createCourse(adminApi, courseTitle, { pricing: 30 });
});

test('Pay later -> the waiting view -> My Courses, without reloading', async ({ page, adminApi, newStudent }) => {
  test.setTimeout(120_000);
  const student = await newStudent('paylater');
  const applied = await page.request.post(`/api/student/course-application/courses/${courseId}/apply`, {
    data: { name: student.name, email: student.email },
  });
  expect(applied.status()).toBe(201);
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
  // The details page states the currency prices are charged in.
  await expect(page.getByText('Prices are in USD.')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sewee_[0-9a-f]+$/);
  await expect(page.getByText('Charged in USD.')).toBeVisible();
  await page.getByRole('button', { name: /Pay later/ }).click();

  await expect(page).toHaveURL(/\/payment-return\?reference=sewee_/);
  await expect(page.getByRole('heading', { name: 'Payment received, waiting for confirmation' })).toBeVisible();
  await expect(page.getByText('$30.00')).toBeVisible();
  let reloaded = false;
  page.on('load', () => (reloaded = true));
  await expect(page).toHaveURL(/\/student-courses$/, { timeout: 30_000 });
  await expect(page.getByText(courseTitle)).toBeVisible();
  expect(reloaded).toBe(false);
});
