import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailJobs } from '../../db/schema';

export type MailJobRow = typeof mailJobs.$inferSelect;
/** What a queued mail holds: which template, for whom, about what. Never its text. */
export type MailJob = Pick<typeof mailJobs.$inferInsert, 'template' | 'to' | 'userId' | 'refId' | 'language'>;

/** The mail outbox (mailer.ts): one row per mail, from recorded to sent, skipped or given up. */
export const mailJobsRepo = {
  insert: async (db: DbOrTx, job: MailJob) => {
    await db.insert(mailJobs).values(job);
  },

  /** Jobs finished (sent, skipped or failed) more than `days` ago; pending ones stay. Returns how many went. */
  async deleteFinishedBefore(db: DbOrTx, days: number): Promise<number> {
    const gone = await db
      .delete(mailJobs)
      .where(
        and(inArray(mailJobs.status, ['sent', 'skipped', 'failed']), lt(mailJobs.createdAt, sql`now() - make_interval(days => ${days})`)),
      )
      .returning({ id: mailJobs.id });
    return gone.length;
  },

  /** The oldest pending job no one holds, held for two minutes and counted as one more attempt. */
  async claim(db: DbOrTx): Promise<MailJobRow | undefined> {
    // Take one job at a time; another process skips it while it is held.
    const [job] = await db
      .update(mailJobs)
      .set({ lockedUntil: sql`now() + interval '2 minutes'`, attempts: sql`${mailJobs.attempts} + 1` })
      .where(
        eq(
          mailJobs.id,
          sql`(SELECT id FROM ${mailJobs} WHERE ${and(
            eq(mailJobs.status, 'pending'),
            or(isNull(mailJobs.lockedUntil), lt(mailJobs.lockedUntil, sql`now()`)),
          )} ORDER BY ${asc(mailJobs.createdAt)} LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    return job;
  },

  /**
   * A job is done: its mail went out, or its template had nothing to send. A skipped job forgets its
   * address: it may be one no account owns (forgot-password queues whatever was typed).
   */
  finish: async (db: DbOrTx, id: string, status: 'sent' | 'skipped') => {
    await db
      .update(mailJobs)
      .set({ status, sentAt: new Date(), lockedUntil: null, lastError: null, ...(status === 'skipped' ? { to: '' } : {}) })
      .where(eq(mailJobs.id, id));
  },

  /** A delivery failed: tried again after a minute, or given up for good (`failed`). */
  fail: async (db: DbOrTx, id: string, status: 'pending' | 'failed', lastError: string) => {
    await db
      .update(mailJobs)
      .set({
        status,
        lastError,
        // Back off: the timer retries it after a minute.
        lockedUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(mailJobs.id, id));
  },
};
