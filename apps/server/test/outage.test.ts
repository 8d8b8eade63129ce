import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/modules/demo/seed';
import { makeCluster } from './helpers/pg-cluster';
import { freePort, startServer, waitReady, type ServerProcess } from './helpers/process';

/**
 * The database going away, with the built server as a child process: at start (it waits, one line
 * per try, or gives up with a message), and while serving (503 with Retry-After and a sentence,
 * health says what is down, the public catalogue is still served, the log stays small).
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const newDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-outage-'));
  dirs.push(d);
  return d;
};

const serverEnv = (port: number, databaseUrl: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: newDir(),
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'info',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ...extra,
});

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error(`timed out waiting for ${what}`);
}

describe('the database is unreachable at start', () => {
  it('gives up after DATABASE_WAIT_SECONDS with one clear message, not a stack trace', async () => {
    const port = await freePort();
    const nothing = await freePort(); // nothing listens there
    const server = startServer(serverEnv(port, `postgres://sewee:secret@127.0.0.1:${nothing}/sewee`, { DATABASE_WAIT_SECONDS: '2' }));
    expect(await server.exited).toBe(1);
    const out = server.output();
    expect(out).toMatch(new RegExp(`database 127.0.0.1:${nothing}/sewee is not reachable \\(ECONNREFUSED\\): try 1, next in 0.5 s`));
    expect(out).toMatch(/gave up after \d+ tries .*DATABASE_WAIT_SECONDS=2.*Start PostgreSQL or correct DATABASE_URL/);
    expect(out).not.toMatch(/\n\s+at /);
    expect(out).not.toContain('secret');
  }, 60_000);
});

// One cluster of its own per run (it does not depend on the project's database), so in one project.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('a PostgreSQL outage (a cluster of the test own)', () => {
  it('waits for it at start, answers 503 during it, keeps the catalogue, and recovers', async (ctx) => {
    const cluster = await makeCluster();
    if (typeof cluster === 'string') {
      console.warn(`\n*** SKIPPED the PostgreSQL outage test: ${cluster} ***\n`);
      return ctx.skip(cluster);
    }
    let server: ServerProcess | undefined;
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = startServer(serverEnv(port, cluster.url, { DATABASE_WAIT_SECONDS: '120', SEED_DEMO: '1', CATALOGUE_CACHE_SECONDS: '1' }));
      const s = server;
      // Start-up while the database is down: a line per try, then up once it is.
      await until('two retries', () => /try 2, next in 1 s/.test(s.output()));
      cluster.start();
      await waitReady(port, s);
      expect(s.output()).toMatch(/is reachable \(try \d+\)/);

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.student.email, password: DEMO_ACCOUNTS.student.password }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      const withCookie = { headers: { cookie } };
      const catalogue = await (await fetch(`${base}/api/student/course/get`, withCookie)).json();
      expect(catalogue.data).toHaveLength(8);

      cluster.stop();
      await new Promise((r) => setTimeout(r, 1_200)); // the cached list has expired

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('30');
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'down' });

      const me = await fetch(`${base}/api/auth/check-auth`, withCookie);
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBe('30');
      expect(await me.json()).toEqual({
        success: false,
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/cannot reach its database.*try again/),
      });

      const during = await fetch(`${base}/api/student/course/get`, withCookie);
      expect(during.status).toBe(200);
      expect(await during.json()).toEqual(catalogue);

      // Every request failing the same way: the log grows by a few lines, not one stack per request.
      const logBefore = s.output().length;
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => fetch(`${base}/api/student/course-application/courses/x/details`, withCookie)),
        );
        for (const a of answers) expect(a.status).toBe(503);
      }
      const written = s.output().slice(logBefore);
      expect(written.split('\n').filter((l) => l.includes('"database unavailable"')).length).toBeLessThanOrEqual(10);
      // About one short request line each (~400 bytes, a little more since error bodies carry a code); a
      // stack per request would be several KB each.
      expect(written.length).toBeLessThan(200 * 600);

      cluster.start();
      await until('health after the outage', async () => (await fetch(`${base}/api/health`)).status === 200);
      expect((await fetch(`${base}/api/auth/check-auth`, withCookie)).status).toBe(200);

      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
    } finally {
      server?.child.kill('SIGKILL');
      cluster.destroy();
    }
  }, 240_000);
});
