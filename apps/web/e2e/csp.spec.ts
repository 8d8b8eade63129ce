import { DEMO, expect, test } from './support';

// Every test fails on a Content-Security-Policy violation (support.ts): the first test shows that the
// check sees one (and clears the violation it caused on purpose); the second that the policy refuses
// framing.

test('the CSP check sees an inline script the policy refuses', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.head.appendChild(s);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  cspViolations.length = 0;
});

test("another site cannot frame the admin's pages (clickjacking)", async ({ page, baseURL, signIn }) => {
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A page on another port of the same host, as in the attack run: the same site, so the admin's
  // cookies would go with the framed request.
  const attacker = 'http://localhost:39871/';
  await page.route(attacker, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${baseURL}/instructor" width="800" height="600"></iframe>` }),
  );
  await page.goto(attacker, { waitUntil: 'load' });
  // The page's load waits for its frame; the browser refused to show the app in it.
  expect(page.frames()).toHaveLength(2);
  expect(page.frames()[1]!.url()).not.toContain('/instructor');
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});
