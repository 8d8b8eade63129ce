import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Request } from '@playwright/test';
import type { CourseProgressData, LectureStream } from '@sewee/shared';
import { apiSignIn, controlled, enrol, expect, ok, registerStudent, test, userId } from './support';
import { pathOf, phoneClip, previewCourse } from './video-support';

// Lectures offline (docs/decisions/028-lectures-offline.md): the installable app, a download that
// survives a dropped connection, and progress made offline that reaches the server by itself.

test('the manifest is served; a guest gets no service worker; a student gets one and their pages open offline', async ({
  page,
  context,
  newStudent,
}) => {
  const manifest = await ok<{
    start_url: string;
    short_name: string;
    icons: Array<{ purpose?: string; sizes: string }>;
    theme_color: string;
  }>(page.request.get('/manifest.webmanifest'));
  expect(manifest.start_url).toBe('/student-courses');
  expect(manifest.short_name).toBe('Sewee');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await page.request.get((icon as { src?: string }).src!)).ok()).toBe(true);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);

  await newStudent('offline-shell');
  await page.goto('/student-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  // Another page visited before, from the precached code; the HTML is the offline shell.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await context.setOffline(false);
});

test('a new version waits quietly: "Update available", and Reload brings it in', async ({ page, newStudent }) => {
  await newStudent('offline-update');
  await page.goto('/student-courses');
  await controlled(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // A deploy: the built worker script changes (and its precompressed copies), then is put back.
  const file = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
  const copies = [file, `${file}.br`, `${file}.gz`];
  const originals = copies.map((f) => (fs.existsSync(f) ? fs.readFileSync(f) : null));
  const changed = Buffer.concat([originals[0]!, Buffer.from('\n// next version\n')]);
  fs.writeFileSync(file, changed);
  if (originals[1]) fs.writeFileSync(copies[1]!, zlib.brotliCompressSync(changed));
  if (originals[2]) fs.writeFileSync(copies[2]!, zlib.gzipSync(changed));
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await expect(page.getByText('Update available')).toBeVisible({ timeout: 20_000 });
    // Nothing changed under the page meanwhile.
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);
  } finally {
    copies.forEach((f, i) => originals[i] && fs.writeFileSync(f, originals[i]));
  }
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !r!.waiting && !!r!.active)))
    .toBe(true);
});

test('a buyer downloads a lecture through a dropped connection, plays it offline, and the mark reaches the server online; another account cannot play it', async ({
  page,
  context,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const made = await previewCourse(adminApi, {
    clip: phoneClip({ size: '640x360', seconds: 4, bitrate: '900k' }),
    title: `Offline course ${Date.now() % 100000}`,
    subtitle: 'Watch it anywhere',
    lecture: 'Sewing a seam offline',
    studentTag: 'offline-buyer',
    timeoutMs: 150_000,
  });
  const student = made.student;
  await apiSignIn(page.request, student);
  await enrol(page.request, adminApi, student, made.courseId);

  await page.goto(`/course-progress/${made.courseId}`);
  const heading = page.getByRole('heading', { level: 1, name: /^Offline course/ });
  await expect(heading).toBeVisible();
  await controlled(page);
  const me = await userId(page);
  const progressOf = () =>
    ok<{ data: CourseProgressData }>(page.request.get(`/api/student/course-progress/get/${me}/${made.courseId}`)).then((r) => r.data);
  const first = await progressOf();
  if (!first.isPurchased) throw new Error('expected a bought course');
  const lecture = first.courseDetails.curriculum[0]!;
  const stream = lecture.stream as LectureStream;

  // The download's requests: the whole file, or the rest of it from an offset (the player's hls.js
  // asks for closed byte ranges of the same files).
  const isDownload = (range: string | undefined) => range === undefined || /^bytes=\d+-$/.test(range);
  const ranges: Array<string | undefined> = [];
  const files = new Set<string>();
  page.on('request', (req: Request) => {
    const range = req.headers()['range'];
    if (stream.renditions.some((r) => pathOf(r.url) === pathOf(req.url())) && isDownload(range)) {
      ranges.push(range);
      files.add(pathOf(req.url()));
    }
  });
  // The download's first answer is cut in half, as a connection dropping mid-download.
  let cut = 0;
  await page.route(
    (url) => stream.renditions.some((r) => pathOf(r.url) === url.pathname),
    async (route) => {
      if (cut || !isDownload(route.request().headers()['range'])) return route.fallback();
      const res = await route.fetch();
      const body = await res.body();
      cut = Math.floor(body.length / 2);
      // The server states the whole file; the link drops after half of it.
      await route.fulfill({
        status: 206,
        headers: { 'content-type': 'video/mp4', 'content-range': `bytes 0-${body.length - 1}/${body.length}` },
        body: body.subarray(0, cut),
      });
    },
  );

  const panel = page.getByRole('complementary');
  await panel.getByRole('button', { name: 'Download Sewing a seam offline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download for offline' });
  const chosen = dialog.getByRole('radio', { checked: true });
  await expect(chosen).toBeVisible();
  const chosenName = await chosen.getAttribute('value');
  const rung = stream.renditions.find((r) => r.name === chosenName)!;
  await expect(dialog).toContainText(`${rung.name} · `);
  await dialog.getByRole('button', { name: /^Download \S+ MB/ }).click();
  await expect(panel).toContainText('Stopped: continues when you are back online');
  expect(cut).toBeGreaterThan(0);

  // The tab is closed and opened again: the download continues from the stored bytes.
  await page.reload();
  await expect(panel.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(ranges).toEqual([undefined, `bytes=${cut}-`]);
  // The rest of the same file (an AV1 rung's first half and its H.264 twin's second half do not play).
  expect(files.size).toBe(1);

  // Flight mode: the app opens from the shell, the downloaded lecture plays to its end.
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText('Offline', { exact: true }).first()).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /^blob:/);
  await page
    .getByRole('region', { name: /^Video player/ })
    .getByRole('button', { name: 'Play' })
    .click();
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.duration > 0)).toBe(true);
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.4);
  });
  // One lecture: finishing it completes the course, offline too.
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  // The server has not heard of it yet.
  const before = await progressOf();
  expect(before.isPurchased && before.progress.some((e) => e.viewed)).toBe(false);

  // Back online: the mark is sent by itself.
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const p = await progressOf();
        return p.isPurchased && p.progress.some((e) => e.lectureId === lecture._id && e.viewed);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // Settings lists the download with its size and what is used and free.
  await page.goto('/student-home');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const downloads = page.getByRole('region', { name: 'Downloads' });
  await expect(downloads).toContainText(/used by downloads · .* free on this device/);
  await expect(downloads).toContainText('Sewing a seam offline');
  await expect(downloads.getByRole('button', { name: 'Delete Sewing a seam offline' })).toBeVisible();

  // Logging out asks about the downloads; kept, they stay this account's only.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goto('/student-courses');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/sewee-login/);
  expect(asked.join()).toContain('Remove your downloaded lectures from this device?');

  const other = await registerStudent(page.request, 'offline-other');
  await apiSignIn(page.request, other);
  await enrol(page.request, adminApi, other, made.courseId);
  // It streams the lecture from the server (its playlist), not from the first account's file.
  const streamed = page.waitForRequest((req) => pathOf(req.url()) === pathOf(stream.hls));
  await page.goto(`/course-progress/${made.courseId}`);
  await expect(heading).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Download Sewing a seam offline' })).toBeVisible();
  await expect(panel.getByText('Downloaded', { exact: true })).toHaveCount(0);
  await streamed;
  // The first account's file is still on the device, under its own account.
  expect(
    await page.evaluate(async (id) => {
      const root = await navigator.storage.getDirectory();
      const dir = await (await root.getDirectoryHandle('downloads')).getDirectoryHandle(id);
      return !!dir;
    }, me),
  ).toBe(true);
});
