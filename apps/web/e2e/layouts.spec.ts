import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { apiSignIn, createCourse, curriculum, DEMO, enrol, expect, ok, registerStudent, test, userId, watchCsp } from './support';

// Layouts that broke in a language or at a width: each screen at 390 px (and at
// 1366 px where the complaint was about a laptop), in the language that showed the fault.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/**
 * A signed-in page of its own at `viewport` in `language`: the device's language cookie, and the
 * account's own language too when it has one (it outranks the cookie), put back by `close`. The
 * demo admin has none, and keeps none: other specs choose its language by the cookie.
 */
async function signedInPage(browser: Browser, who: { email: string; password: string }, viewport: typeof PHONE, language = 'en') {
  const context = await browser.newContext({ viewport });
  watchCsp(context);
  await context.addCookies([{ name: 'sewee-lang', value: language, url: process.env.E2E_BASE_URL! }]);
  await apiSignIn(context.request, who);
  const { user } = await ok<{ user: { language: string | null } }>(context.request.get('/api/auth/check-auth'));
  const setLanguage = (to: string) => ok(context.request.put('/api/account/language', { data: { language: to } }));
  const previous = user.language;
  if (previous && previous !== language) await setLanguage(language);
  const page = await context.newPage();
  const close = async () => {
    if (previous && previous !== language) await setLanguage(previous);
    await context.close();
  };
  return { page, close };
}

/** The distinct lines each text node of `element` occupies (by the top of its boxes), in order. */
const linesPerTextNode = (element: Locator) =>
  element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const out: { text: string; lines: number[] }[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
      out.push({ text: n.textContent ?? '', lines: [...new Set(tops)] });
    }
    return out;
  });

/** A priced demo course with three lectures (the one learning.spec.ts watches). */
async function firstCourse(api: APIRequestContext) {
  const res = await ok<{ data: { _id: string; title: string }[] }>(api.get('/api/student/course/get'));
  const course = res.data.find((c) => c.title === 'Introduction to Fabric & Textile Science');
  expect(course).toBeTruthy();
  return course!._id;
}

test('an e-mail address in an admin table wraps after its @ or a hyphen or before a dot, never inside a name (390 px)', async ({
  browser,
  page: own,
}) => {
  // A long address, as some students have: it cannot fit the phone card's value column on one line.
  const { email } = await registerStudent(own.request, 'amara.okonkwo-adebayo.fashion');
  const { page, close } = await signedInPage(browser, DEMO.admin, PHONE);
  try {
    await page.goto('/instructor?tab=students');
    await page.getByPlaceholder('Search by name or email').fill(email);
    const cell = page.getByRole('row').filter({ hasText: email }).getByRole('cell').filter({ hasText: email });
    await expect(cell).toHaveCount(1);
    const nodes = await linesPerTextNode(cell);
    expect(nodes.map((n) => n.text).join('')).toBe(email);
    // It does wrap (else this proves nothing), and each piece between break points sits on one line.
    expect(new Set(nodes.flatMap((n) => n.lines)).size).toBeGreaterThan(1);
    for (const n of nodes) expect(n.lines, `"${n.text}" is split across lines`).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await close();
  }
});

test("an intake's Edit and Delete are on screen at 1366 px without a sideways scroll, in French", async ({ browser, adminApi }) => {
  const title = `E2E Intake layout ${Date.now()}`;
  const courseId = await createCourse(adminApi, title, { category: 'crochet', pricing: 30 });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await ok(
    adminApi.post('/api/admin/intakes', {
      data: {
        courseId,
        name: 'January 2027 scholarship intake',
        opensAt: day(-1),
        closesAt: day(30),
        seats: 120,
        waiverPercent: 100,
        enrolWithinDays: 14,
      },
    }),
  );
  const { page, close } = await signedInPage(browser, DEMO.admin, LAPTOP, 'fr');
  try {
    await page.goto('/instructor?tab=intakes');
    await page.getByRole('combobox', { name: 'Cours' }).selectOption({ label: title });
    const row = page.getByRole('row').filter({ hasText: 'January 2027 scholarship intake' });
    for (const name of ['Modifier', 'Supprimer']) await expect(row.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  } finally {
    await close();
  }
});

for (const viewport of [PHONE, LAPTOP]) {
  test(`the course progress page's three tabs fit in French at ${viewport.width} px`, async ({
    browser,
    adminApi,
    newStudent,
    page: own,
  }) => {
    const student = await newStudent(`tabs-${viewport.width}`);
    const id = await firstCourse(own.request);
    await enrol(own.request, adminApi, student, id);
    const { page, close } = await signedInPage(browser, student, viewport, 'fr');
    try {
      await page.goto(`/course-progress/${id}`);
      // On a phone the panel starts closed (it covers the video).
      const show = page.getByRole('button', { name: 'Afficher le contenu du cours' });
      if (viewport === PHONE) await show.click();
      const tabs = page.getByRole('tablist').last().getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.first()).toHaveText('Contenu du cours');
      // Side by side, each whole inside the bar and on screen: nothing hides behind a sideways scroll.
      const list = page.getByRole('tablist').last();
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const bar = (await list.boundingBox())!;
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(Math.max(0, bar.x) - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(viewport.width, bar.x + bar.width) + 0.5);
      }
    } finally {
      await close();
    }
  });
}

test("the payment-failed card wraps the payment's reference inside it (390 px)", async ({ page, newStudent }) => {
  await newStudent('failed-ref');
  await page.setViewportSize(PHONE);
  // A provider's reference can be longer than Sewee's own (sewee_ and 32 hex digits): wider than the card's line.
  const reference = `sewee_${'0123456789abcdef'.repeat(4)}`;
  await page.goto(`/payment-failed?reference=${reference}`);
  const text = page.getByText(`Payment reference: ${reference}`);
  await expect(text).toBeVisible();
  const card = await text.evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    const lines = [...range.getClientRects()];
    const box = p.parentElement!.getBoundingClientRect();
    return { right: Math.max(...lines.map((r) => r.right)), left: Math.min(...lines.map((r) => r.left)), box: [box.left, box.right] };
  });
  expect(card.left).toBeGreaterThanOrEqual(card.box[0]!);
  expect(card.right).toBeLessThanOrEqual(card.box[1]!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("the sandbox checkout's amount follows the page's direction in Arabic (390 px)", async ({
  browser,
  adminApi,
  newStudent,
  page: own,
}) => {
  const student = await newStudent('checkout-ar');
  const id = await firstCourse(own.request);
  await ok(own.request.post(`/api/student/course-application/courses/${id}/apply`, { data: { name: student.name, email: student.email } }));
  const list = await ok<{ applications: { _id: string; course: { _id: string } }[] }>(
    adminApi.get('/api/student/course-application/applications', { params: { search: student.email } }),
  );
  const application = list.applications.find((a) => a.course._id === id)!;
  await ok(adminApi.put(`/api/student/course-application/applications/${application._id}/status`, { data: { status: 'approved' } }));
  const { page, close } = await signedInPage(browser, student, PHONE, 'ar');
  try {
    const order = await ok<{ data: { approveUrl: string } }>(page.request.post('/api/student/order/create', { data: { courseId: id } }));
    await page.goto(new URL(order.data.approveUrl).pathname);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const ends = await page.evaluate(() => {
      const rightOfText = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.max(...[...range.getClientRects()].map((r) => r.right));
      };
      const amount = document.querySelector('.amount')!;
      return { amount: rightOfText(amount), heading: rightOfText(document.querySelector('h1')!), dir: getComputedStyle(amount).direction };
    });
    expect(ends.dir).toBe('rtl');
    // Right to left, the amount starts at the right edge, where the heading above it starts.
    expect(Math.abs(ends.amount - ends.heading)).toBeLessThanOrEqual(2);
  } finally {
    await close();
  }
});

test('the confetti falls behind the Congratulations dialog, above the dimmed page (390 px)', async ({ page, adminApi, newStudent }) => {
  const student = await newStudent('confetti');
  const id = await firstCourse(page.request);
  await enrol(page.request, adminApi, student, id);
  for (const lectureId of await curriculum(page, id)) {
    await ok(
      page.request.post('/api/student/course-progress/mark-lecture-viewed', {
        data: { userId: await userId(page), courseId: id, lectureId },
      }),
    );
  }
  await page.setViewportSize(PHONE);
  await page.goto(`/course-progress/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body > canvas')).toHaveCount(1);
  const z = await page.evaluate(() => {
    const zOf = (el: Element | null) => Number(getComputedStyle(el!).zIndex);
    const dialogEl = document.querySelector('[role="dialog"]');
    // The dialog's backdrop: the fixed full-screen element just before it in the same portal.
    const overlay = [...document.querySelectorAll('div')].find(
      (d) =>
        d !== dialogEl && getComputedStyle(d).position === 'fixed' && d.className.includes('inset-0') && d.className.includes('bg-black'),
    );
    return { canvas: zOf(document.querySelector('body > canvas')), dialog: zOf(dialogEl), overlay: zOf(overlay ?? null) };
  });
  expect(z.canvas).toBeLessThan(z.dialog);
  expect(z.canvas).toBeGreaterThan(z.overlay);
});
