import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, verifiedStudent } from './helpers/client';
import { cspDirectives } from './helpers/csp';

// A tiny stand-in for apps/web/dist: index.html (with its precompressed copies, as scripts/build.mjs
// writes them) and one hashed asset.
const BOOT = 'document.documentElement.dataset.boot="1"';
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sewee</title><script>${BOOT}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-webdist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), 'stale precompressed copy without the user');
  fs.writeFileSync(path.join(webDist, 'assets/index-abc.js'), 'console.log("app")');
  t = await createTestApp({}, {}, { webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The value of the page's auth data block, as the web app reads it. */
function injectedAuth(html: string): unknown {
  const m = /<script type="application\/json" id="sewee-auth">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error(`no sewee-auth data block in ${html}`);
  return JSON.parse(m[1]!);
}

describe('the web app page carries the session answer (no check-auth round trip)', () => {
  it.each(['/', '/courses', '/sewee-login', '/course/details/abc?x=1', '/index.html'])(
    'anonymous %s: the page with null, not cached by others',
    async (url) => {
      const res = await new Client(t).get(url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache, private');
      expect(res.headers['vary']).toMatch(/cookie/i);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      // Compressed per request, never the stale precompressed copy on disk (it has no user in it).
      expect(res.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<div id="root"></div>');
      expect(injectedAuth(html)).toBeNull();
      // Before the first script, so the boot script can read it too.
      expect(html.indexOf('id="sewee-auth"')).toBeLessThan(html.indexOf(`<script>${BOOT}`));
    },
  );

  it('the page is gzipped for a client without brotli, and plain for one that accepts neither', async () => {
    const gz = await new Client(t).get('/courses', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(injectedAuth(zlib.gunzipSync(gz.rawPayload).toString())).toBeNull();
    const plain = await new Client(t).get('/courses', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(injectedAuth(plain.body)).toBeNull();
  });

  it('signed in: the public user, the same one check-auth answers (no hash, code or token)', async () => {
    const { client, user } = await verifiedStudent(t);
    const page = await client.get('/student-home');
    const injected = injectedAuth(page.body) as Record<string, unknown>;
    expect(injected).toMatchObject({ _id: user._id, email: user.email, name: user.name, isVerified: true, role: 'user' });
    expect(injected).toEqual((await client.get('/api/auth/check-auth')).json().user);
    expect(page.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    // The root path goes through the same handler, not the static files.
    expect(injectedAuth((await client.get('/')).body)).toMatchObject({ _id: user._id });
    // After logout the page says anonymous again.
    await client.post('/api/auth/logout');
    expect(injectedAuth((await client.get('/student-home')).body)).toBeNull();
  });

  it('a name that tries to close the script element stays inside the JSON string', async () => {
    const name = '</script><script>alert(1)</script>';
    const { client } = await verifiedStudent(t, { name });
    const html = (await client.get('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // The data block, the boot script and the module script, each closing where it should.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect((injectedAuth(html) as { name: string }).name).toBe(name);
  });

  it('the Content-Security-Policy allows the boot script by its hash, and nothing else inline', async () => {
    const { client } = await verifiedStudent(t);
    const scriptSrc = cspDirectives((await client.get('/courses')).headers['content-security-policy']).get('script-src');
    const bootHash = `'sha256-${crypto.createHash('sha256').update(BOOT).digest('base64')}'`;
    // The data block changes per user but never runs, so it needs no hash; no 'unsafe-inline'.
    expect(scriptSrc).toEqual(["'self'", bootHash]);
  });

  it('an unknown or expired session cookie is anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/courses', headers: { cookie: 'sewee_session=not-a-real-token' } });
    expect(res.statusCode).toBe(200);
    expect(injectedAuth(res.body)).toBeNull();
  });

  it('unknown API paths stay JSON 404s; missing assets 404; real assets are served as files', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.json()).toMatchObject({ success: false });
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('sewee-auth');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const post = await t.app.inject({ method: 'POST', url: '/courses', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(post.statusCode).toBe(404);
  });
});
