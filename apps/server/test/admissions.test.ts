import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFRICAN_COUNTRIES, ApplicationsResponse, COUNTRIES } from '@sewee/shared';
import { applications, courseProgress, enrolments, lectureProgress, mailJobs, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, readOutbox, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse } from './helpers/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let crochet: Awaited<ReturnType<typeof insertCourse>>;
let bags: Awaited<ReturnType<typeof insertCourse>>;

const BASE = '/api/student/course-application';
const LIST = `${BASE}/applications`;

let seq = 0;
/** A student written straight to the database (these tests are about the admin's table, not sign-up). */
async function student(country: string | null, opts: { name?: string; createdAt?: Date; verified?: boolean } = {}) {
  seq += 1;
  const [u] = await t.ctx.db
    .insert(users)
    .values({
      name: opts.name ?? `Pupil ${seq}`,
      email: `pupil${seq}-${Date.now()}@example.com`,
      phone: '+221 77 000 00 00',
      country,
      passwordHash: 'x',
      isVerified: opts.verified ?? true,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  return u;
}
async function apply(userId: string, courseId: string, opts: { status?: 'pending' | 'approved' | 'rejected'; createdAt?: Date } = {}) {
  const [a] = await t.ctx.db
    .insert(applications)
    .values({ studentId: userId, courseId, status: opts.status ?? 'pending', ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) })
    .returning();
  return a;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const inst = { _id: admin.user._id, name: 'Ada Instructor' };
  crochet = await insertCourse(t, inst, { title: 'Crochet Basics', category: 'crochet', lectures: [{ freePreview: true }, {}] });
  bags = await insertCourse(t, inst, { title: 'Bag Making 101', category: 'bag-making' });
});
afterAll(() => t.close());

describe('the applications table: filters, sort and paging on the server', () => {
  let senegal: string[];
  beforeAll(async () => {
    senegal = [];
    // 25 pending Senegal · Crochet, plus noise that no filter below should let through.
    for (let i = 0; i < 25; i++) {
      const u = await student('Senegal', { name: `Awa ${String(i).padStart(2, '0')}` });
      senegal.push((await apply(u.id, crochet.course.id, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })).id);
    }
    await apply((await student('Senegal')).id, crochet.course.id, { status: 'approved' });
    await apply((await student('Senegal')).id, bags.course.id);
    await apply((await student('Kenya')).id, crochet.course.id);
  });

  it('filters by status, course and country, and pages with a total', async () => {
    const q = `status=pending&courseId=${crochet.course.id}&country=Senegal`;
    const first = await admin.client.get(`${LIST}?${q}&page=1&pageSize=10`);
    expect(first.statusCode, first.body).toBe(200);
    const body = ApplicationsResponse.parse(first.json());
    expect(body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(body.applications).toHaveLength(10);
    for (const a of body.applications) {
      expect(a).toMatchObject({ status: 'pending', course: { _id: crochet.course.id }, student: { country: 'Senegal' } });
    }
    // Newest first by default; `sort=oldest` turns it round.
    expect(body.applications[0]!.student.name).toBe('Awa 24');
    const oldest = (await admin.client.get(`${LIST}?${q}&sort=oldest&page=3&pageSize=10`)).json();
    expect(oldest.applications.map((a: { student: { name: string } }) => a.student.name)).toEqual(
      ['20', '21', '22', '23', '24'].map((n) => `Awa ${n}`),
    );
  });

  it('searches by name or e-mail with q (and its older name, search)', async () => {
    expect((await admin.client.get(`${LIST}?q=awa%2007&page=1`)).json().total).toBe(1);
    expect((await admin.client.get(`${LIST}?search=AWA%2007&page=1`)).json().total).toBe(1);
    // Without page: every match, the specification's shape.
    const all = (await admin.client.get(`${LIST}?country=Kenya`)).json();
    expect(all).toMatchObject({ success: true, total: 1 });
    expect(all.applications).toHaveLength(1);
  });

  it('treats empty values as no filter, and unknown values as 400 naming the field', async () => {
    expect((await admin.client.get(`${LIST}?status=&country=&page=1`)).statusCode).toBe(200);
    for (const q of ['status=waiting', 'country=Atlantis', 'courseId=abc', 'sort=random', 'pageSize=1000']) {
      const res = await admin.client.get(`${LIST}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('gives every matching id for "select all matching"', async () => {
    const res = await admin.client.get(`${LIST}/ids?status=pending&courseId=${crochet.course.id}&country=Senegal`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(25);
    expect([...res.json().ids].sort()).toEqual([...senegal].sort());
  });

  it('lets only admins filter, select, decide and export', async () => {
    const s = await verifiedStudent(t);
    const anon = new Client(t);
    for (const c of [s.client, anon]) {
      expect((await c.get(`${LIST}/ids`)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await c.get(`${LIST}/export.csv`)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await c.post(`${LIST}/bulk-status`, { ids: senegal, status: 'approved' })).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await s.client.get(`${LIST}/ids`)).statusCode).toBe(403);
    expect((await anon.get(`${LIST}/ids`)).statusCode).toBe(401);
  });
});

describe('bulk decisions', () => {
  it('decides many in one go, counts only real changes, and mails each student in their language', async () => {
    const fr = await verifiedStudent(t, { country: 'Senegal' });
    await t.ctx.db
      .update(users)
      .set({ language: 'fr' })
      .where(sql`${users.id} = ${fr.user._id}`);
    const en = await verifiedStudent(t, { country: 'Senegal' });
    const ids: string[] = [];
    for (const s of [fr, en]) {
      const res = await s.client.post(`${BASE}/courses/${crochet.course.id}/apply`, { name: s.user.name, email: s.user.email });
      ids.push(res.json().data._id);
    }
    const before = (await readOutbox(t)).length;
    const res = await admin.client.post(`${LIST}/bulk-status`, {
      ids: [...ids, '00000000-0000-4000-8000-000000000009', 'not-an-id'],
      status: 'approved',
      message: 'Welcome to the spring intake!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '2 applications updated', updated: 2 });

    const mails = (await readOutbox(t)).slice(before);
    expect(mails).toHaveLength(2);
    const toFr = mails.find((m) => m.to === fr.user.email)!;
    expect(toFr.subject).toBe('Vous êtes admis(e) au cours Crochet Basics');
    expect(toFr.text).toContain(`http://localhost:3000/course/details/${crochet.course.id}`);
    expect(toFr.text).toContain('Acheter');
    expect(toFr.text).toContain('Welcome to the spring intake!');
    const toEn = mails.find((m) => m.to === en.user.email)!;
    expect(toEn.subject).toBe('You are admitted to Crochet Basics');
    expect(toEn.text).toContain('press Buy Now');

    // The same decision again changes nothing and mails no one.
    const again = await admin.client.post(`${LIST}/bulk-status`, { ids, status: 'approved' });
    expect(again.json()).toMatchObject({ updated: 0 });
    expect((await readOutbox(t)).length).toBe(before + 2);

    // The student sees it on the course and in My applications.
    expect((await en.client.get(`${BASE}/courses/${crochet.course.id}/details`)).json().status).toBe('approved');
  });

  it('tells a rejected student why, in My applications and in the e-mail', async () => {
    const s = await verifiedStudent(t, { country: 'Kenya' });
    const id = (await s.client.post(`${BASE}/courses/${bags.course.id}/apply`, { name: s.user.name, email: s.user.email })).json().data._id;
    // Rejected first without a word, then again with the reason: the reason still reaches the student.
    expect((await admin.client.put(`${LIST}/${id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    const res = await admin.client.put(`${LIST}/${id}/status`, {
      status: 'rejected',
      message: 'This intake is full; apply again in June.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await s.client.get(`${BASE}/mine`)).json();
    expect(mine).toEqual({
      success: true,
      applications: [
        {
          _id: id,
          status: 'rejected',
          message: 'This intake is full; apply again in June.',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          course: { _id: bags.course.id, title: 'Bag Making 101', image: expect.any(String) },
        },
      ],
    });
    const toStudent = (await readOutbox(t)).filter((m) => m.to === s.user.email && m.subject.includes('Bag Making 101'));
    expect(toStudent).toHaveLength(2);
    const mail = toStudent.at(-1)!;
    expect(mail.subject).toBe('Your application for Bag Making 101');
    expect(mail.text).toContain('This intake is full; apply again in June.');
    expect(mail.html).toContain('This intake is full; apply again in June.');
    // Another student's list never shows it.
    const other = await verifiedStudent(t);
    expect((await other.client.get(`${BASE}/mine`)).json().applications).toEqual([]);
  });

  it('rolls everything back when one row fails: no status changed, no mail recorded', async () => {
    const a = await apply((await student('Ghana')).id, bags.course.id);
    const b = await apply((await student('Ghana')).id, bags.course.id);
    await t.ctx.db.execute(
      sql.raw(`CREATE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.id = '${b.id}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`),
    );
    await t.ctx.db.execute(sql`CREATE TRIGGER refuse_one BEFORE UPDATE ON applications FOR EACH ROW EXECUTE FUNCTION refuse_one()`);
    try {
      const mailsBefore = (await t.ctx.db.select().from(mailJobs)).length;
      const res = await admin.client.post(`${LIST}/bulk-status`, { ids: [a.id, b.id], status: 'approved' });
      expect(res.statusCode).toBe(500);
      const rows = await t.ctx.db
        .select()
        .from(applications)
        .where(sql`${applications.id} in (${a.id}, ${b.id})`);
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
      expect((await t.ctx.db.select().from(mailJobs)).length).toBe(mailsBefore);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER refuse_one ON applications`);
    }
  });

  it('answers 400 to a bad status, an empty list or a huge one', async () => {
    for (const body of [
      { ids: ['00000000-0000-4000-8000-000000000009'], status: 'pending' },
      { ids: ['00000000-0000-4000-8000-000000000009'], status: 'maybe' },
      { ids: [], status: 'approved' },
      { ids: Array.from({ length: 5001 }, () => '00000000-0000-4000-8000-000000000009'), status: 'approved' },
      { ids: 'all', status: 'approved' },
      { ids: ['00000000-0000-4000-8000-000000000009'], status: 'approved', message: 'x'.repeat(1001) },
    ]) {
      const res = await admin.client.post(`${LIST}/bulk-status`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('account decisions', () => {
  it('approves or rejects many student accounts at once and mails each; never an admin account', async () => {
    const a = await verifiedStudent(t);
    const b = await verifiedStudent(t);
    const before = (await readOutbox(t)).length;
    const res = await admin.client.post('/api/auth/users/bulk-status', { ids: [a.user._id, b.user._id], status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, updated: 2 });
    const mails = (await readOutbox(t)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Your Sewee account is approved', 'Your Sewee account is approved']);

    // A page ticked whole holds admin accounts too, the caller's own among them: only the students are decided.
    const other = await signedInAdmin(t);
    const ticked = await admin.client.post('/api/auth/users/bulk-status', {
      ids: [a.user._id, admin.user._id, other.user._id],
      status: 'rejected',
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ updated: 1 });
    const statusOf = async (id: string) =>
      (
        await t.ctx.db
          .select()
          .from(users)
          .where(sql`${users.id} = ${id}`)
      )[0]!.status;
    expect(await statusOf(a.user._id)).toBe('rejected');
    expect(await statusOf(admin.user._id)).not.toBe('rejected');
    expect(await statusOf(other.user._id)).not.toBe('rejected');
    expect((await readOutbox(t)).filter((m) => m.to === other.user.email)).toHaveLength(0);

    // The single update mails too.
    await admin.client.patch(`/api/auth/users/${b.user._id}/status`, { status: 'rejected' });
    const last = (await readOutbox(t)).at(-1)!;
    expect(last.to).toBe(b.user.email);
    expect(last.subject).toBe('Your Sewee account was not approved');
    expect((await a.client.post('/api/auth/users/bulk-status', { ids: [b.user._id], status: 'approved' })).statusCode).toBe(403);
  });
});

describe('CSV exports', () => {
  it('streams the filtered applications as UTF-8 with a BOM, neutralising formulas', async () => {
    const evil = await student('Côte d’Ivoire', { name: '=HYPERLINK("http://x","click")' });
    await apply(evil.id, bags.course.id);
    const named = await student('Côte d’Ivoire', { name: 'Aïcha, "Kouamé"' });
    await apply(named.id, bags.course.id);
    const res = await admin.client.get(`${LIST}/export.csv?country=${encodeURIComponent('Côte d’Ivoire')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Phone","Country","Course","Status","Applied at","Decided at","Message","Intake","Waiver"');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""http://x"",""click"")"`))).toBe(true);
    expect(lines.some((l) => l.startsWith('"Aïcha, ""Kouamé"""'))).toBe(true);
    expect(lines[1]).toContain(`,"'+221 77 000 00 00","Côte d’Ivoire","Bag Making 101","pending",`);
  });

  it('neutralises a formula after a ; or a tab inside a cell, in both exports (a spreadsheet whose separator is ; splits there)', async () => {
    // Sign-up accepts `;` in a name; a tab or line break can only come from older rows, written here directly.
    const semi = await student('Eswatini', { name: 'Amara;=1+1;' });
    await apply(semi.id, bags.course.id);
    const tab = await student('Eswatini', { name: 'Old\t@SUM(A1)\r-2' });
    await apply(tab.id, bags.course.id);
    const applicationsCsv = (await admin.client.get(`${LIST}/export.csv?country=Eswatini`)).body;
    const usersCsv = (await admin.client.get('/api/auth/users/export.csv?search=pupil')).body;
    for (const body of [applicationsCsv, usersCsv]) {
      expect(body).toContain(`\r\n"Amara;'=1+1;",`);
      expect(body).toContain(`\r\n"Old\t'@SUM(A1)\r'-2",`);
    }
    // Every cell is quoted: a row splits into its cells at `","` alone.
    const rows = applicationsCsv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('"\r\n"');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.split('","')).toHaveLength(11);
  });

  it('pages through every row in batches (more rows than one batch) in table order', async () => {
    const country = 'Malawi';
    const course = await insertCourse(t, { _id: admin.user._id, name: 'A' }, { title: 'Batch course' });
    const ids = await t.ctx.db
      .insert(users)
      .values(
        Array.from({ length: 1203 }, (_, i) => ({ name: `M ${i}`, email: `m${i}-${Date.now()}@example.com`, country, passwordHash: 'x' })),
      )
      .returning({ id: users.id });
    // Same timestamp for many rows: the keyset must still visit each exactly once.
    const at = new Date(Date.UTC(2026, 2, 1, 12, 0, 0, 123));
    await t.ctx.db
      .insert(applications)
      .values(ids.map((u, i) => ({ studentId: u.id, courseId: course.course.id, createdAt: i % 2 ? at : new Date(at.getTime() + i) })));
    for (const sort of ['newest', 'oldest']) {
      const res = await admin.client.get(`${LIST}/export.csv?country=${country}&sort=${sort}`);
      const names = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split('","')[0]!.slice(1));
      expect(names).toHaveLength(1203);
      expect(new Set(names).size).toBe(1203);
      const page = (await admin.client.get(`${LIST}?country=${country}&sort=${sort}&page=1&pageSize=100`)).json();
      expect(names.slice(0, 100)).toEqual(page.applications.map((a: { student: { name: string } }) => a.student.name));
    }
  });

  it('exports the registered users, admins only', async () => {
    const res = await admin.client.get('/api/auth/users/export.csv?search=pupil');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Phone","Country","Role","Status","Verified","Signed up at","Last sign-in"');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.slice(1).every((l) => l.includes('@example.com'))).toBe(true);
    const s = await verifiedStudent(t);
    expect((await s.client.get('/api/auth/users/export.csv')).statusCode).toBe(403);
  });
});

describe('the reach summary', () => {
  it('counts the funnel, all 54 countries with zeros, and each course, for one year', async () => {
    const fresh = await createTestApp();
    const prev = t;
    t = fresh;
    try {
      const boss = await signedInAdmin(t);
      const c = await insertCourse(t, { _id: boss.user._id, name: 'B' }, { title: 'Reach course', lectures: [{ freePreview: true }, {}] });
      const y = (m: number) => new Date(Date.UTC(2025, m, 10));
      const mk = async (
        country: string | null,
        status: 'pending' | 'approved' | 'rejected' | null,
        enrol = false,
        complete = false,
        verified = true,
      ) => {
        const u = await student(country, { createdAt: y(1), verified });
        if (status) await apply(u.id, c.course.id, { status, createdAt: y(2) });
        if (enrol) {
          await t.ctx.db.insert(enrolments).values({ userId: u.id, courseId: c.course.id, createdAt: y(3) });
          const [p] = await t.ctx.db.insert(courseProgress).values({ userId: u.id, courseId: c.course.id }).returning();
          const viewed = complete ? c.lectures : c.lectures.slice(0, 1);
          await t.ctx.db.insert(lectureProgress).values(viewed.map((l) => ({ progressId: p.id, lectureId: l.id, viewed: true })));
        }
      };
      await mk('Senegal', 'approved', true, true);
      await mk('Senegal', 'approved', true, false);
      await mk('Senegal', 'pending');
      await mk('Nigeria', 'rejected');
      await mk('Côte d’Ivoire', 'approved');
      await mk('France', 'approved');
      await mk(null, null, false, false, false);
      // Another year: not counted.
      const old = await student('Kenya', { createdAt: new Date(Date.UTC(2024, 5, 1)) });
      await apply(old.id, c.course.id, { status: 'approved', createdAt: new Date(Date.UTC(2024, 5, 2)) });

      const res = await boss.client.get('/api/admin/admissions/summary?year=2025');
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json();
      expect(s.targets).toEqual({ studentsPerYear: 5000, countries: 54 });
      expect(s.funnel).toEqual({ signedUp: 7, verified: 6, applied: 6, admitted: 4, enrolled: 2, completed: 1 });
      expect(s.byCountry).toHaveLength(54);
      expect(s.byCountry.map((r: { country: string }) => r.country)).toEqual([...AFRICAN_COUNTRIES]);
      for (const name of AFRICAN_COUNTRIES) expect(COUNTRIES as readonly string[]).toContain(name);
      const row = (name: string) => s.byCountry.find((r: { country: string }) => r.country === name);
      expect(row('Senegal')).toEqual({ country: 'Senegal', applicants: 3, admitted: 2, enrolled: 2, completed: 1 });
      expect(row('Côte d’Ivoire')).toMatchObject({ applicants: 1, admitted: 1 });
      expect(row('Nigeria')).toMatchObject({ applicants: 1, admitted: 0 });
      expect(row('Kenya')).toEqual({ country: 'Kenya', applicants: 0, admitted: 0, enrolled: 0, completed: 0 });
      expect(s.countriesReached).toBe(2);
      expect(s.otherCountries).toEqual({ applicants: 1, admitted: 1, enrolled: 0, completed: 0 });
      expect(s.byCourse).toEqual([
        { courseId: c.course.id, title: 'Reach course', applicants: 6, admitted: 4, enrolled: 2, completed: 1, completionRate: 0.5 },
      ]);

      expect((await boss.client.get('/api/admin/admissions/summary?year=1999')).statusCode).toBe(400);
      expect((await boss.client.get('/api/admin/admissions/summary?year=abc')).statusCode).toBe(400);
      expect((await boss.client.get('/api/admin/admissions/summary')).json().year).toBe(new Date().getUTCFullYear());
      const st = await verifiedStudent(t);
      expect((await st.client.get('/api/admin/admissions/summary')).statusCode).toBe(403);
    } finally {
      t = prev;
      await fresh.close();
    }
  });
});
