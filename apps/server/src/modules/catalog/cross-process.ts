import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';
import type { CatalogueCache } from './list-cache';
import { catalogRepo } from './repository';

/** The PostgreSQL channel a saved or deleted course is announced on. */
export const CATALOGUE_CHANNEL = 'sewee_catalogue';
const RECONNECT_MS = { first: 500, max: 10_000 };
/** A `SELECT 1` this often on the LISTEN connection; no answer within the timeout means it is dead (a silent network drop). */
export const HEARTBEAT_MS = { every: 15_000, timeout: 5_000 };

/**
 * Keeps every process's catalogue cache in step on one PostgreSQL (LISTEN/NOTIFY): a course saved
 * through one process clears the cached list in all of them within a round trip. Each process
 * holds one connection of its own for LISTEN; when it drops, and again once it is back, every cached
 * list is expired (a change may have been missed) but kept for a database outage (list-cache.ts), and
 * it reconnects with backoff. The
 * embedded PGlite needs none of this: it allows one process.
 */
export class CatalogueChanges {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly cache: CatalogueCache,
    private readonly log: FastifyBaseLogger,
  ) {
    // Every local invalidation (a course saved or deleted here) is announced to the other processes.
    cache.onInvalidate(() => this.announce());
  }

  /** Tells every process that the catalogue changed; never throws. */
  private async announce() {
    await catalogRepo.notify(this.db, CATALOGUE_CHANNEL).catch((err) => this.log.warn({ err }, 'could not announce a catalogue change'));
  }

  async start(delay = RECONNECT_MS.first): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'sewee-catalogue-listen',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let connected = false;
    const again = () => {
      if (this.stopped || this.client !== client) return;
      this.client = undefined;
      clearInterval(this.heartbeat);
      this.cache.expire();
      client.end().catch(() => undefined);
      // After a connection that worked, the next attempt starts from the first delay again.
      const wait = connected ? RECONNECT_MS.first : delay;
      this.retry = setTimeout(() => void this.start(connected ? RECONNECT_MS.first : Math.min(delay * 2, RECONNECT_MS.max)), wait);
    };
    client.on('error', (err) => {
      this.log.warn({ err }, 'catalogue change listener lost its connection; reconnecting');
      again();
    });
    client.on('end', again);
    client.on('notification', (msg) => {
      if (msg.channel === CATALOGUE_CHANNEL) this.cache.clear();
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      connected = true;
      this.cache.expire(); // anything announced while not listening
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => void this.beat(client, again), HEARTBEAT_MS.every);
      this.heartbeat.unref();
    } catch (err) {
      this.log.warn({ err }, 'catalogue change listener could not connect; retrying');
      again();
    }
  }

  /** One heartbeat: a connection that does not answer in time is given up and made again. */
  private async beat(client: pg.Client, again: () => void) {
    if (this.client !== client) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${HEARTBEAT_MS.timeout} ms`)), HEARTBEAT_MS.timeout);
    });
    try {
      await Promise.race([client.query('SELECT 1'), late]);
    } catch (err) {
      this.log.warn({ err }, 'catalogue change listener stopped answering; reconnecting');
      again();
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
