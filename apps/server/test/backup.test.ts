import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { backup, restore, type Manifest } from '../src/platform/backup';
import { createStorage, type Storage } from '../src/platform/storage';
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
          // With ffmpeg: a course image is stored re-encoded by it (without one it is refused, 503).
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
          // Restoring under a running app is refused, and says why.
          const busy = cli(env, 'restore', out);
          expect(busy.status).toBe(1);
          expect(busy.stderr).toMatch(
            databaseUrl ? /Sewee is still connected to this database .* Stop every app process/ : /in use|running|lock/i,
          );
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

describe('backup and restore (in process, embedded database): checks before changes', () => {
  /** A data folder with an embedded database holding one row, and two media files. */
  async function made() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-backup-unit-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await openPglite(path.join(dataDir, 'db'));
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    await database.client.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('before')`);
    await database.close();
    const storage = createStorage(config);
    await storage.put('images/aa/one.png', Readable.from([PNG_1X1]));
    await storage.put('videos/bb/two.mp4', Readable.from([mp4(20_000)]));
    const out = path.join(dataDir, 'backup');
    return { dataDir, config, storage, out };
  }
  const rowsOf = async (dataDir: string) => {
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      return ((await database.client.query('SELECT v FROM kept ORDER BY v')).rows as { v: string }[]).map((r) => r.v);
    } finally {
      await database.close();
    }
  };
  const setRow = async (dataDir: string, v: string) => {
    const database = await openPglite(path.join(dataDir, 'db'));
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    await database.client.query('UPDATE kept SET v = $1', [v]);
    await database.close();
  };

  it("the backup folder is its owner's only (0700, files 0600); restore brings the database back", async () => {
    const { dataDir, config, out } = await made();
    try {
      await backup(config, out);
      expect(fs.statSync(out).mode & 0o777).toBe(0o700);
      for (const f of fs.readdirSync(out, { recursive: true }) as string[]) {
        const st = fs.statSync(path.join(out, f));
        expect(st.mode & 0o777, f).toBe(st.isDirectory() ? 0o700 : 0o600);
      }
      await setRow(dataDir, 'after');
      await restore(config, out);
      expect(await rowsOf(dataDir)).toEqual(['before']);
      expect(fs.existsSync(path.join(dataDir, 'db.restoring'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a damaged or incomplete backup is refused before anything is touched', async () => {
    const { dataDir, config, storage, out } = await made();
    try {
      const m = await backup(config, out);
      await setRow(dataDir, 'after');
      await storage.delete('images/aa/one.png');
      const video = path.join(out, 'media', 'videos/bb/two.mp4');
      fs.appendFileSync(video, 'x');
      await expect(restore(config, out)).rejects.toThrow(/media\/videos\/bb\/two\.mp4 is not the file that was backed up/);
      fs.rmSync(video);
      await expect(restore(config, out)).rejects.toThrow(/incomplete: media\/videos\/bb\/two\.mp4 is missing/);
      fs.writeFileSync(path.join(out, 'manifest.json'), '{ broken');
      await expect(restore(config, out)).rejects.toThrow(/cannot be read/);
      // Nothing changed: the database has its newer row, the deleted image stays deleted.
      expect(await rowsOf(dataDir)).toEqual(['after']);
      expect(await storage.stat('images/aa/one.png')).toBeUndefined();
      expect(m.media.files).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a database that cannot be restored leaves the current one in place (restored into a new folder, swapped by a rename)', async () => {
    const { dataDir, config, out } = await made();
    try {
      const m = await backup(config, out);
      await setRow(dataDir, 'after');
      // A dump that matches its manifest but is not a database.
      const dump = path.join(out, m.databaseFile.path);
      fs.writeFileSync(dump, Buffer.alloc(4096, 1));
      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
      manifest.databaseFile = {
        ...manifest.databaseFile,
        bytes: 4096,
        sha256: crypto.createHash('sha256').update(Buffer.alloc(4096, 1)).digest('hex'),
      };
      fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest));
      await expect(restore(config, out)).rejects.toThrow(/the current one is unchanged/);
      expect(await rowsOf(dataDir)).toEqual(['after']);
      expect(fs.existsSync(path.join(dataDir, 'db.restoring'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a media file deleted between the listing and the read is left out and named, not fatal', async () => {
    const { dataDir, config, storage, out } = await made();
    try {
      const vanishing: Storage = Object.assign(Object.create(storage) as Storage, {
        async *keys() {
          for await (const key of storage.keys()) {
            if (key === 'images/aa/one.png') await storage.delete(key); // a course saved meanwhile
            yield key;
          }
        },
      });
      const m = await backup(config, out, { storage: vanishing });
      expect(m.media.skipped).toEqual(['images/aa/one.png']);
      expect(m.media.list.map((f) => f.path)).toEqual(['media/videos/bb/two.mp4']);
      expect(fs.existsSync(path.join(out, 'media/images/aa/one.png'))).toBe(false);
      await restore(config, out);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
