import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/app';
import { Client } from './helpers/client';

// Which address a request is counted against shows in the rate-limit key of a failed sign-in
// (`login:ip:<address>`), the same address the request log line names.
let off: TestApp;
let oneHop: TestApp;
let listed: TestApp;
beforeAll(async () => {
  off = await createTestApp();
  oneHop = await createTestApp({ TRUST_PROXY: '1' });
  listed = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' });
});
afterAll(async () => {
  for (const t of [off, oneHop, listed]) await t?.close();
});

/** Signs in wrongly from `peer` (the socket's address) with `forwardedFor`, and returns the address the server counted. */
async function countedAddress(t: TestApp, peer: string, forwardedFor?: string): Promise<string> {
  await t.ctx.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'login:ip:%'`);
  const res = await new Client(t, peer).post(
    '/api/auth/login',
    { email: 'nobody@example.com', password: 'Wrong#Password1' },
    forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {},
  );
  expect(res.statusCode).toBe(401);
  const rows = (await t.ctx.db.execute(sql`SELECT key FROM rate_limits WHERE key LIKE 'login:ip:%'`)) as unknown as {
    rows: { key: string }[];
  };
  expect(rows.rows).toHaveLength(1);
  return rows.rows[0]!.key.slice('login:ip:'.length);
}

describe('TRUST_PROXY: whose address a request is', () => {
  it('off (the default): forwarding headers are ignored, so a client cannot pick its own address', async () => {
    expect(off.config.trustProxy).toBe(false);
    expect(await countedAddress(off, '10.1.1.1', '203.0.113.7')).toBe('10.1.1.1');
  });

  it('off: wrong passwords sent with a new X-Forwarded-For each time still count against one address', async () => {
    const email = `target-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await new Client(off, '10.1.1.2').post(
        '/api/auth/login',
        { email, password: 'Wrong#Password1' },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a hop count: the address the nearest proxy reports', async () => {
    expect(await countedAddress(oneHop, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // Only one hop is trusted: what the client wrote before it is not.
    expect(await countedAddress(oneHop, '127.0.0.1', '6.6.6.6, 203.0.113.8')).toBe('203.0.113.8');
    expect(await countedAddress(oneHop, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('a list of proxies: forwarding headers count only when the request comes from one of them', async () => {
    expect(await countedAddress(listed, '10.2.3.4', '203.0.113.9')).toBe('203.0.113.9');
    expect(await countedAddress(listed, '192.168.1.5', '203.0.113.10')).toBe('203.0.113.10');
    expect(await countedAddress(listed, '192.168.1.6', '203.0.113.11')).toBe('192.168.1.6');
  });

  it('the setting is read as off, a hop count or a list, and anything else stops the start with a message', () => {
    const trust = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect(trust('off')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.0/8 ,127.0.0.1, ::1, fd00::/8 ,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example', '1.2.3.4/8/1']) {
      expect(() => trust(bad), bad).toThrow(ConfigError);
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: use off, a number of proxy hops/);
    }
  });
});
