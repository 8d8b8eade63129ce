import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail as SmtpMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, codeFrom, lastMailTo, newSignup, readOutbox, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse } from './helpers/fixtures';

// One app for the tests that need no special setting; `statements` is filled only while counting.
let t: TestApp;
let counting = false;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (q) => void (counting && statements.push(q)) });
});
afterAll(() => t.close());

/** Each of these builds an app of its own (a logger, SMTP, https): slower on a busy machine. */
const OWN_APP_MS = 90_000;

/** Every row of every table of the app, as one string to search. */
async function everyRow(app: TestApp): Promise<string> {
  const tables = await app.ctx.db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  expect(names).toContain('mail_jobs');
  const dumps = [];
  for (const name of names) dumps.push(JSON.stringify((await app.ctx.db.execute(sql.raw(`SELECT * FROM "${name}"`))) as unknown));
  return dumps.join('\n');
}

interface Secrets {
  code: string;
  token: string;
  link: string;
}

/**
 * Signs up (a code is mailed) and asks for a reset (a link is mailed) through `app`; `mailText` reads a
 * delivered mail's text. Then no table and no log line may hold the code, the token or the link,
 * and the link must still work (so what was searched for is the real secret).
 */
async function proveNoSecretAtRest(app: TestApp, logLines: string[], mailText: (to: string, subject: RegExp) => Promise<string>) {
  const body = newSignup();
  await new Client(app).post('/api/auth/signup', body);
  await new Client(app).post('/api/auth/forgot-password', { email: body.email });
  await app.ctx.mailer.drain();
  const codeText = await mailText(body.email, /verification code/);
  const link = /(\S+\/reset-password\/([\w-]+))/.exec(await mailText(body.email, /Reset/))!;
  const secrets: Secrets = { code: /\b(\d{6})\b/.exec(codeText)![1]!, link: link[1]!, token: link[2]! };
  expect(secrets.code).toMatch(/^\d{6}$/);

  // The page and the call carrying the token are requested too, and the request log must mask it.
  await new Client(app).get(`/reset-password/${secrets.token}`);
  const rows = await everyRow(app);
  for (const secret of Object.values(secrets)) expect(rows).not.toContain(secret);
  expect((await new Client(app).post(`/api/auth/reset-password/${secrets.token}`, { password: 'Brand#New#Pass1' })).statusCode).toBe(200);

  const log = logLines.join('');
  expect(log).toMatch(/"template":"verify_email".*"msg":"mail sent"/);
  expect(log).toMatch(/"template":"reset_password".*"msg":"mail sent"/);
  expect(log).toContain('/api/auth/reset-password/[token]');
  expect(log).toContain('"url":"/reset-password/[token]"');
  for (const secret of [...Object.values(secrets), body.password, 'Brand#New#Pass1']) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/sewee_session=|"cookie"/i);
}

describe('secrets at rest and in logs', () => {
  it(
    'with the outbox: no code, reset token or link in any table or log line (at trace level)',
    async () => {
      const logLines: string[] = [];
      const own = await createTestApp({ LOG_LEVEL: 'trace' }, {}, { logLines });
      try {
        await proveNoSecretAtRest(own, logLines, async (to, subject) => {
          return (await readOutbox(own)).filter((m) => m.to === to && subject.test(m.subject)).at(-1)!.text;
        });
      } finally {
        await own.close();
      }
    },
    OWN_APP_MS,
  );

  it(
    'over real SMTP: the same, and the code is not in the logged subject',
    async () => {
      const received: SmtpMail[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData: (stream, _s, done) => void simpleParser(stream).then((m) => done(void received.push(m)), done),
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const logLines: string[] = [];
      const port = (smtp.server.address() as { port: number }).port;
      const own = await createTestApp({ LOG_LEVEL: 'trace', SMTP_URL: `smtp://127.0.0.1:${port}` }, {}, { logLines });
      try {
        await proveNoSecretAtRest(own, logLines, async (to, subject) => {
          const m = received.filter((r) => (Array.isArray(r.to) ? r.to[0] : r.to)?.text === to && subject.test(r.subject ?? '')).at(-1);
          return m!.text ?? '';
        });
        expect(logLines.join('')).not.toContain('verification code:');
      } finally {
        await own.close();
        await new Promise<void>((resolve) => smtp.close(resolve));
      }
    },
    OWN_APP_MS,
  );

  it('a queued mail row holds its template and ids, no body, and keeps nothing secret once sent', async () => {
    const body = newSignup();
    await new Client(t).post('/api/auth/signup', body);
    await lastMailTo(t, body.email);
    const [job] = await t.ctx.db.query.mailJobs.findMany({ where: (j, { eq }) => eq(j.to, body.email) });
    expect(Object.keys(job!).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'id',
        'language',
        'lastError',
        'lockedUntil',
        'refId',
        'sentAt',
        'status',
        'template',
        'to',
        'userId',
      ].sort(),
    );
    expect(job).toMatchObject({ template: 'verify_email', to: body.email, language: 'en', status: 'sent', lastError: null });
  });
});

describe('forgot-password does the same work for any address', () => {
  it('runs the same statements for a known and an unknown e-mail before answering', async () => {
    const { user } = await verifiedStudent(t);
    await t.ctx.mailer.drain();
    /** The statements of one request, up to the queued mail (what follows is the mailer's, after the answer). */
    const work = async (email: string) => {
      statements.length = 0;
      counting = true;
      expect((await new Client(t).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      counting = false;
      const until = statements.findIndex((q) => /^insert into "mail_jobs"/i.test(q));
      const done = statements.slice(0, until + 1);
      await t.ctx.mailer.drain();
      return done;
    };
    const known = await work(user.email);
    const unknown = await work('nobody-here@example.com');
    expect(known.some((q) => /insert into "mail_jobs"/i.test(q))).toBe(true);
    expect(unknown).toEqual(known);
    // Only the real account gets a link, built when the mail is sent.
    expect((await lastMailTo(t, user.email)).subject).toBe('Reset your Sewee password');
    // The unknown address's job is skipped, and forgets the address.
    const jobs = await t.ctx.db.query.mailJobs.findMany({ where: (j, { eq }) => eq(j.template, 'reset_password') });
    expect(jobs.filter((j) => j.to === user.email).map((j) => j.status)).toEqual(['sent']);
    expect(JSON.stringify(jobs)).not.toContain('nobody-here');
    expect(jobs.some((j) => j.to === '' && j.status === 'skipped')).toBe(true);
  });
});

describe('sign-up does the same work for a new and a taken address', () => {
  it('runs the same statements before answering; what only a taken address needs is done by its mail job after', async () => {
    const { user } = await verifiedStudent(t);
    await t.ctx.mailer.drain();
    /** The statements of one sign-up up to its queued mail (the transaction's last; what follows is the mailer's). */
    const work = async (body: ReturnType<typeof newSignup>, ip: string) => {
      const c = new Client(t, ip);
      statements.length = 0;
      counting = true;
      const res = await c.post('/api/auth/signup', body);
      counting = false;
      expect(res.statusCode).toBe(201);
      const until = statements.findIndex((q) => /^insert into "mail_jobs"/i.test(q));
      expect(until).toBeGreaterThan(0);
      const done = statements.slice(0, until + 1);
      await t.ctx.mailer.drain();
      return { done, c };
    };
    const fresh = await work(newSignup(), '10.31.0.1');
    const taken = await work(newSignup({ email: user.email, name: 'Someone Else' }), '10.31.0.2');
    expect(taken.done).toEqual(fresh.done);
    // The decoy's code state is made by the notice's job: the ticket then answers a wrong code as a new account's does.
    expect(fresh.done.some((q) => /one_time_tokens/i.test(q))).toBe(false);
    const wrong = await taken.c.post('/api/auth/verify-email', { code: '000000' });
    expect(wrong.json().message).toBe('That code is not right. 4 tries left.');
  });
});

describe('Cache-Control', () => {
  it('is no-store on a signed-in answer of every module', async () => {
    const admin = await signedInAdmin(t);
    const student = await verifiedStudent(t);
    const { course } = await insertCourse(t, { _id: admin.user._id, name: admin.user.name });
    await t.ctx.db.insert(applications).values({ studentId: student.user._id, courseId: course.id, status: 'approved' });
    const answers = {
      auth: await student.client.get('/api/auth/check-auth'),
      users: await admin.client.get('/api/auth/users'),
      courses: await admin.client.get('/api/instructor/course/get'),
      catalogDetails: await student.client.get(`/api/student/course/get/details/${course.id}`),
      bought: await student.client.get(`/api/student/courses-bought/get/${student.user._id}`),
      applications: await admin.client.get('/api/student/course-application/applications'),
      orders: await student.client.post('/api/student/order/create', { courseId: course.id }),
      progress: await student.client.get(`/api/student/course-progress/get/${student.user._id}/${course.id}`),
      mediaDelete: await admin.client.delete('/api/media/delete/00000000-0000-4000-8000-000000000000'),
      refused: await student.client.get('/api/auth/users'),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(name === 'refused' || name === 'mediaDelete' ? 500 : 300);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('keeps the public catalogue list shareable, for guests and signed-in callers alike', async () => {
    const { client } = await verifiedStudent(t);
    for (const res of [await new Client(t).get('/api/student/course/get'), await client.get('/api/student/course/get')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
  });
});

describe('small ones', () => {
  it(
    'names the cookies __Host- (Secure, path /, no Domain) when PUBLIC_URL is https',
    async () => {
      const own = await createTestApp({ PUBLIC_URL: 'https://sewee.example' });
      try {
        const body = newSignup();
        const c = new Client(own);
        const signup = await c.post('/api/auth/signup', body, { headers: { origin: 'https://sewee.example' } });
        expect(signup.cookies.map((k) => k.name)).toEqual(['__Host-sewee_pending']);
        const code = codeFrom(await lastMailTo(own, body.email));
        expect((await c.post('/api/auth/verify-email', { code })).statusCode).toBe(200);
        const login = await c.post('/api/auth/login', { email: body.email, password: body.password });
        const cookie = login.cookies.find((k) => k.name === '__Host-sewee_session')!;
        expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
        expect(cookie.domain).toBeUndefined();
        expect((await c.get('/api/auth/check-auth')).statusCode).toBe(200);
        const logout = await c.post('/api/auth/logout');
        expect(logout.cookies.find((k) => k.name === '__Host-sewee_session')).toMatchObject({ value: '', secure: true, path: '/' });
        expect((await c.get('/api/auth/check-auth')).json()).toMatchObject({ success: false, user: null });
      } finally {
        await own.close();
      }
    },
    OWN_APP_MS,
  );

  it('echoes a short, safe X-Request-Id and replaces any other', async () => {
    const idOf = async (id: string) =>
      (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } })).headers['x-request-id'];
    expect(await idOf('abc-123_XYZ')).toBe('abc-123_XYZ');
    for (const bad of ['../../x', 'a'.repeat(65), '<script>', 'two words', 'x\u00e9']) {
      const got = await idOf(bad);
      expect(got).not.toBe(bad);
      expect(got).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it(
    'serves /api/docs unless API_DOCS=0',
    async () => {
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      const off = await createTestApp({ API_DOCS: '0' });
      try {
        expect((await off.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
        expect((await off.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      } finally {
        await off.close();
      }
    },
    OWN_APP_MS,
  );
});
