import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, newSignup, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse } from './helpers/fixtures';
import { SITE_TITLE } from '@sewee/shared';

// Guest pages arrive as HTML (docs/decisions/029-guest-pages-as-html.md). The real web build
// (apps/web/dist and dist-ssr, built by the global setup of this file's project, test/build-bundle.ts,
// when its sources changed), served by the real app.
const root = path.resolve(import.meta.dirname, '../../..');
const webDist = path.join(root, 'apps/web/dist');
let t: TestApp;
let student: Awaited<ReturnType<typeof verifiedStudent>>;
let inst: { _id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({}, {}, { webDist });
  // Built from inside this test run, the app must still ship on Preact (decision 033), browser and server.
  const first = /<script type="module" crossorigin src="\/assets\/(app-[\w-]+\.js)"/.exec(
    fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
  );
  const shipped = fs.readFileSync(path.join(webDist, 'assets', first![1]!), 'utf8');
  if (/react\.dev\/errors|Minified React error/.test(shipped)) throw new Error('the web build shipped React, not Preact');
  if (!/from\s*["']preact\/compat\/server["']/.test(fs.readFileSync(path.join(webDist, '../dist-ssr/entry-server.js'), 'utf8')))
    throw new Error('the server render was not built on Preact');
  const admin = await signedInAdmin(t);
  inst = { _id: admin.user._id, name: 'Ada Instructor' };
  // 13 courses and two free ones: the first page (12, cheapest first) is drawn, 11-13 are not.
  for (let i = 1; i <= 13; i++) await insertCourse(t, inst, { title: `Course number ${String(i).padStart(2, '0')}`, pricing: i });
  // A title no HTML may carry raw.
  await insertCourse(t, inst, { title: 'Tricky </script><script>alert(1)</script> & <b>', pricing: 0 });
  // Line and paragraph separators: valid JSON, but they must not reach a script element raw.
  await insertCourse(t, inst, { title: 'Lines\u2028and\u2029paras', pricing: 0 });
  student = await verifiedStudent(t);
});
afterAll(() => t?.close());

/** The root element's inner HTML (empty for the shell). */
const rootOf = (html: string) => {
  const at = html.indexOf('<div id="root">');
  expect(at, 'the page has its root').toBeGreaterThan(-1);
  return html.slice(at + '<div id="root">'.length, html.lastIndexOf('</div>'));
};
const stateOf = (html: string) => /<script type="application\/json" id="sewee-ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
/** What a reader sees of some HTML: its text, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ');

describe('guest pages as HTML', () => {
  it.each([
    ['/', 'Redefining Fashion Education Across Africa', ['/courses', '/sewee-login', '/about-us']],
    ['/about-us', 'About Sewee', ['/courses', '/sewee-login', '/contact-us']],
    // The page's own heading (its banner's "Contact Us" is also the menu's and the footer's link).
    ['/contact-us', "We'd love to hear from you", ['/courses', '/sewee-login', '/']],
    ['/sewee-login', 'Welcome Back', ['/', '/sewee-signup', '/forgot-password']],
    ['/login', 'Welcome Back', ['/', '/forgot-password']],
    ['/sewee-signup', 'Create Account', ['/', '/sewee-login']],
    ['/signup', 'Create an Account', ['/', '/login']],
    ['/sewee-login?next=%2Fstudent-courses', 'Welcome Back', ['/sewee-signup']],
    ['/about-us/', 'About Sewee', ['/courses']],
  ])('%s arrives with its headline, links and no query state', async (url, headline, links) => {
    const res = await new Client(t).get(url);
    expect(res.statusCode).toBe(200);
    const inner = rootOf(res.body);
    expect(text(inner)).toContain(headline);
    expect(inner).toMatch(/<h1\b/);
    // Plain links: they work without JavaScript, the sign-in link too.
    for (const link of links) expect(inner).toContain(`href="${link}"`);
    expect(stateOf(res.body)).toBeUndefined();
    // Readable without its code: the code is asked for once the page has painted (the boot script
    // loads the inert elements), so the HTML itself fetches no script.
    expect(res.body).toMatch(/<html data-ssr lang="en" dir="ltr">/);
    expect(res.body).toMatch(/<script type="text\/plain" crossorigin data-after-paint="\/assets\/app-[\w-]+\.js"><\/script>/);
    expect(res.body).not.toMatch(/<script type="module"[^>]* src=/);
    // Its first paint waits until the page is parsed to its end (no half-parsed paint to shift).
    expect(res.body).toContain('<link rel="expect" href="#sewee-parsed" blocking="render"></head>');
    expect(res.body).toMatch(/<\/div><template id="sewee-parsed"><\/template>\s*<\/body>/);
  });

  it('forms that may be sent before the code arrives post their fields (never a password in the address)', async () => {
    for (const url of ['/sewee-login', '/login', '/sewee-signup', '/signup', '/contact-us']) {
      const inner = rootOf((await new Client(t).get(url)).body);
      // The page's own form (the header's search form is a GET of words, on purpose).
      const forms = (inner.match(/<form\b[^>]*>/g) ?? []).filter((f) => !f.includes('role="search"'));
      expect(forms.length, url).toBeGreaterThan(0);
      for (const form of forms) expect(form, url).toContain('method="post"');
    }
  });

  it('/courses: the first page of the default list (cheapest first), the results count, and its data for hydration', async () => {
    const res = await new Client(t).get('/courses');
    const inner = text(rootOf(res.body));
    expect(inner).toContain('All Courses');
    expect(inner).toContain('15 Results');
    expect(inner).toContain('Course number 01');
    expect(inner).toContain('Course number 10');
    expect(inner).not.toContain('Course number 11'); // after the two free courses and 01-10: page 2
    expect(inner).toContain('Showing 12 of 15');
    const state = JSON.parse(stateOf(res.body)!);
    const query = state.queries.find((q: { queryKey: unknown[] }) => q.queryKey[1] === 'courses');
    expect(query.queryKey).toEqual(['catalog', 'courses', { sortBy: 'price-lowtohigh' }]);
    expect(query.state.data.pages[0].data).toHaveLength(12);
    expect(query.state.data.pages[0].paging).toEqual({ page: 1, limit: 12, total: 15, hasMore: true });
  });

  it('escapes what a course says, in the HTML and in the data block', async () => {
    const res = await new Client(t).get('/courses');
    expect(res.body).not.toContain('<script>alert(1)');
    // Every < and & is escaped (a > in text opens nothing, and the renderer may leave it).
    expect(res.body).toMatch(/Tricky &lt;\/script(&gt;|>)&lt;script(&gt;|>)alert\(1\)&lt;\/script(&gt;|>) &amp; &lt;b(&gt;|>)/);
    expect(stateOf(res.body)).toContain('Tricky \\u003c/script>');
    expect(stateOf(res.body)).toContain('Lines\\u2028and\\u2029paras');
    expect(stateOf(res.body)).not.toMatch(/[\u2028\u2029]/);
    // A page of another address (?utm_source=) is the same drawn list.
    const tagged = await new Client(t).get('/courses?utm_source=whatsapp&fbclid=x');
    expect(text(rootOf(tagged.body))).toContain('Course number 01');
  });

  it('guest HTML is private, revalidated and varies by cookie (language and session)', async () => {
    const res = await new Client(t).get('/courses');
    expect(res.headers['cache-control']).toBe('no-cache, private');
    expect(String(res.headers.vary).toLowerCase()).toMatch(/\bcookie\b/);
  });

  it("renders in the visitor's language and direction (Arabic: right to left)", async () => {
    const res = await new Client(t).get('/about-us', { headers: { 'accept-language': 'ar' } });
    expect(res.body).toMatch(/<html data-ssr lang="ar" dir="rtl">/);
    // The tab's title too, before and without JavaScript (the built index.html's own is English).
    expect(res.body).toContain(`<title>${SITE_TITLE.ar}</title>`);
    expect((await new Client(t).get('/about-us')).body).toContain(`<title>${SITE_TITLE.en}</title>`);
    expect(rootOf(res.body)).toMatch(/[\u0600-\u06FF]{4}/);
    expect(text(rootOf(res.body))).not.toContain('About Sewee');
    const fr = await new Client(t).get('/courses', { headers: { cookie: 'sewee-lang=fr' } });
    expect(fr.body).toMatch(/<html data-ssr lang="fr" dir="ltr">/);
    expect(text(rootOf(fr.body))).toContain('Course number 01');
    expect(text(rootOf(fr.body))).not.toContain('All Courses');
  });

  it('a filtered or searched list, and member pages, are the shell (drawn in the browser)', async () => {
    for (const url of ['/courses?category=beading', '/courses?q=course', '/student-home', '/course/details/x']) {
      const res = await new Client(t).get(url);
      expect(rootOf(res.body), url).toBe('');
      expect(stateOf(res.body), url).toBeUndefined();
    }
  });

  describe("a course's details, for the member who opens it", () => {
    let detailed: Awaited<ReturnType<typeof insertCourse>>['course'];
    beforeAll(async () => {
      ({ course: detailed } = await insertCourse(t, inst, {
        title: 'Beadwork <for> members',
        pricing: 0,
        lectures: [{ title: 'Threads & needles', freePreview: true }, { title: 'Your first strand' }],
      }));
    });

    it("arrive drawn with the member's own answer and nobody else's", async () => {
      const applicant = await verifiedStudent(t);
      expect(
        (
          await applicant.client.post(`/api/student/course-application/courses/${detailed.id}/apply`, {
            name: applicant.user.name,
            email: applicant.user.email,
          })
        ).statusCode,
      ).toBe(201);
      const url = `/course/details/${detailed.id}`;
      const api = (who: typeof student) => who.client.get(`/api/student/course/get/details/${detailed.id}`).then((r) => r.json().data);

      // Drawn at the same time: each page is its own member's.
      const pages = await Promise.all([student.client.get(url), applicant.client.get(url)]);
      for (const [who, action, other, res] of [
        [student, 'Apply', 'Application Pending', pages[0]],
        [applicant, 'Application Pending', 'Apply', pages[1]],
      ] as const) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache, private');
        const inner = text(rootOf(res.body));
        // The course as the details call answers it, escaped, with this member's own action.
        expect(rootOf(res.body)).toContain('Beadwork &lt;for');
        expect(rootOf(res.body)).not.toContain('Beadwork <for');
        expect(rootOf(res.body)).toContain('Threads &amp; needles');
        expect(inner).toContain('Your first strand');
        expect(rootOf(res.body)).toMatch(new RegExp(`<button[^>]*disabled[^>]*>${action}</button>`));
        expect(inner).not.toContain(other);
        // Its query state is exactly the API's answer to this member (the browser asks nothing again).
        const state = JSON.parse(stateOf(res.body)!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
        expect(state.queries.map((q) => q.queryKey)).toEqual([['course', 'details', detailed.id]]);
        expect(state.queries[0]!.state.data).toEqual(await api(who));
        // Read without its code, hydrated after the first paint, signed in as this member.
        expect(res.body).toMatch(/<html data-ssr lang="en" dir="ltr">/);
        expect(res.body).toContain(`"email":"${who.user.email}"`);
      }
      // In the member's language.
      const reader = await verifiedStudent(t);
      expect((await reader.client.put('/api/account/language', { language: 'fr' })).statusCode).toBe(200);
      const fr = await reader.client.get(url);
      expect(fr.body).toMatch(/<html data-ssr lang="fr" dir="ltr">/);
      expect(text(rootOf(fr.body))).toContain('Postuler');
    });

    it('are the shell for a guest, an unverified member, and a course that is not there', async () => {
      const unverified = new Client(t);
      const signup = newSignup();
      expect((await unverified.post('/api/auth/signup', signup)).statusCode).toBe(201);
      await unverified.post('/api/auth/login', { email: signup.email, password: signup.password });
      expect((await unverified.get('/api/auth/check-auth')).json().user?.isVerified).toBe(false);
      const missing = '/course/details/00000000-0000-4000-8000-000000000001';
      for (const [who, url] of [
        [new Client(t), `/course/details/${detailed.id}`],
        [unverified, `/course/details/${detailed.id}`],
        [student.client, missing],
        [student.client, '/course/details/not-a-course'],
      ] as const) {
        const res = await who.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(rootOf(res.body), url).toBe('');
        expect(stateOf(res.body), url).toBeUndefined();
      }
    });
  });

  it('a signed-in visitor gets no guest HTML and no guest data, on any page', async () => {
    for (const url of ['/', '/courses', '/about-us', '/contact-us', '/sewee-login', '/login', '/sewee-signup', '/signup']) {
      const res = await student.client.get(url);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body), url).toBe('');
      expect(stateOf(res.body), url).toBeUndefined();
      expect(res.body).not.toContain('Course number 01');
      expect(res.body).toMatch(/<html lang="en" dir="ltr">/);
      expect(res.body).not.toContain('type="text/plain"');
      expect(res.body).not.toContain('rel="expect"');
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/app-/);
    }
  });
});
