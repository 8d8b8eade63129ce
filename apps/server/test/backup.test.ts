import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { PNG_1X1, mp4 } from './helpers/media-files';
import { createAdmin, dist, freePort, startServer, waitReady, withProjectDatabase } from './helpers/process';

/** Every table of the app's schema and of the job queue, each as a digest of all its rows. */
const SNAPSHOT_SQL = `
  SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
  WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`;

async function snapshot(databaseUrl: string, dataDir: string): Promise<Record<string, string>> {
  const query = async (run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) => {
    const out: Record<string, string> = {};
    for (const { name } of (await run(SNAPSHOT_SQL)).rows as { name: string }[]) {
      const [{ n, digest }] = (
        await run(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${name} t`)
      ).rows as { n: number; digest: string }[];
      out[name] = `${n}:${digest}`;
    }
    return out;
  };
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await query((text) => client.query(text));
    } finally {
      await client.end();
    }
  }
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    return await query((text) => database.client.query(text) as Promise<{ rows: Record<string, unknown>[] }>);
  } finally {
    await database.close();
  }
}

const files = (root: string) =>
  fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(root, f)).isFile())
        .sort()
        .map(
          (f) =>
            `${f}:${fs.readFileSync(path.join(root, f)).toString('base64').length}:${fs.readFileSync(path.join(root, f)).subarray(0, 64).toString('hex')}`,
        )
    : [];

const cli = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(dist, 'backup.js'), ...args], { env, encoding: 'utf8', timeout: 120_000 });

describe('npm run backup / npm run restore', () => {
  it('backup, wipe, restore: every row and every media file is back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-backup-'));
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-backup-out-'));
    fs.rmSync(out, { recursive: true });
    try {
      await withProjectDatabase(async (databaseUrl) => {
        const port = await freePort();
        const env = {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          FFMPEG_PATH: '/nonexistent/ffmpeg',
        };
        // Before the server starts: the embedded database allows one process at a time.
        const admin = createAdmin(env, '--email', 'keep@example.com', '--name', 'Keeper', '--password', 'Keep#Password1');
        expect(admin.status, admin.stderr).toBe(0);
        let server = startServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
        await waitReady(port, server);
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'keep@example.com', password: 'Keep#Password1' }),
        });
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        for (const [name, data, type] of [
          ['cover.png', PNG_1X1, 'image/png'],
          ['lecture.mp4', mp4(50_000), 'video/mp4'],
        ] as const) {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(data)], { type }), name);
          expect(
            (await fetch(`http://127.0.0.1:${port}/api/media/upload`, { method: 'POST', headers: { cookie }, body: form })).status,
          ).toBe(201);
        }
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);

        const before = await snapshot(databaseUrl, dataDir);
        const mediaBefore = files(path.join(dataDir, 'media'));
        expect(mediaBefore).toHaveLength(2);
        expect(Number(before['public.users']!.split(':')[0])).toBe(1);
        expect(Number(before['public.media']!.split(':')[0])).toBe(2);

        const made = cli(env, 'backup', '--out', out);
        expect(made.status, made.stderr).toBe(0);
        expect(JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'))).toMatchObject({ media: { files: 2 } });
        expect(cli(env, 'backup', '--out', out).status).toBe(1); // never over an earlier backup

        // Wipe: the media folder and the database.
        fs.rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });
        if (databaseUrl) {
          const c = new pg.Client({ connectionString: databaseUrl });
          await c.connect();
          await c.query(
            'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE',
          );
          await c.end();
        } else {
          fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
        }

        const restored = cli(env, 'restore', out);
        expect(restored.status, restored.stderr).toBe(0);
        expect(await snapshot(databaseUrl, dataDir)).toEqual(before);
        expect(files(path.join(dataDir, 'media'))).toEqual(mediaBefore);

        // And the app starts on it: the admin signs in, the image is served.
        server = startServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
        try {
          await waitReady(port, server);
          const again = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'keep@example.com', password: 'Keep#Password1' }),
          });
          expect(again.status).toBe(200);
        } finally {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 240_000);
});
