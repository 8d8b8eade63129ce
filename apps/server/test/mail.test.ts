import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, newSignup, signedInAdmin } from './helpers/client';
import { insertCourse } from './helpers/fixtures';
import { eq } from 'drizzle-orm';
import { applications, mailJobs, users } from '../src/db/schema';

// A real SMTP server on loopback; Sewee delivers to it over SMTP_URL.
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => received.push(m))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_EMAIL: 'team@sewee.test', PUBLIC_URL: 'https://sewee.example' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function mailTo(address: string, match: RegExp): Promise<ParsedMail> {
  await t.ctx.mailer.drain();
  const found = received.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text.includes(address) && match.test(m.subject ?? ''));
  expect(found.length).toBeGreaterThan(0);
  return found.at(-1)!;
}

describe('mail over SMTP', () => {
  it('sends the verification code with a plain-text and an HTML part', async () => {
    const body = newSignup();
    await new Client(t).post('/api/auth/signup', body);
    const m = await mailTo(body.email, /verification code/);
    const code = /verification code is (\d{6})/.exec(m.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(m.subject).toContain('Sewee');
    expect(m.html).toContain(code);
    expect(m.from?.text).toContain('Sewee');
  });

  it('sends an admission decision naming the course, linking to it, with the admin message escaped (issue 16)', async () => {
    const admin = await signedInAdmin(t);
    const { course } = await insertCourse(t, { _id: admin.user._id, name: 'Ada' }, { title: 'Crochet <Basics>' });
    const [student] = await t.ctx.db
      .insert(users)
      .values({ name: 'Fatou Sow', email: `fatou-${Date.now()}@example.com`, passwordHash: 'x', isVerified: true, language: 'pt' })
      .returning();
    const [a] = await t.ctx.db.insert(applications).values({ studentId: student!.id, courseId: course.id }).returning();
    const res = await admin.client.post('/api/student/course-application/applications/bulk-status', {
      ids: [a!.id],
      status: 'approved',
      message: 'Bem-vinda! <b>Até breve</b>',
    });
    expect(res.json()).toMatchObject({ success: true, updated: 1 });
    const m = await mailTo(student!.email, /Crochet/);
    expect(m.subject).toBe('Foi admitido(a) no curso Crochet <Basics>');
    expect(m.text).toContain(`https://sewee.example/course/details/${course.id}`);
    expect(m.text).toContain('Bem-vinda! <b>Até breve</b>');
    expect(m.html).toContain('Bem-vinda! &#60;b&#62;Até breve&#60;/b&#62;');
    expect(m.html).toContain(`href="https://sewee.example/course/details/${course.id}"`);
    expect(m.replyTo?.text).toContain('team@sewee.test');
  });

  it('sends the absolute reset link under PUBLIC_URL', async () => {
    const body = newSignup();
    await new Client(t).post('/api/auth/signup', body);
    await new Client(t).post('/api/auth/forgot-password', { email: body.email });
    const m = await mailTo(body.email, /Reset/);
    expect(m.text).toMatch(/https:\/\/sewee\.example\/reset-password\/[\w-]{40,}/);
    expect(m.html).toMatch(/href="https:\/\/sewee\.example\/reset-password\/[\w-]{40,}"/);
  });

  it('mails contact messages to the site address with the sender as reply-to, and stores them', async () => {
    const res = await new Client(t).post('/api/contact', {
      name: 'Zainab',
      email: 'zainab@example.com',
      subject: 'Partnership',
      message: 'Hello <b>team</b>',
    });
    expect(res.statusCode).toBe(201);
    const m = await mailTo('team@sewee.test', /Partnership/);
    expect(m.replyTo?.text).toContain('zainab@example.com');
    expect(m.text).toContain('Hello <b>team</b>');
    expect(m.html).toContain('Hello &#60;b&#62;team&#60;/b&#62;');
    const rows = await t.ctx.db.query.contactMessages.findMany();
    expect(rows.some((r) => r.email === 'zainab@example.com' && r.subject === 'Partnership')).toBe(true);
  });

  it('acknowledges a contact message to its sender, in the language of the form, with nothing the sender wrote', async () => {
    const res = await new Client(t).post(
      '/api/contact',
      { name: 'Spam <a href="x">click</a>', email: 'fatou@example.com', message: 'Buy now' },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(res.statusCode).toBe(201);
    const ack = await mailTo('fatou@example.com', /./);
    expect(ack.html).toContain('<html lang="ar" dir="rtl">');
    for (const part of [ack.subject, ack.text, ack.html]) expect(part).not.toMatch(/Spam|click|Buy now/);
  });

  it('acknowledges at most 3 messages a day to one address, however it is written; every message still arrives', async () => {
    const c = new Client(t);
    for (const email of ['Repeat@Example.com', 'repeat@example.com', 'REPEAT@example.com', 'repeat@example.com']) {
      expect((await c.post('/api/contact', { name: 'Kofi', email, message: 'Hello' })).statusCode).toBe(201);
    }
    const jobs = await t.ctx.db.query.mailJobs.findMany();
    const acks = jobs.filter((j) => j.template === 'contact_ack' && j.to.toLowerCase() === 'repeat@example.com');
    expect(acks).toHaveLength(3);
    const messages = await t.ctx.db.query.contactMessages.findMany();
    expect(messages.filter((m) => m.email.toLowerCase() === 'repeat@example.com')).toHaveLength(4);
  });

  it('builds a queued job of every template, whichever process queued it', async () => {
    // As another process (or this one before a restart) would have left them: one job per template,
    // about rows that are gone. The built app knows every template at start, so each job is built:
    // skipped (nothing left to send) or sent, never failed for want of its template.
    const ref = crypto.randomUUID();
    for (const template of mailJobs.template.enumValues) {
      await t.ctx.mailer.record(t.ctx.db, { template, to: `gone-${template}@example.com`, refId: ref });
    }
    await t.ctx.mailer.drain();
    const jobs = await t.ctx.db.query.mailJobs.findMany({ where: eq(mailJobs.refId, ref) });
    expect(jobs.map((j) => j.template).sort()).toEqual([...mailJobs.template.enumValues].sort());
    for (const job of jobs)
      expect({ template: job.template, lastError: job.lastError, status: job.status }).toMatchObject({ lastError: null });
    expect(jobs.filter((j) => j.status !== 'skipped').map((j) => j.template)).toEqual(['contact_ack']);
  });

  it('keeps a message queued, with the error, when the SMTP server is down', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'silent' });
    try {
      const body = newSignup();
      await new Client(down).post('/api/auth/signup', body);
      await down.ctx.mailer.drain();
      const jobs = await down.ctx.db.query.mailJobs.findMany();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(jobs[0].lastError).toBeTruthy();
    } finally {
      await down.close();
    }
  });
});

describe('contact validation', () => {
  it('needs a name and a valid e-mail, bounds the rest', async () => {
    const c = new Client(t);
    expect((await c.post('/api/contact', { email: 'a@b.co' })).statusCode).toBe(400);
    expect((await c.post('/api/contact', { name: 'A', email: 'nope' })).statusCode).toBe(400);
    expect((await c.post('/api/contact', { name: 'A', email: 'a@b.co', subject: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await c.post('/api/contact', { name: 'A', email: 'a@b.co' })).statusCode).toBe(201);
  });
});
