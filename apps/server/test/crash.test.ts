import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG_1X1, mp4 } from './helpers/media-files';
import { createAdmin, freePort, startServer, waitReady, withProjectDatabase } from './helpers/process';

/**
 * Crash safety: the real built server under a write load is killed with SIGKILL, restarted on the
 * same data, and every write it had acknowledged (a 2xx answer) must still be there. On the
 * embedded PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set. (A clean SIGTERM
 * shutdown is covered by process.test.ts.)
 */

const ADMIN = { email: 'crash-admin@example.com', name: 'Crash Admin', password: 'Crash#Admin#1' };
const PASSWORD = 'Sewing#Machine1';
const STUDENTS = 4;
const COURSES = 8;

interface Target {
  dataDir: string;
  databaseUrl: string;
  port: number;
}

const envOf = (x: Target) => ({
  ...process.env,
  DATA_DIR: x.dataDir,
  DATABASE_URL: x.databaseUrl,
  SEED_DEMO: '0',
  RATE_LIMITS: '0',
  LOG_LEVEL: 'warn',
  PORT: String(x.port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${x.port}`,
});

/** A tiny cookie-keeping HTTP client for the real server. */
class Http {
  cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  async send(method: string, url: string, body?: unknown) {
    const isForm = body instanceof FormData;
    const res = await fetch(this.base + url, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      if (v) this.cookies.set(k, v);
      else this.cookies.delete(k);
    }
    const text = await res.text();
    let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text };
  }
}

/** The 6-digit code mailed to `email` (the outbox in DATA_DIR, written by the mail job). */
async function mailedCode(dataDir: string, email: string) {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 120; i++) {
    if (fs.existsSync(dir)) {
      for (const f of fs.readdirSync(dir).sort().reverse()) {
        const m = await simpleParser(fs.readFileSync(path.join(dir, f)));
        const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
        if (to?.toLowerCase() === email) return /\b(\d{6})\b/.exec(m.text ?? '')![1];
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email}`);
}

async function upload(h: Http, name: string, data: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await h.send('POST', '/api/media/upload', form);
  expect(res.status, res.text).toBe(201);
  return res.json.data as { url: string; public_id: string };
}

interface Acknowledged {
  signups: string[];
  applications: { student: number; courseId: string; approved: boolean }[];
  captures: { student: number; courseId: string }[];
  orders: { student: number; reference: string }[];
  views: { student: number; courseId: string; lectureId: string }[];
}

async function crashAndRecover(target: Target) {
  const base = `http://127.0.0.1:${target.port}`;
  // The admin is made before the server starts: the embedded database allows one process at a time.
  const made = createAdmin(envOf(target), '--email', ADMIN.email, '--name', ADMIN.name, '--password', ADMIN.password);
  expect(made.status, made.stderr).toBe(0);

  let server = startServer(envOf(target));
  await waitReady(target.port, server);

  // Set-up through the API: free courses (so an order enrols at capture) and verified students.
  const admin = new Http(base);
  expect((await admin.send('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  const image = await upload(admin, 'c.png', PNG_1X1, 'image/png');
  const v1 = await upload(admin, 'a.mp4', mp4(1024), 'video/mp4');
  const v2 = await upload(admin, 'b.mp4', mp4(1025), 'video/mp4');
  const courses: { id: string; lectures: string[] }[] = [];
  for (let i = 0; i < COURSES; i++) {
    const res = await admin.send('POST', '/api/instructor/course/add', {
      title: `Crash course ${i}`,
      subtitle: 'Under load',
      category: 'beading',
      level: 'beginner',
      primaryLanguage: 'english',
      description: 'A course written while the server is killed.',
      pricing: 0,
      objectives: 'Survive,Recover',
      welcomeMessage: 'Welcome',
      image: image.url,
      curriculum: [
        { title: 'One', videoUrl: v1.url, public_id: v1.public_id, freePreview: true },
        { title: 'Two', videoUrl: v2.url, public_id: v2.public_id, freePreview: false },
      ],
    });
    expect(res.status, res.text).toBe(201);
    courses.push({ id: res.json.data._id, lectures: res.json.data.curriculum.map((l: { _id: string }) => l._id) });
  }
  const students: { h: Http; id: string }[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const h = new Http(base);
    const email = `crash-student-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const signup = await h.send('POST', '/api/auth/signup', {
      name: `S ${i}`,
      email,
      password: PASSWORD,
      phone: '+234 801 234 5678',
      dob: '2000-01-01',
      country: 'Nigeria',
    });
    expect(signup.status, signup.text).toBe(201);
    expect((await h.send('POST', '/api/auth/verify-email', { code: await mailedCode(target.dataDir, email) })).status).toBe(200);
    const login = await h.send('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    students.push({ h, id: login.json.user._id });
  }

  // The load: every student walks the courses (apply, approval, order, capture, two lecture views)
  // while new people sign up; every 2xx is recorded. The server is killed part-way.
  const ack: Acknowledged = { signups: [], applications: [], captures: [], orders: [], views: [] };
  let stop = false;
  const swallow = <T>(p: Promise<T>) => p.catch(() => undefined);
  const studentLoad = async (n: number) => {
    const { h, id } = students[n];
    for (const course of courses) {
      if (stop) return;
      const applied = await swallow(
        h.send('POST', `/api/student/course-application/courses/${course.id}/apply`, { name: 'S', email: 'e' }),
      );
      if (applied?.status !== 201) return;
      const entry = { student: n, courseId: course.id, approved: false };
      ack.applications.push(entry);
      const approved = await swallow(
        admin.send('PUT', `/api/student/course-application/applications/${applied.json.data._id}/status`, { status: 'approved' }),
      );
      if (approved?.status !== 200) return;
      entry.approved = true;
      const order = await swallow(h.send('POST', '/api/student/order/create', { courseId: course.id }));
      if (order?.status !== 201) return;
      ack.orders.push({ student: n, reference: order.json.data.reference });
      const capture = await swallow(h.send('POST', '/api/student/order/capture', { reference: order.json.data.reference }));
      if (capture?.status !== 200) return;
      ack.captures.push({ student: n, courseId: course.id });
      for (const lectureId of course.lectures) {
        const mark = await swallow(
          h.send('POST', '/api/student/course-progress/mark-lecture-viewed', { userId: id, courseId: course.id, lectureId }),
        );
        if (mark?.status !== 200) return;
        ack.views.push({ student: n, courseId: course.id, lectureId });
      }
    }
  };
  const signupLoad = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const email = `crash-signup-${n}-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      const res = await swallow(
        new Http(base).send('POST', '/api/auth/signup', {
          name: 'New',
          email,
          password: PASSWORD,
          phone: '+234 801 234 5678',
          dob: '2001-02-03',
          country: 'Ghana',
        }),
      );
      if (res?.status !== 201) return;
      ack.signups.push(email);
    }
  };
  const load = Promise.all([...students.map((_, n) => studentLoad(n)), signupLoad(0), signupLoad(1)]);
  // Kill once a fair amount is acknowledged, but before the walk can finish.
  for (let i = 0; i < 200 && ack.views.length < STUDENTS * 4; i++) await new Promise((r) => setTimeout(r, 25));
  server.child.kill('SIGKILL');
  expect(await server.exited).toBe(null);
  stop = true;
  await load;
  expect(ack.views.length, 'the load was still running when the server was killed').toBeLessThan(STUDENTS * COURSES * 2);
  expect(ack.captures.length).toBeGreaterThan(0);

  // Restarted on the same data: everything acknowledged is there.
  server = startServer(envOf(target));
  await waitReady(target.port, server);
  const missing: string[] = [];
  for (const email of ack.signups) {
    const res = await new Http(base).send('POST', '/api/auth/login', { email, password: PASSWORD });
    if (res.status !== 200) missing.push(`sign-up ${email}: login ${res.status}`);
  }
  for (const a of ack.applications) {
    const res = await students[a.student].h.send('GET', `/api/student/course-application/courses/${a.courseId}/details`);
    const ok = a.approved ? res.json?.status === 'approved' : res.json?.status === 'pending' || res.json?.status === 'approved';
    if (!ok) missing.push(`application ${a.student}/${a.courseId}: ${res.status} ${res.text}`);
  }
  for (const o of ack.orders) {
    // The order still exists (an unknown reference is a 404); capture is idempotent.
    const res = await students[o.student].h.send('POST', '/api/student/order/capture', { reference: o.reference });
    if (res.status !== 200) missing.push(`order ${o.reference}: capture ${res.status} ${res.text}`);
  }
  for (const c of ack.captures) {
    const res = await students[c.student].h.send('GET', `/api/student/course/purchase-info/${c.courseId}/${students[c.student].id}`);
    if (res.json?.data !== true) missing.push(`enrolment ${c.student}/${c.courseId}: ${res.text}`);
  }
  for (const v of ack.views) {
    const res = await students[v.student].h.send('GET', `/api/student/course-progress/get/${students[v.student].id}/${v.courseId}`);
    const viewed = (res.json?.data?.progress ?? []).some(
      (p: { lectureId: string; viewed: boolean }) => p.lectureId === v.lectureId && p.viewed,
    );
    if (!viewed) missing.push(`view ${v.student}/${v.courseId}/${v.lectureId}: ${res.text.slice(0, 200)}`);
  }
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(missing, `acknowledged writes lost after SIGKILL:\n${missing.join('\n')}`).toEqual([]);
  return ack;
}

describe('crash safety: SIGKILL under a write load loses no acknowledged write', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const newDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-crash-'));
    dirs.push(d);
    return d;
  };

  // Each vitest project runs it on its own database: PGlite, or a scratch PostgreSQL database.
  it(`on ${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)'}`, async () => {
    const ack = await withProjectDatabase(async (databaseUrl) =>
      crashAndRecover({ dataDir: newDir(), databaseUrl, port: await freePort() }),
    );
    expect(ack.views.length + ack.signups.length).toBeGreaterThan(0);
  }, 180_000);
});
