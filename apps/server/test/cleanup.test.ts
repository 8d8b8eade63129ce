import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs, oneTimeTokens, rateLimits, sessions } from '../src/db/schema';
import { LOCKS } from '../src/db/locks';
import { CLEANUP_CRON, cleanup, RETENTION, scheduleCleanup } from '../src/modules/maintenance/cleanup';
import { JobQueue } from '../src/platform/jobs/queue';
import { createTestApp, type TestApp } from './helpers/app';
import { verifiedStudent } from './helpers/client';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await verifiedStudent(t)).user._id;
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const DAY = 86_400_000;

/** Rows and files of every kind cleanup looks at: `old` ones it must remove, `keep` ones it must not. */
async function seed(tag: string) {
  const db = t.ctx.db;
  await db.insert(rateLimits).values([
    { key: `${tag}:old`, windowStart: ago(2 * DAY), count: 3 },
    { key: `${tag}:keep`, windowStart: ago(60_000), count: 3 },
  ]);
  await db.insert(sessions).values([
    { tokenHash: `${tag}-expired`, userId, expiresAt: ago(1000) },
    { tokenHash: `${tag}-live`, userId, expiresAt: new Date(Date.now() + DAY) },
  ]);
  const spentLongAgo = ago((RETENTION.tokenDays + 1) * DAY);
  await db.insert(oneTimeTokens).values([
    { userId, purpose: 'reset_password', tokenHash: `${tag}-used-old`, expiresAt: ago(1000), usedAt: spentLongAgo },
    { userId, purpose: 'reset_password', tokenHash: `${tag}-expired-old`, expiresAt: spentLongAgo },
    { userId, purpose: 'reset_password', tokenHash: `${tag}-used-recent`, expiresAt: new Date(Date.now() + DAY), usedAt: ago(60_000) },
    { userId, purpose: 'reset_password', tokenHash: `${tag}-live`, expiresAt: new Date(Date.now() + DAY) },
  ]);
  const old = ago((RETENTION.mailDays + 1) * DAY);
  await db.insert(mailJobs).values([
    { template: 'contact', to: `${tag}-sent-old@x.test`, status: 'sent', createdAt: old },
    { template: 'contact', to: `${tag}-failed-old@x.test`, status: 'failed', createdAt: old },
    { template: 'contact', to: `${tag}-skipped-old@x.test`, status: 'skipped', createdAt: old },
    { template: 'contact', to: `${tag}-sent-recent@x.test`, status: 'sent', createdAt: ago(DAY) },
    // Never delivered yet: kept however old, so no mail is lost.
    { template: 'contact', to: `${tag}-pending-old@x.test`, status: 'pending', createdAt: old, lockedUntil: ago(1000) },
  ]);
  const dir = path.join(t.dataDir, 'media', 'videos', tag);
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string, ageMs: number) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, 'x');
    const when = ago(ageMs);
    fs.utimesSync(p, when, when);
    return p;
  };
  return {
    files: {
      stalePart: file('a.mp4.0123456789ab.part', RETENTION.staleUploadMs + 60_000),
      freshPart: file('b.mp4.0123456789ab.part', 1000),
      oldMedia: file('c.mp4', 30 * DAY),
    },
  };
}

async function left(tag: string) {
  const db = t.ctx.db;
  const like = `${tag}%`;
  return {
    rateLimits: (
      await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} LIKE ${like}`)
    )
      .map((r) => r.key)
      .sort(),
    sessions: (
      await db
        .select()
        .from(sessions)
        .where(sql`${sessions.tokenHash} LIKE ${like}`)
    )
      .map((r) => r.tokenHash)
      .sort(),
    tokens: (
      await db
        .select()
        .from(oneTimeTokens)
        .where(sql`${oneTimeTokens.tokenHash} LIKE ${like}`)
    )
      .map((r) => r.tokenHash)
      .sort(),
    mail: (
      await db
        .select()
        .from(mailJobs)
        .where(sql`${mailJobs.to} LIKE ${like}`)
    )
      .map((r) => r.to)
      .sort(),
  };
}

const EXPECTED_LEFT = (tag: string) => ({
  rateLimits: [`${tag}:keep`],
  sessions: [`${tag}-live`],
  tokens: [`${tag}-live`, `${tag}-used-recent`],
  mail: [`${tag}-pending-old@x.test`, `${tag}-sent-recent@x.test`],
});

describe('cleanup', () => {
  it('removes what has run out, keeps what is live or recent, and sweeps only stale .part files', async () => {
    const { files } = await seed('one');
    const report = await cleanup(t.ctx);
    expect(report).toMatchObject({ databaseSkipped: false, partFiles: 1 });
    expect(report.rateLimits).toBeGreaterThanOrEqual(1);
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(report.tokens).toBeGreaterThanOrEqual(2);
    expect(report.mailJobs).toBeGreaterThanOrEqual(3);
    expect(await left('one')).toEqual(EXPECTED_LEFT('one'));
    expect(fs.existsSync(files.stalePart)).toBe(false);
    expect(fs.existsSync(files.freshPart)).toBe(true);
    expect(fs.existsSync(files.oldMedia)).toBe(true);
    expect((await cleanup(t.ctx)).partFiles).toBe(0);
  });

  it('a failing upload sweep is logged and does not keep the database part from running', async () => {
    await seed('broken');
    const uploads = path.join(t.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    const broken = path.join(uploads, 'broken-upload.json');
    fs.writeFileSync(broken, '{ not json');
    try {
      const report = await cleanup(t.ctx);
      expect(report).toMatchObject({ databaseSkipped: false, abandonedUploads: 0 });
      expect(await left('broken')).toEqual(EXPECTED_LEFT('broken'));
    } finally {
      fs.rmSync(broken, { force: true });
    }
  });

  it('is safe when two run at once', async () => {
    const { files } = await seed('two');
    const reports = await Promise.all([cleanup(t.ctx), cleanup(t.ctx)]);
    expect(reports.filter((r) => !r.databaseSkipped).length).toBeGreaterThanOrEqual(1);
    expect(await left('two')).toEqual(EXPECTED_LEFT('two'));
    expect(fs.existsSync(files.stalePart)).toBe(false);
    expect(fs.existsSync(files.freshPart)).toBe(true);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('leaves the database to the process that holds the cleanup lock', async () => {
    await seed('three');
    const url = ((t.ctx.database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.cleanup]);
      const report = await cleanup(t.ctx);
      expect(report.databaseSkipped).toBe(true);
      expect((await left('three')).sessions).toEqual(['three-expired', 'three-live']);
      await other.query('COMMIT');
      expect((await cleanup(t.ctx)).databaseSkipped).toBe(false);
      expect(await left('three')).toEqual(EXPECTED_LEFT('three'));
    } finally {
      await other.end();
    }
  });

  it('runs at start, schedules itself hourly on the job queue, and a queued run does the same work', async () => {
    const jobs = await JobQueue.start(t.ctx.database, t.ctx.log);
    try {
      const { files } = await seed('four');
      await scheduleCleanup(t.ctx, jobs);
      expect(await left('four')).toEqual(EXPECTED_LEFT('four'));
      expect(fs.existsSync(files.stalePart)).toBe(false);
      const schedule = await t.ctx.db.execute(sql`select cron from pgboss.schedule where name = 'cleanup'`);
      expect((schedule as unknown as { rows: unknown[] }).rows).toEqual([{ cron: CLEANUP_CRON }]);

      const later = await seed('five');
      await jobs.send('cleanup');
      // The queued run sweeps the files first, then the rows: wait for the rows.
      for (let i = 0; i < 300 && JSON.stringify(await left('five')) !== JSON.stringify(EXPECTED_LEFT('five')); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(fs.existsSync(later.files.stalePart)).toBe(false);
      expect(await left('five')).toEqual(EXPECTED_LEFT('five'));
    } finally {
      await jobs.stop(5_000);
    }
  }, 90_000);
});
