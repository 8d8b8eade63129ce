import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, wrapPglite, type Database } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { scratchDatabase } from './helpers/app';

/**
 * Migrations that change rows, run on a database that already holds rows from before them: the
 * migrations folder is cut back to the ones before `tag`, rows are written, then the real folder
 * runs the rest, as an upgrade of a running school would.
 */
async function databaseBefore(tag: string): Promise<{ database: Database; upgrade: () => Promise<void> }> {
  const folder = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut, `migration ${tag} exists`).toBeGreaterThan(0);
  const older = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-migrations-'));
  fs.cpSync(folder, older, { recursive: true });
  fs.writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

  let database: Database;
  let drop = async () => {};
  if (process.env.TEST_DB_KIND === 'postgres') {
    const scratch = await scratchDatabase();
    database = openPostgres(scratch.url, 2);
    drop = scratch.drop;
  } else {
    database = wrapPglite(await PGlite.create());
  }
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: older });
  else await migratePg(database.db as never, { migrationsFolder: older });
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
    fs.rmSync(older, { recursive: true, force: true });
  };
  return { database, upgrade: () => migrate(database) };
}

/** A student (Awa, ...0001), an instructor (Tutor, ...0002) and his course (Crochet, ...00c1), as rows of the older schema. */
async function awaAndCrochet(db: Database['db']) {
  await db.execute(sql`INSERT INTO users (id, name, email, password_hash) VALUES
    ('00000000-0000-4000-8000-000000000001', 'Awa', 'awa@example.com', 'x'),
    ('00000000-0000-4000-8000-000000000002', 'Tutor', 'tutor@example.com', 'x')`);
  await db.execute(sql`INSERT INTO courses (id, instructor_id, instructor_name, title, category, level, primary_language, subtitle, description, pricing_cents, objectives, welcome_message, image)
    VALUES ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000002', 'Tutor', 'Crochet', 'crochet', 'beginner', 'english', 's', 'd', 500, 'o', 'w', 'i.png')`);
}

describe('0011_payments_settle_late on a database with open orders', () => {
  let database: Database;
  beforeAll(async () => {
    const before = await databaseBefore('0011_payments_settle_late');
    database = before.database;
    const db = database.db;
    await awaAndCrochet(db);
    await db.execute(sql`INSERT INTO orders (user_id, course_id, amount_cents, currency, provider, reference, order_status, created_at) VALUES
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 500, 'NGN', 'paystack', 'open-1', 'pending', now() - interval '3 days'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 500, 'NGN', 'paystack', 'paid-1', 'paid', now() - interval '3 days'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 0, 'NGN', 'free', 'free-1', 'pending', now())`);
    await before.upgrade();
  }, 120_000);
  afterAll(() => database?.close());

  it('gives every open paid-for order its first re-check, and nothing else', async () => {
    const { rows } = (await database.db.execute(
      sql`SELECT reference, next_check_at IS NOT NULL AND next_check_at <= now() AS due FROM orders ORDER BY reference`,
    )) as unknown as { rows: { reference: string; due: boolean }[] };
    expect(rows).toEqual([
      { reference: 'free-1', due: false },
      { reference: 'open-1', due: true },
      { reference: 'paid-1', due: false },
    ]);
  });
});

describe('0016_completion_kept on a database with certificates', () => {
  let database: Database;
  beforeAll(async () => {
    const before = await databaseBefore('0016_completion_kept');
    database = before.database;
    const db = database.db;
    await awaAndCrochet(db);
    await db.execute(
      sql`INSERT INTO users (id, name, email, password_hash) VALUES ('00000000-0000-4000-8000-000000000003', 'Binta', 'binta@example.com', 'x')`,
    );
    await db.execute(sql`INSERT INTO enrolments (user_id, course_id) VALUES
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1'),
      ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-0000000000c1')`);
    // Awa completed the course (and may have rewatched it since: her progress is gone); Binta has not.
    await db.execute(sql`INSERT INTO certificates (code, student_id, course_id, student_name, course_title, instructor_name, completed_at)
      VALUES ('ABCDEFGHJK', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 'Awa', 'Crochet', 'Tutor', '2026-03-04T05:06:07Z')`);
    await before.upgrade();
  }, 120_000);
  afterAll(() => database?.close());

  it("keeps the completion of every student with a certificate, dated as the certificate, and nobody else's", async () => {
    const { rows } = (await database.db.execute(
      sql`SELECT u.name, e.completed_at FROM enrolments e JOIN users u ON u.id = e.user_id ORDER BY u.name`,
    )) as unknown as { rows: { name: string; completed_at: Date | string | null }[] };
    expect(rows.map((r) => [r.name, r.completed_at && new Date(r.completed_at).toISOString()])).toEqual([
      ['Awa', '2026-03-04T05:06:07.000Z'],
      ['Binta', null],
    ]);
  });
});
