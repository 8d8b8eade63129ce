import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueueCount } from '../../platform/metrics/metrics';

export const healthRepo = {
  /**
   * Jobs by queue and state, from pg-boss's own table (the `pgboss` schema, made when the job queue
   * first starts); none before that. Every process reads the same shared queue.
   */
  async jobCounts(db: Db): Promise<QueueCount[]> {
    const res = await db.execute<{ queue: string; state: string; count: number }>(
      sql`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM pgboss.job GROUP BY name, state`,
    );
    return (res as unknown as { rows: QueueCount[] }).rows;
  },
};
