import type { APIRequestContext, Page } from '@playwright/test';
import {
  createCourse,
  DEMO,
  expect,
  formReady,
  ok,
  registerStudent,
  STUDENT_PASSWORD,
  test,
  uniqueEmail,
  waitForMail,
  type Credentials,
} from './support';

// What a student trips over, end to end on a 390 px phone and at 800 px. Each block names
// the behaviour it proves. The catalogue search's matching rules are proven in the API
// tests (catalog-search.test.ts); the automatic fresh code in auth.test.ts.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 1000 };
const WIDTHS = [PHONE, TABLET] as const;

let freeId: string;
let freeTitle: string;
let editId: string;
/** Unique to this run's courses: a worker restarted after a failure makes its own. */
let stamp: number;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(120_000);
  stamp = Date.now();
  freeTitle = `E2E Crochet Gratuit ${stamp}`;
  freeId = await createCourse(adminApi, freeTitle, { pricing: 0, category: 'crochet', subtitle: 'Hooks and yarn, costs nothing' });
  editId = await createCourse(adminApi, `E2E Editor ${stamp}`);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Signs in through the form already on screen (the page the guard sent us to, with its ?next=). */
async function signInHere(page: Page, who: Credentials) {
  await formReady(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

async function userIdOf(api: APIRequestContext): Promise<string> {
  return (await ok<{ user: { _id: string } }>(api.get('/api/auth/check-auth'))).user._id;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('1. a new page starts at the top, Back returns to where the page was left, hash links land on their target', async ({ page }) => {
      await page.goto('/');
      // Client-side navigation (and its scroll handling) starts once the page has hydrated.
      await page.waitForLoadState('networkidle');
      const explore = page.getByRole('link', { name: 'Explore All Lessons' });
      await explore.scrollIntoViewIfNeeded();
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(200);
      await explore.click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(2);

      // The footer's About us: About from its top, not its bottom.
      await page.goto('/contact-us');
      const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
      await about.scrollIntoViewIfNeeded();
      await about.click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect.poll(() => scrollY(page)).toBe(0);

      // The footer's FAQ: a hash link to a section of About, which it scrolls to.
      const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
      await faqLink.scrollIntoViewIfNeeded();
      await faqLink.click();
      await expect(page).toHaveURL(/\/about-us#faq$/);
      const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
      await expect(faq).toBeInViewport();
      await page.getByText('How much mobile data does a lesson use?').click();
      await expect(page.getByText(/audio only uses about 0\.4 MB a minute/)).toBeVisible();
    });

    test('2. the header search finds courses by words (any case, any accent) and narrows by category, in the URL', async ({ page }) => {
      await page.goto('/about-us');
      // The page arrives as HTML: the search answers in place once the app has hydrated it.
      await page.waitForLoadState('networkidle');
      if (size.width < 640) {
        // Behind an icon on a phone: the sticky header stays small.
        await expect(page.getByRole('search')).toBeHidden();
        const header = await page.getByRole('banner').boundingBox();
        expect(header!.height).toBeLessThan(size.height * 0.2);
        await page.getByRole('button', { name: 'Open search' }).click();
      }
      const box = page.getByRole('searchbox', { name: 'Find courses' });
      await expect(box).toBeVisible();
      if (size.width >= 640) expect((await box.boundingBox())!.width).toBeGreaterThan(150);

      // Words, whatever the case and accents, in any order: the free crochet course's title.
      const words = `GRATUÍT ${stamp} crochet`;
      await box.fill(words);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/courses\\?q=GRATU%C3%8DT%20${stamp}%20crochet$`));
      await expect(page.getByRole('heading', { name: freeTitle })).toBeVisible();
      await expect(page.getByText('1 Results')).toBeVisible();

      // The category narrows, kept with the words; the box and the select show what the URL says.
      if (size.width < 640) await page.getByRole('button', { name: 'Open search' }).click();
      await expect(page.getByRole('searchbox', { name: 'Find courses' })).toHaveValue(words);
      await page.getByRole('combobox', { name: 'Category' }).selectOption('beading');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/courses\\?category=beading&q=GRATU%C3%8DT%20${stamp}%20crochet$`));
      await expect(page.getByText('No Courses Found')).toBeVisible();

      // A category alone: every card is a beading course.
      if (size.width < 640) await page.getByRole('button', { name: 'Open search' }).click();
      await page.getByRole('searchbox', { name: 'Find courses' }).fill('');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/courses\?category=beading$/);
      await expect(page.getByText(/^\d+ Results$/)).not.toHaveText('0 Results');
      await expect(page.getByRole('heading', { name: freeTitle })).toHaveCount(0);
    });

    test('3. a deep link survives sign-in; an external return address is refused', async ({ page }) => {
      const student = await registerStudent(page.request, `deep${size.width}`);
      await page.goto(`/course/details/${freeId}`);
      await expect(page).toHaveURL(new RegExp(`/sewee-login\\?next=%2Fcourse%2Fdetails%2F${freeId}$`));
      await signInHere(page, student);
      await expect(page).toHaveURL(new RegExp(`/course/details/${freeId}$`));
      await expect(page.getByRole('heading', { level: 1, name: freeTitle })).toBeVisible();

      for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com', '%2F%2Fevil.com']) {
        await page.context().clearCookies();
        await page.goto(`/sewee-login?next=${encodeURIComponent(evil)}`);
        await signInHere(page, student);
        await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/student-home$/);
      }
    });

    test('11. an unknown course id says so, with a link to All Courses', async ({ page, newStudent }) => {
      await newStudent(`unknown${size.width}`);
      await page.goto('/course/details/00000000-0000-4000-8000-000000000001');
      await expect(page.getByRole('heading', { name: 'This course does not exist or is no longer available' })).toBeVisible();
      await expect(page.getByText('Loading course…')).toHaveCount(0);
      await page.getByRole('link', { name: 'All Courses' }).click();
      await expect(page).toHaveURL(/\/dashboard\/courses$/);
    });

    test('5. verification: no session asks to sign in; Resend code clears the old error; a verified user is sent on', async ({
      page,
      newStudent,
    }) => {
      await page.goto('/verify-email');
      await expect(page.getByText('Sign in to verify your e-mail')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/sewee-login$/);

      // An unverified account signs in and lands on /verify-email; a wrong code, then Resend code.
      const email = uniqueEmail(`unverified${size.width}`);
      await ok(page.request.post('/api/auth/signup', { data: { name: 'Not Yet Verified', email, password: STUDENT_PASSWORD } }));
      await waitForMail(email, /verification code is \d{6}/);
      await page.context().clearCookies();
      await page.goto('/sewee-login');
      await signInHere(page, { email, password: STUDENT_PASSWORD });
      await expect(page).toHaveURL(/\/verify-email$/);
      const first = page.getByRole('textbox', { name: 'Digit 1' });
      await first.click();
      await page.keyboard.type('000000');
      await expect(page.getByRole('alert')).toContainText(/code is not right|expired|Too many/);
      await page.getByRole('button', { name: 'Resend code' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(first).toHaveValue('');

      // A verified, signed-in user who opens /verify-email is told so and sent on.
      await page.context().clearCookies();
      await newStudent(`verified${size.width}`);
      await page.goto('/verify-email');
      await expect(page).toHaveURL(/\/student-home$/);
      // Told once, in a toast (the page itself may still be on screen while Student Home's code loads).
      const toasts = page.getByRole('region', { name: /^Notifications/ });
      await expect(toasts.getByText('Your e-mail is already verified.')).toHaveCount(1);
    });

    test('13. Delete Lecture and Replace Video ask first', async ({ page, signIn }) => {
      await signIn(DEMO.admin);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`/instructor/edit-course/${editId}`);
      const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lecture 2' }) });
      await second.getByRole('button', { name: 'Delete Lecture' }).click();
      const ask = page.getByRole('dialog', { name: 'Delete Lecture 2?' });
      await expect(ask).toContainText('cannot be undone');
      await ask.getByRole('button', { name: 'Keep it' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Lecture 2' })).toBeVisible();

      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Lecture 1' }) })
        .getByRole('button', { name: 'Replace Video' })
        .click();
      const replace = page.getByRole('dialog', { name: 'Replace the video of Lecture 1?' });
      await expect(replace).toBeVisible();
      await replace.getByRole('button', { name: 'Keep it' }).click();
      await expect(page.getByRole('button', { name: 'Replace Video' })).toHaveCount(2);

      // The tab strip shows all three tabs within the screen's width (it wraps on a phone).
      for (const name of ['Curriculum', 'Course Landing Page', 'Settings']) {
        const box = (await page.getByRole('tab', { name }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }

      await second.getByRole('button', { name: 'Delete Lecture' }).click();
      await page.getByRole('dialog', { name: 'Delete Lecture 2?' }).getByRole('button', { name: 'Delete Lecture' }).click();
      await expect(page.getByRole('heading', { name: 'Lecture 2' })).toHaveCount(0);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('8. filters open in a sheet that shows how many results they give; the button counts them', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('checkbox', { name: 'Crochet' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: 'Crochet' }).check();
    await expect(page).toHaveURL(/\/courses\?category=crochet$/);
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toBeVisible();
    const n = Number(/\d+/.exec((await show.textContent()) ?? '')![0]);
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(`${n} Results`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Filters.*1 chosen/ })).toBeVisible();
  });

  test('10. the applications table is cards on a phone', async ({ page, signIn, newStudent }) => {
    const student = await newStudent('cards');
    await ok(
      page.request.post(`/api/student/course-application/courses/${editId}/apply`, { data: { name: student.name, email: student.email } }),
    );
    await page.context().clearCookies();
    await signIn(DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/instructor?tab=dashboard');
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(student.email);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row).toBeVisible();
    // A card: its cells stack, each named by its column (the tick box and the decisions have no
    // label), and nothing reaches past the screen.
    const cells = await row.getByRole('cell').evaluateAll((els) =>
      els.map((e) => ({
        labelled: e.hasAttribute('data-label'),
        display: getComputedStyle(e).display,
        right: e.getBoundingClientRect().right,
      })),
    );
    const labelled = cells.filter((c) => c.labelled);
    expect(labelled.length).toBeGreaterThanOrEqual(6);
    expect(labelled.filter((c) => c.display !== 'flex')).toEqual([]);
    expect(Math.max(...cells.map((c) => c.right))).toBeLessThanOrEqual(PHONE.width);
    // The decisions sit at the card's foot: reached by scrolling down, never sideways.
    await row.getByRole('button', { name: /^Enroll / }).scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: /^Enroll / })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('at 800 px', () => {
  test.use({ viewport: TABLET });

  test('9. the card grid takes two columns beside the sidebar, and the filters stay in the sidebar', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Crochet' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const widths = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect()));
    expect(widths[0]!.width).toBeGreaterThan(220);
    expect(widths[1]!.top).toBe(widths[0]!.top);
    expect(widths[2]!.top).toBeGreaterThan(widths[0]!.top);
  });
});

for (const size of WIDTHS) {
  test.describe(`signed in, at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('4. a free course shows Free and enrols for free through the order path; 7. category counts; 14. filters in the student-home URL', async ({
      page,
      adminApi,
      newStudent,
    }) => {
      const student = await newStudent(`free${size.width}`);
      await page.goto('/student-home');

      // 7: every category button shows its count, or is disabled as Coming soon.
      const buttons = page.getByRole('list', { name: 'Course Categories That we offer' }).getByRole('button');
      await expect(buttons).toHaveCount(12);
      await expect(buttons.filter({ hasText: 'Crochet' })).toContainText(/\d+ courses?/);
      for (const b of await buttons.all()) {
        if ((await b.textContent())!.includes('Coming soon')) await expect(b).toBeDisabled();
        else await expect(b).toBeEnabled();
      }
      await buttons.filter({ hasText: 'Crochet' }).click();
      await expect(page).toHaveURL(/\/dashboard\/courses\?category=crochet$/);
      await expect.poll(() => scrollY(page)).toBe(0);

      // 14: the Courses tab mirrors its filters in the URL, comma-joined and encoded.
      await page.goto('/student-home');
      await page.getByRole('tab', { name: 'Courses' }).click();
      // The crochet filter comes back from this tab's session storage (restored on load).
      await expect(page).toHaveURL(/\/student-home\?tab=courses&category=crochet$/);
      if (size.width < 768) await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('checkbox', { name: 'Crochet' }).check();
      await page.getByRole('checkbox', { name: 'Beading' }).check();
      await expect(page).toHaveURL(/\/student-home\?tab=courses&category=beading%2Ccrochet$/);
      if (size.width < 768) await page.getByRole('button', { name: /^Show \d+ results?$/ }).click();
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: freeTitle })).toBeVisible();

      // 4: Free on the card and the details; Apply, approval, then Enrol for free.
      await expect(page.getByRole('article').filter({ hasText: freeTitle })).toContainText('Free');
      await page.goto(`/course/details/${freeId}`);
      await expect(page.getByText('Free', { exact: true })).toBeVisible();
      await expect(page.getByText('$0.00')).toHaveCount(0);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
      const list = await ok<{ applications: Array<{ _id: string; student: { email: string } }> }>(
        adminApi.get('/api/student/course-application/applications', { params: { search: student.email } }),
      );
      const application = list.applications.find((a) => a.student.email === student.email)!;
      await ok(adminApi.put(`/api/student/course-application/applications/${application._id}/status`, { data: { status: 'approved' } }));
      await page.reload();
      await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await expect(page).toHaveURL(/\/student-courses/);
      await expect(page.getByText(freeTitle)).toBeVisible();
    });

    test('12. a rejected account learns why in place; 6. a student sees no Instructors Page and has a way back', async ({
      page,
      adminApi,
      newStudent,
    }) => {
      await newStudent(`rejected${size.width}`);
      const id = await userIdOf(page.request);
      await ok(adminApi.patch(`/api/auth/users/${id}/status`, { data: { status: 'rejected' } }));
      await page.goto(`/course/details/${editId}`);
      const note = page.getByRole('alert').filter({ hasText: 'Your account was not approved' });
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: 'Instructors Page' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to my student home' }).click();
      await expect(page).toHaveURL(/\/student-home$/);
    });
  });
}

test('4. the instructor table shows Free for a course priced 0', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/instructor');
  const row = page.getByRole('row').filter({ hasText: freeTitle });
  await expect(row).toContainText('Free');
  await expect(row).not.toContainText('$0.00');
});

/**
 * Every element with text of its own whose content is wider than its box, or that reaches past the
 * right edge of the screen (outside an intentional sideways scroller), and the page's own width.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide in ${vw}px`);
    const scroller = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('[aria-hidden="true"], script, style, video, svg')) continue;
      // Not on screen: no box, or inside a closed disclosure (the phone's menu, an FAQ answer), whose
      // content the browser lays out but skips drawing (content-visibility).
      if (el.getClientRects().length === 0 || !el.checkVisibility()) continue;
      // Visually hidden text (sr-only, also behind a breakpoint such as max-md:sr-only) is clipped on purpose.
      let clipped = false;
      for (let e: HTMLElement | null = el; e && !clipped; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        clipped = r.width <= 1 && r.height <= 1 && getComputedStyle(e).overflow === 'hidden';
      }
      if (clipped) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      if (!ownText) continue;
      const name = `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}"`;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto')
        found.push(`${name}: content ${el.scrollWidth}px in a ${el.clientWidth}px box`);
      const r = el.getBoundingClientRect();
      if ((r.right > vw + 1 || r.left < -1) && !scroller(el.parentElement))
        found.push(`${name}: reaches ${Math.round(r.left)}..${Math.round(r.right)} in ${vw}px`);
    }
    return found;
  });
}

test('9. no text overflows its box on the main pages at 320, 390, 800 and 1280 px', async ({ browser, newStudent, page }) => {
  test.setTimeout(180_000);
  await newStudent('overflow');
  const guest = await browser.newContext();
  const admin = await browser.newContext();
  await ok(admin.request.post('/api/auth/login', { data: DEMO.admin }));
  const pages: Array<[Page, string]> = [];
  const guestPage = await guest.newPage();
  const adminPage = await admin.newPage();
  for (const path of ['/', '/about-us', '/contact-us', '/courses', '/sewee-login', '/sewee-signup', '/verify-email'])
    pages.push([guestPage, path]);
  for (const path of [
    '/student-home',
    '/student-home?tab=courses',
    '/dashboard/courses',
    '/dashboard',
    '/student-courses',
    `/course/details/${freeId}`,
  ])
    pages.push([page, path]);
  for (const path of ['/instructor', `/instructor/edit-course/${editId}`]) pages.push([adminPage, path]);

  // Each page loads once, at the narrowest width, and is then widened as a phone turned sideways or a
  // resized window would be: the layout is CSS (and matchMedia listeners), so every width is checked
  // without reloading the page four times.
  const problems: string[] = [];
  for (const [p, path] of pages) {
    await p.setViewportSize({ width: 320, height: 900 });
    await p.goto(path);
    await p.waitForLoadState('networkidle');
    for (const width of [320, 390, 800, 1280]) {
      await p.setViewportSize({ width, height: 900 });
      await p.evaluate(() => new Promise((laidOut) => requestAnimationFrame(() => requestAnimationFrame(laidOut))));
      for (const issue of await overflowing(p)) problems.push(`${width}px ${path}: ${issue}`);
    }
  }
  await guest.close();
  await admin.close();
  expect(problems).toEqual([]);
});
