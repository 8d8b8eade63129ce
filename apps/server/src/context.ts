import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogueCache } from './modules/catalog/list-cache';
import type { Mailer } from './platform/mail/mailer';
import type { RateLimiter } from './platform/security/rate-limit';
import type { Storage } from './platform/storage';
import type { Metrics } from './platform/metrics/metrics';
import type { VideoLadder } from './modules/media/ladder';
import type { findPdftoppm } from './platform/documents/pdf-page';

/** What every module's routes and services get: built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  storage: Storage;
  /** Low-data versions of uploaded videos; takes jobs once main.ts starts it with the job queue. */
  videos: VideoLadder;
  /** pdftoppm for lesson PDFs' previews, found once at start (PDFTOPPM_PATH, else the PATH), or why there is none. */
  pdftoppm: ReturnType<typeof findPdftoppm>;
  log: FastifyBaseLogger;
  /** The public catalogue list, serialized and compressed for a few seconds (modules/catalog/list-cache.ts). */
  catalogueCache: CatalogueCache;
  /** Set when a shutdown starts: /api/ready answers 503 from then on. */
  lifecycle: { shuttingDown: boolean };
  /** Prometheus metrics of this process (GET /api/metrics). */
  metrics: Metrics;
}
