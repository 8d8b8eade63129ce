import { PIECE_MARK } from '../src/lib/hydrate-in-pieces';
import { apiSignIn, expect, registerStudent, test } from './support';

// The guest pages arrive as HTML (docs/decisions/029-guest-pages-as-html.md). With JavaScript off a
// visitor reads them and follows their links; with it on, the same HTML comes to life (hydration)
// without an error or a shift.

type Watched = Window & { __cls?: number; __served?: Element[] };

/** The page's console errors and uncaught exceptions, as they come. */
function consoleErrors(page: import('@playwright/test').Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Runs in the page before its scripts: sums its layout shifts, and keeps the elements the server sent. */
function watchHydration() {
  const w = window as Watched;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls! += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => (w.__served = [...document.querySelectorAll('#root *')]));
}

/**
 * Hydrated without a shift and in place: every element the server sent is still the one on the page
 * (hydration, in pieces, adopted it rather than drawing it again), except a loading placeholder (a
 * spinner's box, such as the player's) that gave way to what it waited for.
 */
async function expectHydratedInPlace(page: import('@playwright/test').Page) {
  expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
  const { served, replaced } = await page.evaluate(() => {
    const gone = (window as Watched).__served!.filter((e) => !e.isConnected);
    // The top-most element of each removed subtree must be a loading placeholder: a spinner or its box.
    const tops = gone.filter((e) => !e.parentElement || e.parentElement.isConnected);
    const placeholder = (e: Element) => e.matches('[role="status"]') || e.firstElementChild?.matches('[role="status"]') === true;
    return {
      served: (window as Watched).__served!.length,
      replaced: tops.filter((e) => !placeholder(e)).map((e) => e.outerHTML.slice(0, 120)),
    };
  });
  expect(served).toBeGreaterThan(20);
  expect(replaced).toEqual([]);
}

/**
 * The catalogue's first page, as the server draws /courses from it. Asked for just before opening
 * /courses, it is in the server's short-lived cache: the page is then drawn whatever the machine's
 * load (a fresh server transcodes the demo videos), instead of sent as the shell when the database
 * takes longer than the page waits for it (GUEST_DATA_WAIT_MS, tested in guest-html-cache.test.ts).
 */
async function firstPage(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/api/student/course/get?sortBy=price-lowtohigh&limit=12');
  return (await res.json()) as { data: { title: string; image: string }[]; paging: { total: number } };
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads Home, All Courses, About and Contact, and follows the links to sign in', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redefining Fashion Education Across Africa');

    // All Courses: the default list's first page, from the server, with the results count.
    const list = await firstPage(request);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Courses');
    await expect(page.getByText(`${list.paging.total} Results`)).toBeVisible();
    const titles = page.getByRole('article').getByRole('heading');
    await expect(titles).toHaveText(list.data.map((c) => c.title));
    // The covers are real images that load.
    const cover = page.getByRole('article').first().locator('img');
    await expect(cover).toHaveAttribute('src', list.data[0]!.image);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Sewee');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/sewee-login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });

  test('on a phone the menu opens without the code, and its links and the sign-in link work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.locator('#site-nav');
    await expect(menu).toBeHidden();
    await page.getByLabel('Menu', { exact: true }).click();
    await expect(menu).toBeVisible();
    // Over the page and the header's second bar: its first link takes the tap (nothing covers it).
    await menu.getByRole('link', { name: 'Home' }).click({ trial: true });
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Sewee');
    await page.getByLabel('Menu', { exact: true }).click();
    await firstPage(context.request);
    await menu.getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Courses');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    // Its form needs the code: the page says so rather than leave a dead button unexplained.
    // (Playwright's text and role queries skip what is inside <noscript>; the browser shows it.)
    const note = page.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText("This form needs JavaScript. Turn it on in your browser's settings to send it.");
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await context.close();
  });

  test('Arabic: the page is right to left, in Arabic', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar' });
    const page = await context.newPage();
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About Sewee');
    await context.close();
  });
});

test.describe('with JavaScript on', () => {
  for (const path of ['/', '/courses', '/about-us', '/contact-us', '/sewee-login', '/login', '/sewee-signup', '/signup']) {
    test(`${path}: hydrates the server's HTML with no console error and no layout shift`, async ({ page, request }) => {
      const problems = consoleErrors(page);
      await page.addInitScript(watchHydration);
      const catalogue: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/student/course/get') catalogue.push(r.url());
      });
      if (path === '/courses') await firstPage(request);
      const html = await (await page.goto(path))!.text();
      // The HTML already holds the page (not an empty root).
      expect(html).toMatch(/<div id="root"><[a-z]/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
      await expectHydratedInPlace(page);
      if (path === '/') {
        // The footer hydrates in a piece of its own: its links now move within the app (no new page).
        await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
        await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Sewee');
        expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
      }
      if (path === '/courses') {
        // Hydrated from the page's own data: the first page is not asked for again.
        expect(catalogue).toEqual([]);
        // In pieces, nested ones too: the header's two bars and, inside the first, the phone's menu; the
        // page's main region, the footer, and inside the main region (after it) the filters and each
        // course card, each once.
        const cards = await page.getByRole('article').count();
        expect(cards).toBeGreaterThan(1);
        expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, PIECE_MARK)).toBe(5 + 1 + cards);
        // And alive: a filter narrows the list in place.
        const count = page.locator('#results-count');
        const before = await count.textContent();
        await page.getByRole('checkbox', { name: 'Beading' }).first().check();
        await expect(page).toHaveURL(/category=beading/);
        await expect(count).not.toHaveText(before!);
      }
    });
  }

  test('/courses with filters stored in the tab: hydrates the unfiltered HTML cleanly, then applies them', async ({ page }) => {
    const problems = consoleErrors(page);
    await page.goto('/courses');
    // The filters work once the page's code (asked for after the first paint) has hydrated it.
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: 'Beading' }).first().check();
    await expect(page).toHaveURL(/category=beading/);
    // The tab keeps the filters; the plain address gets the server's unfiltered HTML.
    await page.goto('/courses');
    await expect(page).toHaveURL(/category=beading/);
    await expect(page.getByRole('checkbox', { name: 'Beading' }).first()).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

// A course's details arrive drawn for the signed-in member who opens it (their own
// action, from the same answer the details call gives them), then come to life the same way.
test.describe("a course's details, signed in", () => {
  const firstCourse = async (request: import('@playwright/test').APIRequestContext) => {
    const list = (await (await request.get('/api/student/course/get?sortBy=price-lowtohigh&limit=1')).json()) as {
      data: { _id: string; title: string }[];
    };
    return list.data[0]!;
  };

  test('with JavaScript off, a member reads the course, its lectures and their own action', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await registerStudent(page.request, 'details-nojs').then((s) => apiSignIn(page.request, s));
    const course = await firstCourse(page.request);
    const details = (await (await page.request.get(`/api/student/course/get/details/${course._id}`)).json()) as {
      data: { curriculum: { title: string }[] };
    };
    await page.goto(`/course/details/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    const lectures = page.locator('main ol > li');
    await expect(lectures).toHaveCount(details.data.curriculum.length);
    for (const [i, lecture] of details.data.curriculum.entries()) await expect(lectures.nth(i)).toContainText(lecture.title);
    // Their action is there, waiting for the page's code to work.
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.getByRole('link', { name: 'Back to Profile' }).click();
    await expect(page).toHaveURL(/\/student-home$/);
    await context.close();
  });

  test('with JavaScript on, it hydrates with no error, no shift and no second request, and Apply works', async ({ page, newStudent }) => {
    await newStudent('details-hydrate');
    const course = await firstCourse(page.request);
    const problems = consoleErrors(page);
    await page.addInitScript(watchHydration);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/student/course/get/details/')) asked.push(r.url());
    });
    const html = await (await page.goto(`/course/details/${course._id}`))!.text();
    expect(html).toMatch(/<div id="root"><[a-z]/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    // Hydrated (its code arrives after the first paint): the button works, drawn from the page's own data.
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await expectHydratedInPlace(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Application Pending' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
