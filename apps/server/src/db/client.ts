import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pidAlive } from '../lib/lock-file';
import { schema } from './schema';

/** The app's PostgreSQL connections carry names starting so (restore refuses while any is connected). */
export const APP_CONNECTION = 'sewee-app';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A round trip to the database and nothing else: it rejects when the database cannot answer. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The app's database, with what the job queue (platform/jobs) needs to reach the same one. */
export type Database = {
  db: Db;
  /**
   * Runs `fn` while no other Sewee process on this database runs its own `exclusive` (migrations and
   * demo seeding at start). PGlite needs nothing more: its lock file already allows one process.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
} & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string });

/**
 * A connection attempt to an unreachable PostgreSQL fails after this instead of hanging; pg-pool
 * applies it to the wait for a free pooled connection too, so an overloaded pool answers 503 as well.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** How long a start waits for another process's migrations before giving up with a message. */
export const STARTUP_LOCK_TIMEOUT_MS = 5 * 60_000;
/** pg_advisory_lock key of the start-up work; any fixed number no other tool on the database uses. */
const STARTUP_LOCK_KEY = 5_730_113_001;

export class DatabaseInUseError extends Error {}

export interface DatabaseOptions {
  /**
   * Called with the text of every statement Drizzle sends (transactions included; PGlite's own
   * BEGIN/COMMIT are not seen). For tests that hold a call to a query budget; unset in the app.
   */
  onQuery?: (sql: string) => void;
}

const queryLogger = (opts: DatabaseOptions) => (opts.onQuery ? { logger: { logQuery: (sql: string) => opts.onQuery!(sql) } } : {});

/** PostgreSQL through `pg`. */
export function openPostgres(url: string, poolSize = 10, opts: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: APP_CONNECTION,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, ...queryLogger(opts) }) as unknown as Db;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query(`SET lock_timeout = ${STARTUP_LOCK_TIMEOUT_MS}`);
      await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await fn();
    } finally {
      // Ending the session is what releases the lock, whatever state fn left it in.
      holder.release(true);
    }
  };
  return { kind: 'postgres', url, db, exclusive, close: () => pool.end() };
}

/** PGlite from an existing instance (tests load a migrated template into memory). */
export function wrapPglite(client: PGlite, onClose?: () => void, opts: DatabaseOptions = {}): Database {
  const db = drizzlePglite({ client, schema, ...queryLogger(opts) }) as unknown as Db;
  return {
    kind: 'pglite',
    client,
    db,
    exclusive: (fn) => fn(),
    close: async () => {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

/**
 * Takes the lock file of the embedded database in `dir` for this process and returns its release.
 * PGlite allows one process at a time, so the file holds the owner's pid; a second opener gets a
 * clear DatabaseInUseError instead of a corrupted database. A dead owner's lock is taken over.
 */
export function lockEmbedded(dir: string): () => void {
  const lock = path.join(dir, '..', `${path.basename(dir)}.lock`);
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(lock, 'utf8'));
    if (owner && owner !== process.pid && pidAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by another process (pid ${owner}). Stop the Sewee server first, then run this again.`,
      );
    }
    fs.writeFileSync(lock, String(process.pid));
  }
  return () => fs.rmSync(lock, { force: true });
}

/** The embedded database in `dir`, held by this process (lockEmbedded) until it is closed. */
export async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const release = lockEmbedded(dir);
  const client = await PGlite.create(dir);
  return wrapPglite(client, release);
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'db'));
}
