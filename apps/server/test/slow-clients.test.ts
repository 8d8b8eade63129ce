import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TOO_LARGE_MESSAGE, HTTP_LIMITS, TIMEOUT_MESSAGE } from '../src/platform/security/http-limits';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin } from './helpers/client';
import { mp4 } from './helpers/media-files';

// Real sockets on loopback against a listening server, with the body deadline and the upload idle
// timeout shortened to 1 s and the request timeout to 2 s so the test stays quick; the mechanism is
// the same at 30 s, 60 s and an hour.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    BODY_TIMEOUT_SECONDS: '1',
    UPLOAD_IDLE_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
    RATE_LIMITS: '0',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Every socket a test opened, closed after it whatever happened. */
const opened: Trickler[] = [];
afterEach(() => opened.splice(0).forEach((s) => s.stop()));

interface Trickler {
  /** Everything the server wrote back. */
  received: () => string;
  /** Resolves with the time (ms after the start) at which the server closed the connection. */
  closed: Promise<number>;
  stop: () => void;
}

/** Opens a socket, sends `head`, then one byte of `drip` every `everyMs` until the server closes it or `stop()`. */
function trickle(head: string | Buffer, { drip = 'x', everyMs = 200 } = {}): Trickler {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = everyMs > 0 ? setInterval(() => socket.writable && socket.write(drip), everyMs) : undefined;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  const trickler = { received: () => received, closed, stop: () => (clearInterval(timer), socket.destroy()) };
  opened.push(trickler);
  return trickler;
}

/** When the server closed the connection, or -1 if it is still open after `ms`. */
const closedWithin = (s: Trickler, ms: number) => Promise.race([s.closed, new Promise<number>((r) => setTimeout(() => r(-1), ms))]);

/** A new admin's upload of a real video: its first 20 KB, then a byte every `everyMs` (0: nothing more). */
async function adminUpload({ everyMs }: { everyMs: number }): Promise<Trickler> {
  const { client } = await signedInAdmin(t);
  const head =
    `POST /api/media/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${client.cookieHeader}\r\n` +
    `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000000\r\n\r\n` +
    `--b\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  return trickle(Buffer.concat([Buffer.from(head), mp4(100_000).subarray(0, 20_000)]), { everyMs });
}

const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

describe('slow clients are cut, and the server stays up for everyone else', () => {
  it('the server has header, request, keep-alive and idle limits (Node and Fastify leave most of them off)', () => {
    const server = t.app.server;
    // 15 s, or the request timeout when that is shorter (2 s here).
    expect(server.headersTimeout).toBe(Math.min(HTTP_LIMITS.headersMs, t.config.timeouts.requestMs));
    expect(server.requestTimeout).toBe(t.config.timeouts.requestMs);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBe(HTTP_LIMITS.keepAliveMs);
    expect(server.timeout).toBe(HTTP_LIMITS.idleMs);
  });

  it('JSON bodies trickled a byte at a time are answered 408 at the body deadline and closed; /api/health answers meanwhile', async () => {
    const head =
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` + `Content-Length: 100000\r\n\r\n{`;
    const slow = Array.from({ length: 40 }, () => trickle(head));
    for (let i = 0; i < 3; i++) {
      expect(await health()).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
    }
    const closedAfter = await Promise.all(slow.map((s) => s.closed));
    for (const [i, s] of slow.entries()) {
      const res = s.received();
      expect(res).toMatch(/^HTTP\/1\.1 408 /);
      expect(res).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
      // Cut at the 1 s deadline, not when the body (100 KB at 5 bytes a second) would have ended.
      expect(closedAfter[i]).toBeGreaterThanOrEqual(900);
      expect(closedAfter[i]).toBeLessThan(5_000);
    }
    expect(await health()).toBe(200);
  });

  it('a body that arrives in time, even in pieces, is read as usual', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#Password1' });
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // The rest a little later, well within the 1 s deadline.
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await new Promise((r) => socket.on('close', r));
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('a request refused before its body is read (an anonymous upload) closes the connection instead of draining a trickle', async () => {
    const s = trickle(
      `POST /api/media/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000000\r\n\r\n--b\r\n`,
    );
    const closedAfter = await closedWithin(s, 4_000);
    expect(s.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfter).toBeGreaterThan(0);
  });

  it("an admin's upload that stops sending is cut after the upload idle timeout, and leaves no partial file", async () => {
    const s = await adminUpload({ everyMs: 0 });
    const closedAfter = await closedWithin(s, 5_000);
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(await health()).toBe(200);
    await t.settled(5_000);
    const media = path.join(t.dataDir, 'media');
    const left = fs.existsSync(media) ? fs.readdirSync(media, { recursive: true }).map(String) : [];
    expect(left.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it("an admin's upload that keeps trickling is cut at the request timeout, with a 408 in the API shape", async () => {
    const s = await adminUpload({ everyMs: 200 });
    const closedAfter = await closedWithin(s, 8_000);
    // The 2 s deadline, found by Node's check every 2 s.
    expect(closedAfter).toBeGreaterThanOrEqual(1_900);
    const res = s.received();
    expect(res).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });

  it('headers over the size limit get a 431 in the API shape', async () => {
    const s = trickle(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`, { everyMs: 0 });
    await s.closed;
    const res = s.received();
    expect(res).toMatch(/^HTTP\/1\.1 431 /);
    expect(res).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: HEADERS_TOO_LARGE_MESSAGE,
    });
  });
});
