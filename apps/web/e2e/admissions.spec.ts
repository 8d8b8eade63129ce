import { request } from '@playwright/test';
import { apiSignIn, codeIn, createCourse, DEMO, expect, ok, STUDENT_PASSWORD, test, uniqueEmail, waitForMail } from './support';

// Admissions end to end (docs/decisions/024-admissions-at-scale.md): an admin filters the
// applications to one country, course and status, ticks every matching row across pages and presses
// Enroll selected; each student is e-mailed and sees the decision in My applications; the Reach tab
// draws admitted students by country.

const COUNT = 12; // more than one page of 10
let courseTitle: string;
const students: { name: string; email: string }[] = [];

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(240_000);
  courseTitle = `E2E Crochet ${Date.now()}`;
  const courseId = await createCourse(adminApi, courseTitle, { category: 'crochet' });
  for (let i = 0; i < COUNT; i++) {
    const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const student = { name: `Awa Senegal ${i} ${Date.now() % 100000}`, email: uniqueEmail('adm'), password: STUDENT_PASSWORD };
    await ok(api.post('/api/auth/signup', { data: { ...student, country: 'Senegal' } }));
    const code = codeIn(await waitForMail(student.email, /verification code is \d{6}/));
    await ok(api.post('/api/auth/verify-email', { data: { code, email: student.email } }));
    await apiSignIn(api, student);
    await ok(api.post(`/api/student/course-application/courses/${courseId}/apply`, { data: { name: student.name, email: student.email } }));
    await api.dispose();
    students.push(student);
  }
});

test('filter, select all matching, Enroll selected: students are e-mailed and see it; Reach shows the chart', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/instructor?tab=dashboard');
  await expect(page.getByRole('heading', { name: 'Student Course Applications' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Senegal');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
  await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: courseTitle });
  await expect(page.getByText(`Matching applications: ${COUNT}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every application on this page' }).check();
  await expect(page.getByText('Selected: 10')).toBeVisible();
  await page.getByRole('button', { name: `Select every matching application (${COUNT})` }).click();
  await expect(page.getByText(`Selected: ${COUNT}`)).toBeVisible();
  await page.getByLabel('Message to the students (optional, sent with the e-mail)').fill('Welcome to the crochet intake!');
  await page.getByRole('button', { name: 'Enroll selected' }).click();
  await expect(page.getByText(`${COUNT} applications updated`)).toBeVisible();
  // Nothing pending is left under these filters.
  await expect(page.getByText('Matching applications: 0')).toBeVisible();

  // Every student got the e-mail naming the course and linking to it.
  for (const s of students) {
    const mail = await waitForMail(s.email, /You are admitted to/);
    expect(mail).toContain(courseTitle);
    expect(mail).toContain('Welcome to the crochet intake!');
    expect(mail).toMatch(/\/course\/details\/[0-9a-f-]{36}/);
  }

  // The student sees it in My applications on the student home.
  const context = await browser.newContext();
  const studentPage = await context.newPage();
  await signIn({ email: students[0]!.email, password: STUDENT_PASSWORD }, studentPage);
  await expect(studentPage).toHaveURL(/\/student-home$/);
  const mine = studentPage.getByRole('region', { name: 'My applications' });
  await expect(mine.getByRole('link', { name: `Open ${courseTitle}` })).toBeVisible();
  await expect(mine.getByText('Welcome to the crochet intake!')).toBeVisible();
  await mine.getByRole('link', { name: 'Approved: Buy Now' }).click();
  await expect(studentPage.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await context.close();

  // The Reach tab: targets, funnel and the chart of admitted students by country, with its table.
  await page.getByRole('tab', { name: 'Reach' }).click();
  await expect(page.getByRole('img', { name: /Admitted students by country/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Countries reached: \d+ of 54/ })).toBeVisible();
  const senegal = page
    .getByRole('table', { name: 'Students by country' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Senegal', exact: true }) });
  await expect(senegal.getByRole('cell').nth(1)).not.toHaveText('0');
  await expect(page.getByRole('table', { name: 'Students by country' }).getByRole('rowheader')).toHaveCount(54);
});
