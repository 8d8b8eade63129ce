import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, request, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Console errors of Content-Security-Policy refusals seen since the running test began. */
const cspViolations: string[] = [];

/** Records Chrome's console errors for CSP refusals in every page of `context` (a context a test makes itself too). */
export function watchCsp(context: BrowserContext) {
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(`${msg.location().url}: ${msg.text()}`);
  });
}

export interface Credentials {
  email: string;
  password: string;
}
export interface Student extends Credentials {
  name: string;
}

interface TestFixtures {
  /** CSP refusals seen during the test (auto: any at the end fails the test). */
  cspViolations: string[];
  /** Signs in through the sign-in form, on the test's page or on `onPage`. */
  signIn: (who: Credentials, onPage?: Page) => Promise<void>;
  /**
   * Signs up a new student through the API and verifies them with the mailed code; unless
   * `signedIn: false`, also signs them in on the test's browser context (page.request shares its cookies).
   */
  newStudent: (tag: string, opts?: { signedIn?: boolean }) => Promise<Student>;
}
interface WorkerFixtures {
  /** An API client signed in as the demo admin, shared by the tests of one worker. */
  adminApi: APIRequestContext;
}

/**
 * Playwright's test with Sewee's fixtures. It fails any test during which a page reported a
 * Content-Security-Policy violation (the app must run under the server's CSP as is).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  cspViolations: [
    async ({ context }, use) => {
      cspViolations.length = 0;
      watchCsp(context);
      await use(cspViolations);
      expect(cspViolations.splice(0), 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (who, onPage = page) => {
      await onPage.goto('/sewee-login');
      await formReady(onPage);
      await onPage.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
      await onPage.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
      await onPage.getByRole('button', { name: /sign in/i }).click();
    });
  },
  newStudent: async ({ page }, use) => {
    await use(async (tag, { signedIn = true } = {}) => {
      const student = await registerStudent(page.request, tag);
      if (signedIn) await apiSignIn(page.request, student);
      return student;
    });
  },
  adminApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      await apiSignIn(api, DEMO.admin);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});
export { expect };

/**
 * A guest page arrives as HTML before its code: its form works once the app has hydrated
 * it, which the submit button shows by becoming enabled (lib/use-hydrated.ts). Typing before that
 * would reach the inputs but not the app's state (a strength meter, a validation).
 */
export async function formReady(page: Page) {
  await expect(page.locator('main form button[type="submit"]').first()).toBeEnabled();
}

/** The server's outbox: every mail it sent, as raw RFC 822 text, oldest first. */
export function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Waits for the newest mail to `to` and returns its decoded plain text. */
export async function waitForMail(to: string, match: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = outbox()
          .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m))
          .map(decodeQuotedPrintable)
          .reverse()
          .find((m) => match.test(m));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

export const codeIn = (mail: string) => /verification code is (\d{6})/.exec(mail)![1];
export const resetLinkIn = (mail: string) => /(https?:\/\/[^\s"<]+\/reset-password\/[\w-]+)/.exec(mail)![1];

let n = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

export const DEMO = {
  admin: { email: 'admin@sewee.test', password: 'SeweeAdmin#2026' },
  student: { email: 'student@sewee.test', password: 'SeweeStudent#2026' },
};

/** The password of the students newStudent makes. */
export const STUDENT_PASSWORD = 'Needle&Thread9';

/** Awaits an API call that must succeed and returns its JSON body. */
export async function ok<T>(res: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const r = await res;
  expect(r.ok(), `${r.url()} -> ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

/** Signs up a new student through `api` and verifies them with the mailed code (not signed in). */
export async function registerStudent(api: APIRequestContext, tag: string): Promise<Student> {
  const student = { name: `Learner ${tag} ${Date.now() % 100000}`, email: uniqueEmail(tag), password: STUDENT_PASSWORD };
  await ok(api.post('/api/auth/signup', { data: student }));
  const code = codeIn(await waitForMail(student.email, /verification code is \d{6}/));
  await ok(api.post('/api/auth/verify-email', { data: { code, email: student.email } }));
  return student;
}

/** Enrols the student signed in on `api` through the real flow: apply, an admin approves, order, sandbox checkout (none for a scholarship seat), capture. */
export async function enrol(api: APIRequestContext, admin: APIRequestContext, student: Student, id: string) {
  await ok(api.post(`/api/student/course-application/courses/${id}/apply`, { data: { name: student.name, email: student.email } }));

  const list = await ok<{ applications: { _id: string; student: { email: string }; course: { _id: string } }[] }>(
    admin.get('/api/student/course-application/applications', { params: { search: student.email } }),
  );
  const application = list.applications.find((a) => a.student.email === student.email && a.course._id === id);
  expect(application).toBeTruthy();
  await ok(admin.put(`/api/student/course-application/applications/${application!._id}/status`, { data: { status: 'approved' } }));

  const order = await ok<{ data: { reference: string; approveUrl: string } }>(
    api.post('/api/student/order/create', { data: { courseId: id } }),
  );
  const next = new URL(order.data.approveUrl).pathname;
  // A scholarship intake's seat waives the price: enrolled at once, no payment page (the demo's intake course).
  if (next === '/student-courses') return;
  const checkout = await api.post(next, { form: { action: 'pay' }, maxRedirects: 0 });
  expect(checkout.status()).toBe(303);
  await ok(api.post('/api/student/order/capture', { data: { reference: order.data.reference } }));
}

/** Signs `api` in through the API: its cookies then carry the session. */
export async function apiSignIn(api: APIRequestContext, who: Credentials) {
  await ok(api.post('/api/auth/login', { data: { email: who.email, password: who.password } }));
}

/**
 * Makes the page's browser one without AV1: Media Source refuses `av01` (and Opus), as
 * on a phone or browser that cannot decode them, so the player keeps the H.264 ladder.
 */
export async function refuseAv1(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const original = MediaSource.isTypeSupported.bind(MediaSource);
    MediaSource.isTypeSupported = (type: string) => !/av01|opus/i.test(type) && original(type);
  });
}

/** A 1x1 PNG (the course image). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny MP4 (ftyp + mdat) that the server's byte sniffing accepts as video/mp4; it does not need to play. */
export function mp4(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(2048, 7))]);
}

export async function upload(api: APIRequestContext, name: string, mimeType: string, buffer: Buffer) {
  const res = await api.post('/api/media/upload', { multipart: { file: { name, mimeType, buffer } } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { url: string; public_id: string } }).data;
}

/**
 * A published course (beading, unless `over` says otherwise) with a free preview lecture and a
 * second one, made through the API by an admin; returns its id.
 */
export async function createCourse(
  api: APIRequestContext,
  title: string,
  over: { pricing?: number; category?: string; subtitle?: string } = {},
): Promise<string> {
  const image = await upload(api, 'cover.png', 'image/png', PNG);
  const v1 = await upload(api, 'intro.mp4', 'video/mp4', mp4());
  const v2 = await upload(api, 'strand.mp4', 'video/mp4', mp4());
  const res = await api.post('/api/instructor/course/add', {
    data: {
      title,
      subtitle: over.subtitle ?? 'From the first bead to a finished necklace',
      category: over.category ?? 'beading',
      level: 'beginner',
      primaryLanguage: 'english',
      description: 'A short course made by the browser tests.',
      pricing: over.pricing ?? 25,
      objectives: 'Choose beads, String a necklace, Finish the clasp',
      welcomeMessage: 'Welcome!',
      image: image.url,
      curriculum: [
        { title: 'Welcome and tools', videoUrl: v1.url, public_id: v1.public_id, freePreview: true },
        { title: 'Your first strand', videoUrl: v2.url, public_id: v2.public_id, freePreview: false },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** The signed-in user's id. */
/** Waits until a service worker controls the page (the second load after it was registered). */
export async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active)), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

export async function userId(page: Page): Promise<string> {
  const res = await ok<{ user: { _id: string } }>(page.request.get('/api/auth/check-auth'));
  return res.user._id;
}

export async function curriculum(page: Page, id: string): Promise<string[]> {
  const res = await ok<{ data: { courseDetails: { curriculum: { _id: string }[] } } }>(
    page.request.get(`/api/student/course-progress/get/${await userId(page)}/${id}`),
  );
  return res.data.courseDetails.curriculum.map((l) => l._id);
}

/** Marks every lecture of the course viewed through the API (quicker than playing each one). */
export async function markAllViewed(page: Page, id: string) {
  for (const lectureId of await curriculum(page, id)) {
    await ok(
      page.request.post('/api/student/course-progress/mark-lecture-viewed', {
        data: { userId: await userId(page), courseId: id, lectureId },
      }),
    );
  }
}

/** A screen a spec opens passes the same axe-core rules as every route (a11y.spec.ts): no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  );
}
