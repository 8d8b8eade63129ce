import { apiSignIn, createCourse, DEMO, expect, ok, registerStudent, test, watchCsp, type Student } from './support';

// Scholarship intakes end to end: an admin opens an intake with funded seats and a full scholarship;
// students apply and see the intake line; admitting beyond the seats waitlists; the waitlisted student
// sees their place; an admitted one enrols with the scholarship (no payment page) and starts watching;
// a seat given up promotes the waitlisted student at once.

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('intake: apply, seats, waitlist, enrol with scholarship, give up a seat', async ({ page, browser, signIn, newStudent, adminApi }) => {
  test.setTimeout(180_000);
  const courseTitle = `E2E Crochet ${Date.now()}`;
  const courseId = await createCourse(adminApi, courseTitle, { category: 'crochet', pricing: 30 });

  // The admin opens an intake from the instructor dashboard's Intakes tab.
  const adminContext = await browser.newContext();
  watchCsp(adminContext);
  const adminPage = await adminContext.newPage();
  await signIn(DEMO.admin, adminPage);
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/instructor?tab=intakes');
  await adminPage.getByLabel('Course', { exact: true }).selectOption({ label: courseTitle });
  await expect(adminPage.getByText('This course has no intake')).toBeVisible();
  await adminPage.getByRole('button', { name: 'New intake' }).click();
  await adminPage.getByRole('textbox', { name: 'Name', exact: true }).fill('January 2027');
  await adminPage.getByRole('spinbutton', { name: 'Funded seats' }).fill('2');
  await adminPage.getByRole('textbox', { name: 'Applications open on' }).fill(day(-1));
  await adminPage.getByRole('textbox', { name: 'Applications close on' }).fill(day(30));
  await adminPage.getByRole('spinbutton', { name: 'Scholarship (% of the price waived)' }).fill('100');
  await adminPage.getByRole('spinbutton', { name: 'Admitted students must enrol within (days)' }).fill('14');
  await adminPage.getByRole('button', { name: 'Save intake' }).click();
  await expect(adminPage.getByText('Intake saved')).toBeVisible();
  const intakeRow = adminPage.getByRole('row').filter({ hasText: 'January 2027' });
  await expect(intakeRow.getByRole('cell').nth(2)).toHaveText('2');

  // A student sees the intake line on the course page and applies.
  const first = await newStudent('intake-a');
  await page.goto(`/course/details/${courseId}`);
  const line = page.getByTestId('intake-line');
  await expect(line).toContainText('Applications open until');
  await expect(line).toContainText('January 2027 intake · Full scholarship');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();

  // Two more apply through the API.
  const others: { student: Student; api: import('@playwright/test').APIRequestContext }[] = [];
  for (const tag of ['intake-b', 'intake-c']) {
    const ctx = await browser.newContext();
    const student = await registerStudent(ctx.request, tag);
    await apiSignIn(ctx.request, student);
    await ok(
      ctx.request.post(`/api/student/course-application/courses/${courseId}/apply`, { data: { name: student.name, email: student.email } }),
    );
    others.push({ student, api: ctx.request });
  }
  const [second, third] = others as [(typeof others)[0], (typeof others)[0]];

  // The admin admits all three from the Dashboard tab, filtered by the intake: the third is waitlisted.
  await adminPage.getByRole('tab', { name: 'Dashboard' }).click();
  await adminPage.getByLabel('Course', { exact: true }).selectOption({ label: courseTitle });
  await adminPage.getByLabel('Intake', { exact: true }).selectOption({ label: 'January 2027' });
  for (const s of [first, second.student, third.student]) {
    const row = adminPage.getByRole('row').filter({ hasText: s.email });
    await expect(row).toContainText('January 2027');
    await row.getByRole('button', { name: `Enroll ${s.name}` }).click();
    await expect(row).toContainText(s === third.student ? 'Waitlisted (1)' : 'Approved');
  }

  // The waitlisted student sees their place.
  const thirdContext = await browser.newContext();
  watchCsp(thirdContext);
  const thirdPage = await thirdContext.newPage();
  await signIn(third.student, thirdPage);
  await expect(thirdPage).toHaveURL(/\/student-home$/);
  await thirdPage.goto(`/course/details/${courseId}`);
  await expect(thirdPage.getByText('You are on the waitlist (position 1)')).toBeVisible();

  // The admitted student enrols with the scholarship: no payment page, straight to My Courses.
  await page.reload();
  await expect(page.getByText(/Enrol by /)).toBeVisible();
  await page.getByRole('button', { name: 'Enrol with scholarship' }).click();
  await expect(page).toHaveURL(/\/student-courses$/);
  await page.getByRole('link', { name: `Start Watching ${courseTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/course-progress/${courseId}$`));

  // The second admitted student gives the seat up (through the API here); the waitlisted one gets it at once.
  const details = await ok<{ data: { applicationId: string } }>(second.api.get(`/api/student/course/get/details/${courseId}`));
  await ok(second.api.post(`/api/student/course-application/applications/${details.data.applicationId}/decline`));
  await thirdPage.reload();
  await expect(thirdPage.getByRole('button', { name: 'Enrol with scholarship' })).toBeVisible();
  await expect(thirdPage.getByText(/Enrol by /)).toBeVisible();
  // …and can give it up too, from the page.
  await thirdPage.getByRole('button', { name: 'Give up my seat' }).click();
  // It cannot be undone, so the page asks first: keeping the place changes nothing.
  const confirm = thirdPage.getByRole('dialog', { name: 'Give up your place?' });
  await confirm.getByRole('button', { name: 'Keep my place' }).click();
  await expect(confirm).toBeHidden();
  await expect(thirdPage.getByRole('button', { name: 'Enrol with scholarship' })).toBeVisible();
  await thirdPage.getByRole('button', { name: 'Give up my seat' }).click();
  await confirm.getByRole('button', { name: 'Yes, give it up' }).click();
  await expect(thirdPage.getByRole('button', { name: 'Seat given up' })).toBeDisabled();

  // The admin's intake view counts it all.
  const counts = await ok<{ data: { counts: Record<string, number> }[] }>(adminApi.get(`/api/admin/intakes?courseId=${courseId}`));
  expect(counts.data[0]!.counts).toMatchObject({ admitted: 1, enrolled: 1, declined: 2, waitlisted: 0 });
  await adminPage.getByRole('tab', { name: 'Intakes' }).click();
  await adminPage.getByLabel('Course', { exact: true }).selectOption({ label: courseTitle });
  await expect(intakeRow.getByRole('cell').nth(3)).toHaveText('1'); // admitted
  await expect(intakeRow.getByRole('cell').nth(4)).toHaveText('1'); // enrolled
  await expect(intakeRow.getByRole('cell').nth(6)).toHaveText('2'); // given up
  await adminContext.close();
  await thirdContext.close();
});
