import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type QueuePolicy } from 'pg-boss';
import type { Database } from '../../db/client';

export interface HandleOptions {
  concurrency?: number;
  /** 'stately' with a singletonKey on each job: at most one queued and one running job per key. */
  policy?: QueuePolicy;
  /** How long a job may run before it is failed (and retried). */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * A running job proves it is alive this often; one whose process died (killed, power cut) is
   * failed and retried once it misses it, instead of waiting for its expiry.
   */
  heartbeatSeconds?: number;
}

/**
 * Background work recorded in the database before it runs, so no job is lost when a process stops
 * (docs/decisions/007-background-jobs-pg-boss.md), on pg-boss in the app's own
 * database: the embedded PGlite through pg-boss's PGlite backend, PostgreSQL through a small pool of
 * its own. pg-boss keeps its tables in the `pgboss` schema and migrates them itself at start. With
 * several app processes on one PostgreSQL, each job, and each scheduled run, is done by one of them.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async start(database: Database, log: FastifyBaseLogger): Promise<JobQueue> {
    const boss = new PgBoss({
      ...(database.kind === 'pglite'
        ? { db: fromPglite(database.client), backend: 'pglite' as const }
        : { connectionString: database.url, max: 2, application_name: 'sewee-jobs' }),
      // Expiry and missed heartbeats are found by this pass: every 15 s, so a job of a process that
      // died is retried within a heartbeat and a pass (the default, 60 s, kept a video waiting).
      monitorIntervalSeconds: 15,
      superviseIntervalSeconds: 15,
    });
    // pg-boss reports what goes wrong in its own timers (a dropped connection, a failed poll) as events.
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, log);
  }

  /**
   * Runs `work` for each job sent to `name`, `concurrency` at a time in this process (default one);
   * a job whose work throws is retried. `signal` aborts when the queue stops under a running job;
   * `lastAttempt` says no retry follows if this one throws, so the work can record that it gave up.
   * The queue's options apply when it is first created.
   */
  async handle<T extends object>(
    name: string,
    work: (data: T, attempt: { signal: AbortSignal; lastAttempt: boolean }) => Promise<void>,
    opts: HandleOptions = {},
  ): Promise<void> {
    const { concurrency = 1, ...queue } = opts;
    await this.boss.createQueue(name, { retryLimit: 3, retryDelay: 30, retryBackoff: true, ...queue });
    const options = { localConcurrency: concurrency, includeMetadata: true } as const;
    await this.boss.work<T, unknown, typeof options>(name, options, async ([job]) => {
      const lastAttempt = job!.retryCount >= job!.retryLimit;
      try {
        await work(job!.data, { signal: job!.signal, lastAttempt });
      } catch (err) {
        this.log.error(
          { err, queue: name, job: job!.id },
          lastAttempt ? 'background job failed, for the last time' : 'background job failed; it will be retried',
        );
        throw err;
      }
    });
  }

  /** Runs `work` on the cron schedule `cron` (UTC), once per occurrence across every app process. */
  async every(name: string, cron: string, work: () => Promise<void>): Promise<void> {
    await this.handle(name, () => work());
    await this.boss.schedule(name, cron);
  }

  /** Records a job for `name`; it runs as soon as a worker is free, in this process or another. */
  async send(name: string, data: object = {}, opts: { singletonKey?: string } = {}): Promise<string | null> {
    return this.boss.send(name, data, opts);
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running to finish. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
