import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { BackoffRule } from './rate-limit';

type CounterRow = { count: number; retry: number };
const firstRow = (rows: unknown) => (rows as { rows: CounterRow[] }).rows[0];

/** The rate-limit counters (rate-limit.ts), one row per key: a rule's name and its subject. */
export const rateLimitsRepo = {
  /** Counts one attempt in the fixed window of `key`, starting a new window once the last has ended. */
  async countInWindow(db: DbOrTx, key: string, windowSeconds: number): Promise<{ count: number; retry: number }> {
    const window = `${windowSeconds} seconds`;
    const rows = await db.execute<CounterRow>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE rate_limits.window_start END
      RETURNING count, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())))::int AS retry`);
    const row = firstRow(rows)!;
    return { count: Number(row.count), retry: Number(row.retry) };
  },

  /**
   * Counts one try of `key` under a backoff rule unless the rule says to wait; `counted` says which,
   * `retry` the seconds left to wait. One statement, so concurrent tries are counted in turn.
   */
  async countUnlessWaiting(db: DbOrTx, key: string, rule: BackoffRule): Promise<(CounterRow & { counted: boolean }) | undefined> {
    const forget = `${rule.forgetSeconds} seconds`;
    // When the previous try may next be followed, from the row as it stands.
    const waitUntil = (count: unknown, start: unknown) =>
      sql`${start} + LEAST(${rule.maxDelaySeconds}, ${rule.firstDelaySeconds} * power(2, GREATEST(${count} - ${rule.free}, 0))) * interval '1 second'`;
    const allowed = sql`(rate_limits.count < ${rule.free} OR now() >= ${waitUntil(sql`rate_limits.count`, sql`rate_limits.window_start`)})`;
    const forgotten = sql`rate_limits.window_start <= now() - ${forget}::interval`;
    // window_start holds the time of the last counted try; a refused try changes nothing.
    const rows = await db.execute<CounterRow & { counted: boolean }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${forgotten} THEN 1 WHEN ${allowed} THEN rate_limits.count + 1 ELSE rate_limits.count END,
        window_start = CASE WHEN ${forgotten} OR ${allowed} THEN now() ELSE rate_limits.window_start END
      RETURNING window_start = now() AS counted,
        CEIL(EXTRACT(EPOCH FROM (${waitUntil(sql`count`, sql`window_start`)} - now())))::int AS retry`);
    return firstRow(rows) as (CounterRow & { counted: boolean }) | undefined;
  },

  refund: async (db: DbOrTx, key: string) => {
    await db.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key}`);
  },

  remove: async (db: DbOrTx, key: string) => {
    await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  },

  /** Drops windows that started more than a day ago; returns how many. */
  async deleteOlderThanADay(db: DbOrTx): Promise<number> {
    const gone = await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
      .returning({ key: rateLimits.key });
    return gone.length;
  },
};
