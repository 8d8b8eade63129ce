import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { lockEmbedded, openPglite } from '../db/client';
import { createStorage, type Storage } from './storage';

/** What a backup folder holds (manifest.json), so restore knows what to put back and can refuse a mismatch. */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** database.pglite.tar.gz (PGlite's own dump of its data folder) or database.pgdump (pg_dump -Fc). */
  databaseFile: string;
  media: { files: number; bytes: number };
}

const MANIFEST = 'manifest.json';

/** Every key under the media store (temporary .part files left out). */
async function* mediaKeys(storage: Storage): AsyncGenerator<string> {
  yield* storage.keys();
}

function run(cmd: string, args: string[], what: string) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (res.error)
    throw new Error(`${what}: could not run ${cmd} (${res.error.message}). Install PostgreSQL's client tools (Debian: postgresql-client).`);
  if (res.status !== 0) throw new Error(`${what} failed: ${res.stderr.trim()}`);
}

/**
 * `npm run backup -- --out DIR`: the database and every media file into DIR (which must be empty or
 * new). The embedded database is dumped by PGlite itself and needs the server stopped (its lock);
 * PostgreSQL is dumped with pg_dump while the app runs (a consistent snapshot).
 */
export async function backup(config: Config, out: string): Promise<Manifest> {
  fs.mkdirSync(out, { recursive: true });
  if (fs.readdirSync(out).length) throw new Error(`${out} is not empty: back up into a new or empty folder.`);
  let databaseFile: string;
  if (config.databaseUrl) {
    databaseFile = 'database.pgdump';
    run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(out, databaseFile), config.databaseUrl], 'pg_dump');
  } else {
    databaseFile = 'database.pglite.tar.gz';
    const database = await openPglite(path.join(config.dataDir, 'db'));
    try {
      if (database.kind !== 'pglite') throw new Error('unreachable');
      const dump = await database.client.dumpDataDir('gzip');
      await fsp.writeFile(path.join(out, databaseFile), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  const storage = createStorage(config);
  let files = 0;
  let bytes = 0;
  for await (const key of mediaKeys(storage)) {
    const target = path.join(out, 'media', key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(await storage.stream(key), fs.createWriteStream(target));
    files += 1;
    bytes += (await fsp.stat(target)).size;
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    databaseFile,
    media: { files, bytes },
  };
  await fsp.writeFile(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * `npm run restore -- DIR`: replaces the database and the media with the backup's. Stop every app
 * process first. The embedded database's folder is replaced; PostgreSQL's objects are dropped and
 * restored (pg_restore --clean). Media files are written back through the configured storage.
 */
export async function restore(config: Config, from: string): Promise<Manifest> {
  const manifestFile = path.join(from, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} is not a Sewee backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new Error(
      `This backup is of ${manifest.database === 'postgres' ? 'a PostgreSQL' : 'an embedded'} database; this server uses ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded one'}.`,
    );
  }
  if (config.databaseUrl) {
    run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        config.databaseUrl,
        path.join(from, manifest.databaseFile),
      ],
      'pg_restore',
    );
  } else {
    const dir = path.join(config.dataDir, 'db');
    fs.mkdirSync(config.dataDir, { recursive: true });
    const release = lockEmbedded(dir);
    try {
      const aside = `${dir}.before-restore`;
      fs.rmSync(aside, { recursive: true, force: true });
      if (fs.existsSync(dir)) fs.renameSync(dir, aside);
      const blob = new Blob([fs.readFileSync(path.join(from, manifest.databaseFile))]);
      const client = await PGlite.create(dir, { loadDataDir: blob });
      await client.close();
      fs.rmSync(aside, { recursive: true, force: true });
    } finally {
      release();
    }
  }
  const storage = createStorage(config);
  const root = path.join(from, 'media');
  const files = fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile())
    : [];
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    await storage.put(key, fs.createReadStream(file) as Readable);
  }
  return manifest;
}
