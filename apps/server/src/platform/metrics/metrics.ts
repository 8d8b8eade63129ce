import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface QueueCount {
  queue: string;
  state: string;
  count: number;
}

/**
 * What /api/metrics shows Prometheus (prom-client), one registry per app so test apps in one
 * process stay apart: request durations by route, upload bytes, job queue depth and failures (read
 * from the queue's tables at each scrape, so every process reports the same, shared queue), and
 * Node's own process metrics.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly uploadBytes: Counter<'via'>;
  private queueCounts: () => Promise<QueueCount[]> = async () => [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern (not the raw URL), method and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
    this.uploadBytes = new Counter({
      name: 'sewee_upload_bytes_total',
      help: 'Bytes of media received by this process, by way (multipart form or tus).',
      labelNames: ['via'],
      registers: [this.registry],
    });
    const counts = () => this.queueCounts();
    new Gauge({
      name: 'sewee_jobs',
      help: 'Background jobs by queue and state (created, retry, active, completed, cancelled, failed), across every process.',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await counts().catch(() => [])) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
  }

  /** Where the job counts come from (the job queue's tables; none until it is started). */
  countJobsWith(fn: () => Promise<QueueCount[]>) {
    this.queueCounts = fn;
  }
}
