import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, verifiedStudent } from './helpers/client';
import { cspDirectives } from './helpers/csp';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ PUBLIC_URL: 'https://sewee.example' });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

/** Answers of several kinds: JSON success, JSON refusals from a hook and from a route, a 404, the API reference. */
async function sampleResponses(app: TestApp) {
  const { client } = await verifiedStudent(app);
  return {
    health: await new Client(app).get('/api/health'),
    signedIn: await client.get('/api/auth/check-auth'),
    anonymous401: await new Client(app).get('/api/student/courses-bought/get/00000000-0000-4000-8000-000000000000'),
    crossSite403: await new Client(app).post('/api/auth/logout', undefined, { headers: { origin: 'https://evil.example' } }),
    notFound: await new Client(app).get('/api/nope'),
    docs: await new Client(app).get('/api/docs/json'),
  };
}

describe('security headers on every response', () => {
  it('each kind of answer carries the CSP, nosniff, Referrer-Policy, COOP and framing refusal', async () => {
    for (const [name, res] of Object.entries(await sampleResponses(t))) {
      const h = res.headers;
      expect(h['content-security-policy'], name).toBeTruthy();
      expect(h['x-content-type-options'], name).toBe('nosniff');
      expect(h['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(h['x-frame-options'], name).toBe('DENY');
      // Over plain http there is no HSTS (a browser would ignore it, and a LAN address has no https).
      expect(h['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('the CSP: own origin only, no inline script, video and blob media, never framed', async () => {
    const csp = cspDirectives((await new Client(t).get('/api/health')).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('with an https PUBLIC_URL: HSTS for a year and insecure requests upgraded', async () => {
    for (const [name, res] of Object.entries(await sampleResponses(https))) {
      expect(res.headers['strict-transport-security'], name).toBe('max-age=31536000');
      expect(cspDirectives(res.headers['content-security-policy']).has('upgrade-insecure-requests'), name).toBe(true);
    }
  });
});
