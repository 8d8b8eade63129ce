import { enrol, expect, markAllViewed, ok, test, watchCsp } from './support';

// A short demo course: two lectures are marked through the API, the last one completes the course.
const COURSE_TITLE = 'Introduction to Fabric & Textile Science';

test('a student completes a course, gets the certificate, and anyone checks it signed out on a phone', async ({
  page,
  adminApi,
  newStudent,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await newStudent('graduate');
  const list = await ok<{ data: { _id: string; title: string }[] }>(page.request.get('/api/student/course/get'));
  const id = list.data.find((c) => c.title === COURSE_TITLE)!._id;
  await enrol(page.request, adminApi, student, id);
  await markAllViewed(page, id);

  // The Congratulations dialog leads to the certificate.
  await page.goto(`/course-progress/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await dialog.getByRole('link', { name: 'Get your certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/student-certificates/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your certificate' })).toBeVisible();
  await expect(page.getByText(student.name, { exact: true })).toBeVisible();
  await expect(page.getByText(COURSE_TITLE, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of the verification address / })).toBeVisible();

  const download = page.getByRole('link', { name: 'Download PDF' });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const publicPath = (await page.getByRole('link', { name: 'Open the public page' }).getAttribute('href'))!;
  expect(publicPath).toMatch(/^\/certificates\/[A-HJ-NP-Z2-9]{10}$/);

  // My Courses also leads there.
  await page.goto('/student-courses');
  await expect(page.getByRole('link', { name: `Certificate of ${COURSE_TITLE}` })).toHaveAttribute('href', `/student-certificates/${id}`);

  // Someone with no account, on a 390 px phone, opens the link.
  const stranger = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  watchCsp(stranger);
  try {
    const phone = await stranger.newPage();
    await phone.goto(publicPath);
    await expect(phone.getByText('Valid certificate')).toBeVisible();
    await expect(phone.getByText(student.name, { exact: true })).toBeVisible();
    await expect(phone.getByText(COURSE_TITLE, { exact: true })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The link preview is in the HTML itself, for crawlers that run no script.
    const html = await (await stranger.request.get(publicPath)).text();
    expect(html).toContain(`<meta property="og:title" content="${student.name}: certificate of completion`);
  } finally {
    await stranger.close();
  }
});
