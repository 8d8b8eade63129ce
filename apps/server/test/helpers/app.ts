import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { loadConfig } from '../../src/config';
import { openPostgres, wrapPglite, type Database, type DatabaseOptions } from '../../src/db/client';

/**
 * A new, uniquely named database on TEST_DATABASE_URL's server (a copy of `template` if given). Its
 * name starts with the run's prefix, so the global setup's teardown drops whatever `drop` was not
 * called for (test/global-setup.ts).
 */
export async function scratchDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${inject('pgScratchPrefix')}${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string[]) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await client.connect();
    try {
      for (const statement of sql) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin([
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
    // A test database is thrown away: its commits need not wait for the disk (a crash loses nothing of value).
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  ]);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]) };
}

/**
 * A fresh copy of the migrated template database for one test file. On PostgreSQL, closing it does
 * not drop the copy: every DROP DATABASE forces a checkpoint (all dirty pages of the server to disk),
 * which cost each file seconds on a busy machine; the teardown drops them all at the end, together.
 */
export async function freshDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const scratch = await scratchDatabase(inject('pgTemplateDb'));
    const database = openPostgres(scratch.url, 5, options);
    return database;
  }
  const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: blob }), undefined, options);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole API on a fresh database and a fresh DATA_DIR, driven with `app.inject`. `webDist`: a
 * built web app to serve (none by default); `log`: where the app logs (nowhere by default);
 * `logLines`: collects every line the server's own logger writes (at LOG_LEVEL) instead.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  dbOptions: DatabaseOptions = {},
  { webDist = null, log, logLines }: { webDist?: string | null; log?: FastifyBaseLogger; logLines?: string[] } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env });
  const database = await freshDatabase(dbOptions);
  const logger =
    log ??
    (logLines && createLogger(config.logLevel, new Writable({ write: (chunk, _enc, done) => done(void logLines.push(String(chunk))) })));
  const { app, ctx, settled } = await buildApp(config, { database, webDist, ...(logger ? { log: logger } : { logger: false }) });
  await app.ready();
  return {
    app,
    ctx,
    settled,
    config,
    dataDir,
    /** As main.ts shuts down: stop taking requests, let running handlers finish, close the database. */
    async close() {
      await app.close();
      await settled(10_000);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
