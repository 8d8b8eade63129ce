import AxeBuilder from '@axe-core/playwright';
import { request, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES } from '../src/app/route-table';
import { LANGUAGE_COOKIE } from '@sewee/shared/constants';
import { LOCALE_NAMES, LOCALES, localeDir } from '@sewee/shared/locales';
import { apiSignIn, DEMO, expect, test, watchCsp } from './support';

/**
 * Every page of the route table (app/route-table.ts), opened as the role that reaches it, has no serious or
 * critical axe-core violation (WCAG 2.1 A and AA rules, plus axe's best practices).
 */
type Role = 'guest' | 'student' | 'admin';
interface Ids {
  courseId: string;
}

const PAGES: Array<{ pattern: string; role: Role; path: (ids: Ids) => string }> = [
  { pattern: '/', role: 'guest', path: () => '/' },
  { pattern: '/about-us', role: 'guest', path: () => '/about-us' },
  { pattern: '/contact-us', role: 'guest', path: () => '/contact-us' },
  { pattern: '/courses', role: 'guest', path: () => '/courses' },
  { pattern: '/sewee-signup', role: 'guest', path: () => '/sewee-signup' },
  { pattern: '/signup', role: 'guest', path: () => '/signup' },
  { pattern: '/login', role: 'guest', path: () => '/login' },
  { pattern: '/sewee-login', role: 'guest', path: () => '/sewee-login' },
  { pattern: '/forgot-password', role: 'guest', path: () => '/forgot-password' },
  { pattern: '/reset-password/:token', role: 'guest', path: () => '/reset-password/not-a-real-token-but-the-form-shows' },
  { pattern: '/verify-email', role: 'guest', path: () => '/verify-email' },
  { pattern: '/dashboard/courses', role: 'student', path: () => '/dashboard/courses' },
  { pattern: '/student-home', role: 'student', path: () => '/student-home' },
  { pattern: '/student-courses', role: 'student', path: () => '/student-courses' },
  { pattern: '/dashboard', role: 'student', path: () => '/dashboard' },
  { pattern: '/course-progress/:id', role: 'student', path: (ids) => `/course-progress/${ids.courseId}` },
  { pattern: '/student-certificates/:courseId', role: 'student', path: (ids) => `/student-certificates/${ids.courseId}` },
  // An unknown code: the page's "no certificate has this code" view and its form.
  { pattern: '/certificates/:code', role: 'guest', path: () => '/certificates/ABCDEFGHJK' },
  { pattern: '/payment-return', role: 'student', path: () => '/payment-return?reference=not-a-real-reference' },
  { pattern: '/payment-failed', role: 'student', path: () => '/payment-failed' },
  { pattern: '/course/details/:id', role: 'student', path: (ids) => `/course/details/${ids.courseId}` },
  { pattern: '/user-details', role: 'admin', path: () => '/user-details' },
  { pattern: '/instructor', role: 'admin', path: () => '/instructor' },
  { pattern: '/instructor/create-new-course', role: 'admin', path: () => '/instructor/create-new-course' },
  { pattern: '/instructor/edit-course/:courseId', role: 'admin', path: (ids) => `/instructor/edit-course/${ids.courseId}` },
];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The checks are shared out one by one between the workers (playwright.config.ts), so each test opens a
 * context of its own: with the demo student's or admin's cookies, signed in once per worker here rather
 * than once per test, and the course the pages show. No page checked here signs out.
 */
const a11yTest = test.extend<object, { demo: { signedIn: Record<'student' | 'admin', StorageState>; ids: Ids } }>({
  demo: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const signedIn = {} as Record<'student' | 'admin', StorageState>;
      for (const role of ['student', 'admin'] as const) {
        const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
        await apiSignIn(api, DEMO[role]);
        signedIn[role] = await api.storageState();
        await api.dispose();
      }
      const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const list = await (await api.get('/api/student/course/get')).json();
      await api.dispose();
      await use({ signedIn, ids: { courseId: list.data[0]._id } });
    },
    { scope: 'worker' },
  ],
});

// The same test type as the checks: a test of another type would need a worker of its own.
a11yTest('the accessibility checks cover every route of the route table', () => {
  expect(PAGES.map((p) => p.pattern).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  // Declared after it: a renamed route must not drop out of the other languages' checks unnoticed.
  expect([...SHAPED].filter((pattern) => !PAGES.some((p) => p.pattern === pattern))).toEqual([]);
});

/** Loaded: no request in flight, the full-screen auth spinner gone, lazy routes rendered. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"], [role="dialog"]').first()).toBeVisible();
  await page.waitForTimeout(300);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/**
 * The pages whose text changes shape with the language: counts and plurals, prices, dates and
 * percentages, and the longest forms. French, Portuguese and Kiswahili are checked on these;
 * English and Arabic (right to left, six plural forms) on every page. Elsewhere a Latin-script
 * translation is the English page with other words, and every key of every language is checked
 * by the web unit suite (src/lib/i18n-catalogues.test.ts).
 */
const SHAPED = new Set([
  '/',
  '/courses',
  '/course/details/:id',
  '/course-progress/:id',
  '/student-home',
  '/student-certificates/:courseId',
  '/user-details',
  '/instructor/edit-course/:courseId',
]);
const everyPage = (lang: string) => lang === 'en' || lang === 'ar';

/**
 * Every language: the pages in French, Portuguese, Arabic (right to left) and
 * Kiswahili, chosen as a device does (the language cookie the switcher sets; the demo accounts have
 * none of their own). English keeps its test names.
 */
for (const lang of LOCALES) {
  for (const role of ['guest', 'student', 'admin'] as const) {
    const who = role === 'guest' ? 'a guest' : `the demo ${role}`;
    a11yTest.describe(lang === 'en' ? `as ${who}` : `as ${who}, in ${LOCALE_NAMES[lang]} (${lang})`, () => {
      let context: BrowserContext;
      let ids: Ids;

      a11yTest.beforeAll(async ({ browser, baseURL, demo }) => {
        context = await browser.newContext({ baseURL, storageState: role === 'guest' ? undefined : demo.signedIn[role] });
        watchCsp(context);
        if (lang !== 'en') await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: baseURL! }]);
        ids = demo.ids;
      });
      a11yTest.afterAll(async () => {
        await context?.close();
      });

      for (const p of PAGES.filter((x) => x.role === role && (everyPage(lang) || SHAPED.has(x.pattern)))) {
        a11yTest(`${p.pattern}: no serious or critical axe violations`, async () => {
          const page = await context.newPage();
          try {
            const target = p.path(ids);
            // Payment return: hold the capture call so the page stays on its "Processing payment" view.
            if (p.pattern === '/payment-return') await page.route('**/api/student/order/capture', () => undefined);
            await page.goto(target);
            // The held capture call never ends, so that page cannot reach network idle: wait for its view instead.
            if (p.pattern === '/payment-return') await expect(page.getByRole('status').first()).toBeVisible();
            else await settle(page);
            // The page itself was checked, not a page a guard sent us to, in the language asked for.
            expect(new URL(page.url()).pathname).toBe(target.split('?')[0]);
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            await expect(page.locator('html')).toHaveAttribute('dir', localeDir(lang));
            expect(await seriousViolations(page)).toEqual([]);
          } finally {
            await page.close();
          }
        });
      }
    });
  }
}
