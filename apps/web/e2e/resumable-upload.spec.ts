import { mp4 } from '../../server/test/helpers/media-files';
import { DEMO, expect, test } from './support';

// A lecture video of 6 MB: above the 5 MiB threshold, so the editor sends it with tus.
const BIG_VIDEO = { name: 'long-lecture.mp4', mimeType: 'video/mp4', buffer: mp4(6 * 1024 * 1024) };

test('a large lecture video uploads resumably: a dropped PATCH is retried from the offset the server has', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/instructor/create-new-course');

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/media/tus')) calls.push(r.method());
  });
  // The connection drops during the first PATCH (a train enters a tunnel).
  let dropped = false;
  await page.route('**/api/media/tus/*', async (route) => {
    if (route.request().method() === 'PATCH' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page.getByLabel('Video of lecture 1').setInputFiles(BIG_VIDEO);
  await expect(page.getByRole('button', { name: 'Replace Video' })).toBeVisible({ timeout: 60_000 });
  const src = await page.getByLabel('Video of lecture 1').getAttribute('src');
  expect(src).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
  // Created once, the dropped PATCH, then the offset asked for (HEAD) and the rest sent.
  expect(calls[0]).toBe('POST');
  expect(calls).toContain('HEAD');
  expect(calls.filter((m) => m === 'PATCH').length).toBeGreaterThanOrEqual(2);
  expect(calls.filter((m) => m === 'POST')).toHaveLength(1);

  // The stored file is the whole upload, byte for byte.
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect((await served.body()).equals(BIG_VIDEO.buffer)).toBe(true);
});
