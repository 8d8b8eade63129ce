import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainThenClose } from '../src/startup';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin } from './helpers/client';
import { upload, PNG_1X1 } from './helpers/media-files';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/api/ready and /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('ready: 200 when the database and the storage answer', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('metrics refuse a request without the token, or with a wrong one', async () => {
    const none = await t.app.inject({ url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json().message).toBe('Send the metrics token as Authorization: Bearer <token>.');
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('metrics with the token: request durations by route pattern, upload bytes, job states', async () => {
    const admin = await signedInAdmin(t);
    expect((await upload(admin.client, [{ name: 'a.png', data: PNG_1X1, type: 'image/png' }])).statusCode).toBe(201);
    await t.app.inject({ url: '/api/media/00000000-0000-0000-0000-000000000000' });
    // A job table as the queue makes it, so the job gauge has something to count.
    await t.ctx.db.execute(sql`CREATE SCHEMA IF NOT EXISTS pgboss`);
    await t.ctx.db.execute(sql`CREATE TABLE IF NOT EXISTS pgboss.job (name text, state text)`);
    await t.ctx.db.execute(
      sql`INSERT INTO pgboss.job VALUES ('video-ladder', 'created'), ('video-ladder', 'created'), ('video-ladder', 'failed')`,
    );
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*method="POST",route="\/api\/media\/upload",status="201"/);
    // The pattern, not each id: one series for every file.
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/media\/:publicId",status="404"\} 1/);
    expect(res.body).toContain(`sewee_upload_bytes_total{via="form"} ${PNG_1X1.length}`);
    expect(res.body).toContain('sewee_jobs{queue="video-ladder",state="created"} 2');
    expect(res.body).toContain('sewee_jobs{queue="video-ladder",state="failed"} 1');
    expect(res.body).toContain('process_resident_memory_bytes');
  });
});

describe('/api/ready during a shutdown', () => {
  it('answers 503 from the moment a shutdown starts, while the process still serves during the drain', async () => {
    const t = await createTestApp({ SHUTDOWN_DRAIN_SECONDS: '2' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      const started = Date.now();
      const closing = drainThenClose(t.app, t.ctx); // what SIGTERM's shutdown does first
      await new Promise((r) => setTimeout(r, 100));
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'shutting-down' });
      // Still alive and serving meanwhile: the load balancer moves traffic away before the socket closes.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      await closing;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      await t.close();
    }
  });
});

describe('/api/metrics without METRICS_TOKEN', () => {
  it('is off: 404, even with a token', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });
});

describe('logs keep the request id', () => {
  it("each request's log line carries its id (the caller's X-Request-Id when given), hijacked tus requests too", async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'info' }, {}, { logLines: lines });
    try {
      const admin = await signedInAdmin(t);
      const ready = await t.app.inject({ url: '/api/ready', headers: { 'x-request-id': 'lb-check-42' } });
      expect(ready.headers['x-request-id']).toBe('lb-check-42');
      const tus = await admin.client.post('/api/media/tus', undefined, {
        headers: { cookie: admin.client.cookieHeader, 'tus-resumable': '1.0.0', 'upload-length': '10', 'x-request-id': 'tus-create-7' },
      });
      expect(tus.statusCode).toBe(201);
      expect(tus.headers['x-request-id']).toBe('tus-create-7');
      const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; url?: string; status?: number });
      expect(logged).toContainEqual(expect.objectContaining({ reqId: 'lb-check-42', msg: 'request', url: '/api/ready', status: 200 }));
      expect(logged).toContainEqual(expect.objectContaining({ reqId: 'tus-create-7', msg: 'request', url: '/api/media/tus', status: 201 }));
      // Exactly once: a hijacked reply is answered by hand, and Fastify's onResponse must not log it again.
      expect(logged.filter((l) => l.reqId === 'tus-create-7' && l.msg === 'request')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
