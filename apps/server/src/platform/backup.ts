import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockEmbedded, openPglite } from '../db/client';
import { createStorage, StorageNotFoundError, type Storage } from './storage';

/** One file of the backup: its path inside the backup folder, its size and SHA-256. */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup folder holds (manifest.json), so restore can check all of it before touching anything. */
export interface Manifest {
  format: 2;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** database.pglite.tar.gz (PGlite's own dump of its data folder) or database.pgdump (pg_dump -Fc). */
  databaseFile: BackupFile;
  /** Every media file: `path` is `media/<storage key>`. */
  media: { files: number; bytes: number; list: BackupFile[]; /** Keys deleted while the backup ran (not in it). */ skipped: string[] };
}

const MANIFEST = 'manifest.json';
/** Backups hold every account and payment: readable by their owner only. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Any of the app's connections (the pool, the job queue, the catalogue listener) names itself so. */
const APP_CONNECTIONS = 'sewee%';

/** A libpq connection string without its password, and the password for PGPASSWORD (never on a command line). */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(cmd: string, args: string[], what: string, env: NodeJS.ProcessEnv) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'], env });
  if (res.error)
    throw new Error(`${what}: could not run ${cmd} (${res.error.message}). Install PostgreSQL's client tools (Debian: postgresql-client).`);
  if (res.status !== 0) throw new Error(`${what} failed: ${res.stderr.trim()}`);
}

async function describeFile(root: string, rel: string): Promise<BackupFile> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(path.join(root, rel)) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { path: rel, bytes, sha256: hash.digest('hex') };
}

/**
 * `npm run backup -- --out DIR`: the database and every media file into DIR (which must be empty or
 * new; made readable by its owner only). The embedded database is dumped by PGlite itself and needs
 * the server stopped (its lock); PostgreSQL is dumped with pg_dump while the app runs (a consistent
 * snapshot). A media file deleted while the backup runs is left out and named in the manifest.
 */
export async function backup(config: Config, out: string, opts: { storage?: Storage } = {}): Promise<Manifest> {
  fs.mkdirSync(out, { recursive: true, mode: DIR_MODE });
  if (fs.readdirSync(out).length) throw new Error(`${out} is not empty: back up into a new or empty folder.`);
  fs.chmodSync(out, DIR_MODE);
  let databaseFile: string;
  if (config.databaseUrl) {
    databaseFile = 'database.pgdump';
    const target = libpqTarget(config.databaseUrl);
    run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--file', path.join(out, databaseFile), '--dbname', target.url],
      'pg_dump',
      target.env,
    );
    fs.chmodSync(path.join(out, databaseFile), FILE_MODE);
  } else {
    databaseFile = 'database.pglite.tar.gz';
    const database = await openPglite(path.join(config.dataDir, 'db'));
    try {
      if (database.kind !== 'pglite') throw new Error('unreachable');
      const dump = await database.client.dumpDataDir('gzip');
      await fsp.writeFile(path.join(out, databaseFile), Buffer.from(await dump.arrayBuffer()), { mode: FILE_MODE });
    } finally {
      await database.close();
    }
  }
  const storage = opts.storage ?? createStorage(config);
  const list: BackupFile[] = [];
  const skipped: string[] = [];
  for await (const key of storage.keys()) {
    const rel = path.posix.join('media', key);
    const target = path.join(out, rel);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
    try {
      await pipeline(await storage.stream(key), fs.createWriteStream(target, { mode: FILE_MODE }));
    } catch (err) {
      // Deleted between the listing and the read (a course saved meanwhile): not part of this backup.
      if (!(err instanceof StorageNotFoundError)) throw err;
      await fsp.rm(target, { force: true });
      skipped.push(key);
      continue;
    }
    list.push(await describeFile(out, rel));
  }
  const manifest: Manifest = {
    format: 2,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    databaseFile: await describeFile(out, databaseFile),
    media: { files: list.length, bytes: list.reduce((n, f) => n + f.bytes, 0), list, skipped },
  };
  await fsp.writeFile(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2), { mode: FILE_MODE });
  return manifest;
}

/** Reads the manifest and checks every file it names (present, same size, same SHA-256); throws a sentence saying what is wrong. */
async function checkedManifest(config: Config, from: string): Promise<Manifest> {
  const manifestFile = path.join(from, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} is not a Sewee backup (no ${MANIFEST}).`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${manifestFile} cannot be read: the backup is damaged. Nothing was changed.`);
  }
  if (manifest.format !== 2 || !manifest.databaseFile?.path || !Array.isArray(manifest.media?.list))
    throw new Error(`${manifestFile} is not a backup this version can restore (format ${String(manifest.format)}). Nothing was changed.`);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new Error(
      `This backup is of ${manifest.database === 'postgres' ? 'a PostgreSQL' : 'an embedded'} database; this server uses ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded one'}.`,
    );
  }
  for (const expected of [manifest.databaseFile, ...manifest.media.list]) {
    const inside = path.resolve(from, expected.path);
    if (!inside.startsWith(path.resolve(from) + path.sep))
      throw new Error(`The backup names a file outside its folder (${expected.path}).`);
    if (!fs.existsSync(inside)) throw new Error(`The backup is incomplete: ${expected.path} is missing. Nothing was changed.`);
    const found = await describeFile(from, expected.path);
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256)
      throw new Error(`The backup is damaged: ${expected.path} is not the file that was backed up. Nothing was changed.`);
  }
  return manifest;
}

/** PostgreSQL: refuses while any app process is connected to the database (restore replaces what it reads). */
async function refuseWhileAppConnected(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE $1`,
      [APP_CONNECTIONS],
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new Error(
        `Sewee is still connected to this database (${rows[0]!.n} connection${rows[0]!.n === 1 ? '' : 's'}). Stop every app process, then restore. Nothing was changed.`,
      );
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore -- DIR`: replaces the database and the media with the backup's. Stop every app
 * process first. The whole backup is checked before anything is touched; media go back first (an
 * extra file harms nothing), the database last. The embedded database is restored into a new folder
 * and swapped in by a rename (a failure leaves the old one as it was); PostgreSQL's objects are
 * dropped and restored in one transaction (pg_restore --clean --single-transaction).
 */
export async function restore(config: Config, from: string, opts: { storage?: Storage } = {}): Promise<Manifest> {
  const manifest = await checkedManifest(config, from);
  if (config.databaseUrl) await refuseWhileAppConnected(config.databaseUrl);
  const dir = path.join(config.dataDir, 'db');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const release = config.databaseUrl ? () => undefined : lockEmbedded(dir);
  try {
    const storage = opts.storage ?? createStorage(config);
    for (const file of manifest.media.list) {
      const key = file.path.split('/').slice(1).join('/');
      await storage.put(key, fs.createReadStream(path.join(from, file.path)) as Readable);
    }
    if (config.databaseUrl) {
      const target = libpqTarget(config.databaseUrl);
      run(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--single-transaction',
          '--dbname',
          target.url,
          path.join(from, manifest.databaseFile.path),
        ],
        'pg_restore',
        target.env,
      );
    } else {
      const restoring = `${dir}.restoring`;
      const aside = `${dir}.before-restore`;
      fs.rmSync(restoring, { recursive: true, force: true });
      try {
        const dump = fs.readFileSync(path.join(from, manifest.databaseFile.path));
        zlib.gunzipSync(dump); // a damaged archive fails here, not inside PGlite's loader
        const blob = new Blob([dump]);
        const client = await PGlite.create(restoring, { loadDataDir: blob });
        await client.query('SELECT 1');
        await client.close();
      } catch (err) {
        fs.rmSync(restoring, { recursive: true, force: true });
        throw new Error(`The database in the backup could not be restored (${(err as Error).message}); the current one is unchanged.`);
      }
      fs.rmSync(aside, { recursive: true, force: true });
      if (fs.existsSync(dir)) fs.renameSync(dir, aside);
      fs.renameSync(restoring, dir);
      fs.rmSync(aside, { recursive: true, force: true });
    }
  } finally {
    release();
  }
  return manifest;
}
