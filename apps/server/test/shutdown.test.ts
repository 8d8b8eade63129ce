import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp } from './helpers/app';
import { freePort, startServer, waitReady, withProjectDatabase } from './helpers/process';

// main.ts shuts down with app.close(), then settled(), then closes the database. Fastify's close()
// waits for requests on open connections, but a client that hangs up leaves its handler running
// with nothing to wait for: settled() is what keeps the database open until that handler is done.
describe('shutdown waits for handlers whose client has gone', () => {
  it('close() returns while such a handler still runs; settled() waits for it and its write lands', async () => {
    const t = await createTestApp({ RATE_LIMITS: '0' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;

      // Hold the users table so the sign-up's handler blocks at its first query, for as long as the test wants.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
        locked();
        await gate;
      });
      await isLocked;

      const received = new Promise<void>((r) => t.app.server.once('request', () => r()));
      const body = JSON.stringify({ name: 'Gone Away', email: 'gone@example.com', password: 'Gone#Password1' });
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/signup',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('error', () => undefined);
      req.end(body);
      await received;
      await new Promise((r) => setTimeout(r, 100)); // the whole body is read; the handler waits on the table
      req.destroy();

      await t.app.close(); // returns: the request's connection is gone
      expect(await t.settled(200)).toBe(false); // ...but its handler is still running
      release();
      await holder;
      expect(await t.settled(10_000)).toBe(true);
      const rows = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'gone@example.com'));
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

// `node main.js | head -c 100000`: once head has exited, every log write fails with EPIPE. pino's
// default stdout stream then retried its exit-time flush forever, so SIGTERM never ended the process.
describe('shutdown when the log reader has gone', () => {
  it('the built server still exits cleanly on SIGTERM after its stdout is closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-epipe-'));
    try {
      await withProjectDatabase(async (databaseUrl) => {
        const port = await freePort();
        const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: '0', LOG_LEVEL: 'info' };
        const server = startServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
        await waitReady(port, server);
        server.child.stdout!.destroy(); // the reader is gone: the server's next line meets a broken pipe
        server.child.kill('SIGTERM');
        const timeout = new Promise<'still running'>((r) => setTimeout(() => r('still running'), 20_000));
        const outcome = await Promise.race([server.exited, timeout]);
        if (outcome === 'still running') server.child.kill('SIGKILL');
        expect(outcome, server.output()).toBe(0);
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
