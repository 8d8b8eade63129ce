import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from './helpers/app';
import { PNG_1X1 } from './helpers/media-files';
import { sizeOf } from './helpers/photos';
import { createAdmin, freePort, startServer, waitReady, type ServerProcess } from './helpers/process';
import { startS3 } from './helpers/s3';
import { clip } from './helpers/video';

const ADMIN = { email: 'ops@example.com', name: 'Ops Admin', password: 'Ops#Password1' };

/** A browser-like client of one process: keeps its cookies, which it may hand to another. */
class Browser {
  cookies = new Map<string, string>();
  constructor(public base: string) {}
  async send(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.base + url, { method, headers, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return res;
  }
  on(base: string) {
    const other = new Browser(base);
    other.cookies = this.cookies;
    return other;
  }
}

async function uploadFile(b: Browser, name: string, data: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await b.send('POST', '/api/media/upload', form);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { url: string; public_id: string } }).data;
}

/**
 * Two processes of the built app on one PostgreSQL database and one S3 bucket (s3rver), each with
 * its own DATA_DIR, as two replicas behind a load balancer: they must act as one.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two processes on one PostgreSQL and one bucket', () => {
  it('share sessions, logout, the catalogue (within 1 s), sign-in limits, uploads, and run each video job once', async () => {
    const scratch = await scratchDatabase();
    const s3 = await startS3();
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-two-')));
    const servers: ServerProcess[] = [];
    try {
      const ports = [await freePort(), await freePort()];
      const env = (i: number) => ({
        ...process.env,
        ...s3.env,
        DATABASE_URL: scratch.url,
        DATA_DIR: dirs[i]!,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        // Long enough that only the cross-process announcement can show a change within 1 s.
        CATALOGUE_CACHE_SECONDS: '120',
        PORT: String(ports[i]),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${ports[i]}`,
      });
      for (const i of [0, 1]) servers.push(startServer(env(i)));
      await Promise.all(ports.map((port, i) => waitReady(port, servers[i]!)));
      const made = createAdmin(env(0), '--email', ADMIN.email, '--name', ADMIN.name, '--password', ADMIN.password);
      expect(made.status, made.stderr).toBe(0);
      const [A, B] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];

      // A session made on one works on the other.
      const onA = new Browser(A);
      expect((await onA.send('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
      const onB = onA.on(B);
      expect((await onB.send('GET', '/api/auth/check-auth')).status).toBe(200);

      // An upload through one is served by the other; a real video is transcoded once.
      const video = fs.readFileSync(clip({ seconds: 2, width: 320, height: 240, fps: 15, bitrate: '300k' }));
      const image = await uploadFile(onA, 'cover.png', PNG_1X1, 'image/png');
      const lecture = await uploadFile(onA, 'lecture.mp4', video, 'video/mp4');
      // Not in a course yet, the image is its uploader's alone: fetched with the session both share.
      const served = await onB.send('GET', image.url);
      expect(served.status).toBe(200);
      // Stored re-encoded by A (a JPEG of the same 1x1 picture), the same bytes from B.
      const fromB = Buffer.from(await served.arrayBuffer());
      expect(fromB).toEqual(Buffer.from(await (await onA.send('GET', image.url)).arrayBuffer()));
      expect(sizeOf(fromB)).toEqual({ width: 1, height: 1 });

      const course = {
        title: 'Two Process Tailoring',
        subtitle: 'Served by two processes',
        category: 'beginner-to-advanced-fashion',
        level: 'beginner',
        primaryLanguage: 'english',
        description: 'A course saved through one process.',
        pricing: 10,
        objectives: 'Sew,Cut',
        welcomeMessage: 'Welcome!',
        image: image.url,
        curriculum: [{ title: 'Lecture 1', videoUrl: lecture.url, public_id: lecture.public_id, freePreview: true }],
      };
      const titlesOn = async (base: string) =>
        ((await (await fetch(`${base}/api/student/course/get`)).json()) as { data: { title: string }[] }).data.map((c) => c.title);
      expect(await titlesOn(B)).toEqual([]); // B caches the empty list for 120 s
      const created = await onA.send('POST', '/api/instructor/course/add', course);
      expect(created.status, await created.clone().text()).toBe(201);
      const saved = Date.now();
      let seen = await titlesOn(B);
      while (!seen.length && Date.now() - saved < 3000) seen = await titlesOn(B);
      expect(seen).toEqual(['Two Process Tailoring']);
      expect(Date.now() - saved).toBeLessThan(1000);

      // The listening connections are killed (a PostgreSQL restart, a proxy timeout): each process
      // makes its own again, and a later save still reaches the other within 1 s.
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      try {
        const killed = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sewee-catalogue-listen'`,
        );
        expect(killed.rowCount).toBe(2);
        const listening = async () =>
          (
            await admin.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sewee-catalogue-listen'`,
            )
          ).rows[0].n as number;
        const until = Date.now() + 10_000;
        while ((await listening()) < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
        expect(await listening()).toBe(2);
      } finally {
        await admin.end();
      }
      await new Promise((r) => setTimeout(r, 300)); // LISTEN runs just after the connection shows up
      const courseId = ((await created.json()) as { data: { _id: string } }).data._id;
      expect(await titlesOn(B)).toEqual(['Two Process Tailoring']); // B caches this list again
      const renamed = await onA.send('PUT', `/api/instructor/course/update/${courseId}`, {
        ...course,
        title: 'Two Process Tailoring, Renamed',
      });
      expect(renamed.status, await renamed.clone().text()).toBe(200);
      const resaved = Date.now();
      seen = await titlesOn(B);
      while (seen[0] !== 'Two Process Tailoring, Renamed' && Date.now() - resaved < 3000) seen = await titlesOn(B);
      expect(seen).toEqual(['Two Process Tailoring, Renamed']);
      expect(Date.now() - resaved).toBeLessThan(1000);

      // The video's ladder: made by one process only, then served by both.
      const id = lecture.public_id;
      let status = '';
      for (let i = 0; i < 240 && status !== 'ready' && status !== 'failed'; i++) {
        const res = await onB.send('GET', `/api/media/${id}/processing`);
        status = ((await res.json()) as { data: { status: string } }).data.status;
        if (status !== 'ready') await new Promise((r) => setTimeout(r, 500));
      }
      expect(status).toBe('ready');
      const ladderRuns = servers.map(
        (s) =>
          s
            .output()
            .split('\n')
            .filter((l) => l.includes(id) && l.includes('video ladder ready')).length,
      );
      expect(ladderRuns[0]! + ladderRuns[1]!).toBe(1);
      for (const base of [A, B]) expect((await fetch(`${base}/api/media/${id}/hls/master.m3u8`)).status).toBe(200);

      // Logout on one ends the session on the other.
      expect((await onB.send('POST', '/api/auth/logout')).status).toBe(200);
      const stale = new Browser(A);
      stale.cookies = new Map(onA.cookies);
      expect(await (await onA.on(A).send('GET', '/api/auth/check-auth')).json()).toMatchObject({ success: false, user: null });

      // Wrong passwords spread over both processes still reach the limit.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${i % 2 ? B : A}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: `Wrong#Password${i}` }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toContain(429);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      await scratch.drop();
      await s3.close();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    }
  }, 300_000);
});
