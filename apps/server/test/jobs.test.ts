import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { JobQueue } from '../src/platform/jobs/queue';
import { freshDatabase } from './helpers/app';
import { eventually } from './helpers/eventually';

// pg-boss on the project's database: PGlite's backend in the pglite project, a pool on PostgreSQL in the other.
let database: Database;
let queue: JobQueue;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await freshDatabase();
  queue = await JobQueue.start(database, log);
}, 120_000);
afterAll(async () => {
  await queue?.stop(5_000);
  await database?.close();
});

describe('the job queue (pg-boss 12)', () => {
  it('runs a job sent to a queue, with its data, once', async () => {
    const seen: { n: number }[] = [];
    await queue.handle<{ n: number }>('test-echo', async (data) => {
      seen.push(data);
    });
    const id = await queue.send('test-echo', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await eventually(() => seen.length === 1);
    // Its state is in the database, beside the app's own tables.
    const rows = await eventually(async () => {
      const r = await database.db.execute(`select state from pgboss.job where id = '${id}'` as never);
      const list = (r as unknown as { rows: { state: string }[] }).rows;
      return list[0]?.state === 'completed' ? list : null;
    });
    expect(rows).toEqual([{ state: 'completed' }]);
    expect(seen).toEqual([{ n: 7 }]);
  }, 60_000);

  it('keeps a job whose work throws, for a retry, instead of losing it', async () => {
    let tries = 0;
    await queue.handle('test-fails', async () => {
      tries += 1;
      throw new Error('the disk is full');
    });
    const id = await queue.send('test-fails');
    await eventually(() => tries >= 1);
    const state = await eventually(async () => {
      const r = await database.db.execute(`select state, retry_count from pgboss.job where id = '${id}'` as never);
      const row = (r as unknown as { rows: { state: string }[] }).rows[0];
      return row && row.state !== 'active' ? row.state : null;
    });
    expect(state).toBe('retry');
  }, 60_000);

  it('tells the work which attempt is the last, so it can record that it gave up', async () => {
    const attempts: boolean[] = [];
    await queue.handle(
      'test-last-attempt',
      async (_data, { lastAttempt }) => {
        attempts.push(lastAttempt);
        throw new Error('still failing');
      },
      { retryLimit: 1, retryDelay: 1, retryBackoff: false },
    );
    await queue.send('test-last-attempt');
    await eventually(() => attempts.length >= 2, 45_000);
    expect(attempts).toEqual([false, true]);
  }, 60_000);

  it('records a schedule once, however many processes register it', async () => {
    await queue.every('test-nightly', '0 3 * * *', async () => undefined);
    await queue.every('test-nightly', '0 3 * * *', async () => undefined);
    const r = await database.db.execute(`select name, cron from pgboss.schedule where name = 'test-nightly'` as never);
    expect((r as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'test-nightly', cron: '0 3 * * *' }]);
  }, 60_000);
});
