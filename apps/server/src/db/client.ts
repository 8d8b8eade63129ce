import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The app's database, with what the job queue (platform/jobs) needs to reach the same one. */
export type Database = { db: Db; close(): Promise<void> } & (
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; url: string }
);

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
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, ...queryLogger(opts) }) as unknown as Db;
  return { kind: 'postgres', url, db, close: () => pool.end() };
}

/** PGlite from an existing instance (tests load a migrated template into memory). */
export function wrapPglite(client: PGlite, onClose?: () => void, opts: DatabaseOptions = {}): Database {
  const db = drizzlePglite({ client, schema, ...queryLogger(opts) }) as unknown as Db;
  return {
    kind: 'pglite',
    client,
    db,
    close: async () => {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database in `dir`. PGlite allows one process at a time, so a lock file holds the
 * owner's pid; a second opener gets a clear DatabaseInUseError instead of a corrupted database.
 */
export async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
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
  const client = await PGlite.create(dir);
  return wrapPglite(client, () => fs.rmSync(lock, { force: true }));
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'db'));
}
