import { expect, test } from './support';

// A guest is a normal state, not an error: the pages a visitor without an account opens leave
// nothing in the console, also when the app asks the server who is signed in (GET
// /api/auth/check-auth, answered 200 `success: false` for nobody; a 401 made Chrome print "Failed to
// load resource: the server responded with a status of 401" on every guest page that asked).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const GUEST_PAGES = ['/', '/courses', '/about-us', '/contact-us', '/sewee-login', '/sewee-signup', '/forgot-password'];

test('a guest on a phone: no console error on any guest page, before or after the app checks who is signed in', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${new URL(page.url()).pathname}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${new URL(page.url()).pathname}: ${e.message}`));
  const checks: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/check-auth') checks.push(r.status());
  });
  // The page's clock, so the seeded sign-in answer can grow old without waiting for it.
  await page.clock.install();

  for (const path of GUEST_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // Five minutes on, the answer the page carried is stale: the next screen that reads it asks the
  // server again, as a student who left the tab open and comes back would make it do.
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('06:00');
  await page.getByRole('banner').getByRole('link', { name: 'Sewee' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Explore All Lessons' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sewee home' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore All Lessons' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The check did happen (the test proves the guest's answer, not its absence), and left no error.
  expect(checks.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  expect(checks.every((s) => s === 200)).toBe(true);
  // Still a guest: the header offers Login, not the account's menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
