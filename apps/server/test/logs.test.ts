import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/platform/security/secrets';
import { SESSION_COOKIE } from '../src/modules/auth/session';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, newSignup, verifiedStudent } from './helpers/client';
import { capturedLog } from './helpers/log';

/**
 * What a failed request leaves in the log. A database error used to carry the query's parameters
 * (in Drizzle's `params` and its message, and PostgreSQL's `detail`): a new student's name, e-mail,
 * phone, date of birth, country and password hash, or the caller's session-token hash.
 */
let t: TestApp;
let captured: ReturnType<typeof capturedLog>;
let clock = 0; // the repeat limit's windows are measured on this clock, moved by the test
beforeAll(async () => {
  captured = capturedLog({ max: 3, windowMs: 60_000, now: () => clock });
  t = await createTestApp({ RATE_LIMITS: '0' }, {}, { log: captured.log });
});
afterAll(() => t.close());

const failedRequests = () => captured.lines().filter((l) => l.msg === 'request failed');

describe('personal data in logs', () => {
  it('a failed insert logs what went wrong, not the new account it was writing', async () => {
    const person = newSignup({
      name: 'Zebedee Quillfeather',
      email: 'zebedee.quill@example.com',
      phone: '+234 809 555 1234',
      dob: '1987-06-05',
      country: 'Burkina Faso',
    });
    await t.ctx.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT logs_test_refuse CHECK (name <> '${person.name}') NOT VALID`));
    try {
      const res = await new Client(t).post('/api/auth/signup', person);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`ALTER TABLE users DROP CONSTRAINT logs_test_refuse`);
    }
    const [line] = failedRequests();
    expect(JSON.stringify(line)).toMatch(/logs_test_refuse/); // the cause is still there to debug
    const text = captured.text();
    for (const value of [person.name, person.email, person.phone, person.dob, person.country, '$argon2id']) {
      expect(text, `the log holds ${value}`).not.toContain(value);
    }
  });

  it('a request that fails while reading its session logs neither the token nor its hash', async () => {
    const { client } = await verifiedStudent(t);
    const token = client.cookies.get(SESSION_COOKIE)!;
    const before = failedRequests().length;
    await t.ctx.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    try {
      expect((await client.get('/api/auth/check-auth')).statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    }
    expect(failedRequests().length).toBe(before + 1);
    expect(captured.text()).not.toContain(sha256(token));
    expect(captured.text()).not.toContain(token);
  });

  it('identical error lines are limited per window, and the next window says how many were held back', async () => {
    clock += 60_000; // a fresh window
    const client = new Client(t);
    client.cookies.set(SESSION_COOKIE, 'x'.repeat(40));
    const before = failedRequests().length;
    await t.ctx.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    try {
      for (let i = 0; i < 10; i++) expect((await client.get('/api/auth/check-auth')).statusCode).toBe(500);
      expect(failedRequests().length - before).toBe(3);
      clock += 60_000;
      expect((await client.get('/api/auth/check-auth')).statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    }
    expect(failedRequests().length - before).toBe(4);
    const note = captured.lines().find((l) => l.heldBack !== undefined);
    expect(note).toMatchObject({ heldBack: 7, windowSeconds: 60 });
  });
});

describe('the mail log', () => {
  it('names each mail by its id and template, never its address; a skipped job keeps no address', async () => {
    clock += 60_000;
    const body = newSignup({ email: 'quentin.maillog@example.com' });
    expect((await new Client(t).post('/api/auth/signup', body)).statusCode).toBe(201);
    // No account has this address: its reset job is skipped when the mailer reaches it.
    expect((await new Client(t).post('/api/auth/forgot-password', { email: 'nobody.maillog@example.com' })).statusCode).toBe(200);
    await t.ctx.mailer.drain();
    const mails = captured.lines().filter((l) => l.msg === 'mail sent' || l.msg === 'mail skipped: nothing to send');
    expect(mails.map((l) => [l.msg, l.template])).toEqual(
      expect.arrayContaining([
        ['mail sent', 'verify_email'],
        ['mail skipped: nothing to send', 'reset_password'],
      ]),
    );
    for (const line of mails) {
      expect(line.mailId).toMatch(/^[0-9a-f-]{36}$/);
      expect(line).not.toHaveProperty('to');
    }
    expect(captured.text()).not.toContain('maillog@example.com');
    const jobs = await t.ctx.db.query.mailJobs.findMany();
    expect(JSON.stringify(jobs)).not.toContain('nobody.maillog');
    expect(jobs.find((j) => j.id === mails.find((l) => l.template === 'reset_password')!.mailId)).toMatchObject({
      status: 'skipped',
      to: '',
    });
    // A sent job keeps its address while it is kept (retention: the cleanup job).
    expect(jobs.some((j) => j.to === body.email && j.status === 'sent')).toBe(true);
  });
});
