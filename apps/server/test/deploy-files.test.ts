import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../src/config';
import { FORCE_EXIT_MS } from '../src/startup';
import { createTestApp } from './helpers/app';
import { freePort } from './helpers/process';

const root = path.resolve(__dirname, '../../..');
/** Runs `cmd` with /bin/sh (asynchronously: the app answering it lives in this process); its exit code. */
const sh = (cmd: string, env: NodeJS.ProcessEnv) =>
  new Promise<number | null>((resolve) => {
    const child = spawn('/bin/sh', ['-c', cmd], { env, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');

/** compose's `${VAR:?message}` / `${VAR:-default}` / `$${VAR}` filled in as a first start would. */
const interpolate = (v: string, given: Record<string, string>) =>
  v.replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_m, name: string, fallback?: string) => given[name] ?? fallback ?? '');

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

describe('Docker and compose files (Docker itself cannot run here)', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

  it('compose.yaml: two app replicas, PostgreSQL, MinIO and Caddy with HTTPS', () => {
    const s = compose.services;
    expect(Object.keys(s).sort()).toEqual(['app', 'caddy', 'minio', 'minio-bucket', 'postgres']);
    expect(s.app!.deploy?.replicas).toBe(2);
    expect(s.app!.build).toBe('.');
    expect(s.app!.ports).toBeUndefined(); // reachable through Caddy only (TRUST_PROXY=1 relies on it)
    expect(s.app!.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(s.postgres!.healthcheck).toBeDefined();
    expect(s.caddy!.ports).toContain('443:443');
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    // Static upstreams (Caddy health-checks no dynamic ones), one per replica, retried on another within 5 s.
    const upstreams = /^\s*to ((?:\S+:3000\s*)+)$/m.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(Array.from({ length: s.app!.deploy!.replicas! }, (_, i) => `sewee-app-${i + 1}:3000`));
    expect(caddyfile).not.toMatch(/^\s*dynamic /m);
    expect(caddyfile).toMatch(/lb_try_duration 5s/);
    expect(caddyfile).toMatch(/lb_retries 2/);
    // Compose waits longer than the app's own shutdown limit (the drain, then the force-exit timer).
    const grace = Number(/^(\d+)s$/.exec(String(s.app!.stop_grace_period))?.[1]);
    const drain = Number(s.app!.environment!.SHUTDOWN_DRAIN_SECONDS);
    expect(grace * 1000).toBeGreaterThan(FORCE_EXIT_MS + drain * 1000);
  });

  it('names only variables the app reads, and they load: S3 on MinIO, PostgreSQL, production', () => {
    const env = compose.services.app!.environment!;
    const unknown = Object.keys(env).filter((k) => !CONFIG_KEYS.includes(k));
    expect(unknown).toEqual([]);
    const given = {
      SITE_ADDRESS: 'sewee.example.org',
      POSTGRES_PASSWORD: 'pw',
      MINIO_ROOT_USER: 'minio',
      MINIO_ROOT_PASSWORD: 'minio-secret',
      SMTP_URL: 'smtp://mail.example.org:587',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      METRICS_TOKEN: 'a-long-metrics-token-0123456789',
    };
    const config = loadConfig(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v), given)])));
    expect(config.production).toBe(true);
    expect(config.publicUrl).toBe('https://sewee.example.org');
    expect(config.databaseUrl).toBe('postgres://sewee:pw@postgres:5432/sewee');
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'sewee-media',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
      },
    });
    expect(config.metricsToken).toBe(given.METRICS_TOKEN);
    // The bucket compose makes is the one the app uses.
    expect(JSON.stringify(compose.services['minio-bucket'])).toContain(
      `local/${config.storage.driver === 's3' && config.storage.s3.bucket}`,
    );
  });

  it('the configuration table (docs/configuration.md) lists every variable the app reads, and .env.example names each', () => {
    const table = read('docs/configuration.md');
    const example = read('.env.example');
    const missing = CONFIG_KEYS.filter((k) => !table.includes(`| \`${k}\` |`) || !new RegExp(`^# ${k}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });

  it('Dockerfile: multi-stage, production dependencies only, ffmpeg, not root, a HEALTHCHECK that works in a plain shell', async () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/apt-get install[^\n]*ffmpeg/);
    expect(dockerfile).toMatch(/^USER node$/m);
    // Named volumes (uploads, backups) take the folder's owner from the image: made and given to node before USER.
    const mkdir = dockerfile.indexOf('RUN mkdir -p /data/uploads /data/backups && chown -R node:node /data');
    expect(mkdir).toBeGreaterThan(0);
    expect(mkdir).toBeLessThan(dockerfile.indexOf('USER node'));
    const cmd = /^HEALTHCHECK[^\n]*\\\n\s+CMD (.+)$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    // The same command against a running app: healthy; against nothing: unhealthy.
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      expect(await sh(cmd!, { ...process.env, PORT: String(port) })).toBe(0);
    } finally {
      await t.close();
    }
    expect(await sh(cmd!, { ...process.env, PORT: String(await freePort()) })).toBe(1);
    // The runtime stage's start command names the built entry the build stage makes.
    expect(dockerfile).toMatch(/CMD \["node", "--max-semi-space-size=16", "apps\/server\/dist\/main.js"\]/);
    expect(read('scripts/build.mjs')).toMatch(/main: 'apps\/server\/src\/launch\/server.ts'/);
  });
});
