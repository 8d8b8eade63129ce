import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, dist, freePort, startServer, waitReady } from './helpers/process';

// The real processes: the built server and the create-admin command on one embedded data directory.
let dataDir: string;

// global-setup.ts builds the server bundle once per run (apps/server/dist).
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-proc-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  SEED_DEMO: '0',
  DATABASE_URL: '',
  ...extra,
});

describe('create-admin and the server process', () => {
  it('create-admin creates, then promotes, and explains bad input', () => {
    const made = createAdmin(env(), '--email', 'Boss@Example.com', '--name', 'Boss', '--password', 'Boss#Password1');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Created admin boss@example.com');
    const again = createAdmin(env(), '--email', 'boss@example.com', '--name', 'Boss', '--password', 'Boss#Password2');
    expect(again.stdout).toContain('Promoted admin boss@example.com');
    const bad = createAdmin(env(), '--email', 'nope', '--name', 'X', '--password', 'short');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Invalid input/);
    // The schemas' messages in English words, never the keys zod carries them as.
    expect(bad.stderr).toContain('email: Enter a valid email address');
    expect(bad.stderr).toContain('password: Password must be at least 8 characters');
    expect(bad.stderr).not.toContain('#validation');
    const usage = createAdmin(env(), '--email', 'x@example.com');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run create-admin/);
  }, 120_000);

  it('serves, refuses create-admin while it holds the database, finishes in-flight requests on SIGTERM and exits cleanly', async () => {
    const port = await freePort();
    const server = startServer(env({ PORT: String(port), HOST: '127.0.0.1' }));
    await waitReady(port, server);
    // It runs on the Node that runs the tests (the pinned Node 24 under `npm test`) and says so at start.
    await expect.poll(() => server.output()).toContain('Sewee is ready');
    const ready = server
      .output()
      .split('\n')
      .find((l) => l.includes('Sewee is ready'))!;
    expect(JSON.parse(ready).node).toBe(process.version);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password: 'Boss#Password2' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user).toMatchObject({ role: 'admin', isVerified: true, status: 'approved' });

    const busy = createAdmin(env(), '--email', 'other@example.com', '--name', 'Other', '--password', 'Other#Password1');
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/in use by another process .*Stop the Sewee server first/);

    // A request whose body is still arriving when SIGTERM comes must still be answered.
    const body = JSON.stringify({ name: 'Late Sender', email: 'late@example.com', message: 'sent during shutdown' });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    expect(await inFlight).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    // The same data directory opens again with everything written before the shutdown.
    const made = createAdmin(env(), '--email', 'other@example.com', '--name', 'Other', '--password', 'Other#Password1');
    expect(made.status, made.stderr).toBe(0);
  }, 240_000);

  /** The server started to completion: with a bad setting it stops at once. */
  const startWith = (extra: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(dist, 'main.js')], { env: env(extra), encoding: 'utf8', timeout: 30_000 });

  it('stops at start-up with every bad setting named', () => {
    const r = startWith({ PORT: 'abc', PAYMENT_PROVIDER: 'cash' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/PORT/);
    expect(r.stderr).toMatch(/PAYMENT_PROVIDER/);
  });

  it('refuses a production start that names no payment provider, with a message and not a stack trace', () => {
    const r = startWith({ NODE_ENV: 'production', PAYMENT_PROVIDER: '' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/PAYMENT_PROVIDER: must be set when NODE_ENV=production/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
