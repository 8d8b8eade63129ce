import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isDatabaseUnavailable } from '../../db/errors';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The public catalogue list, serialized once and kept compressed, for a few seconds. */
export interface CachedList {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Each app process keeps its own cache with a short expiry, so several processes stay nearly in step
 * (docs/decisions/030-past-one-machine.md) (CATALOGUE_CACHE_SECONDS, default 5). A
 * course saved or deleted through this process clears it at once (`invalidate`); another process
 * sees the change within the expiry, and student counts may lag by as much. Each app has its own
 * (AppContext.catalogueCache), so every test app starts empty. While the database cannot be
 * reached, an expired list is served as it last was rather than a 503 (the catalogue stays browsable).
 */
const MAX_KEYS = 256;

/** The serialized list with its gzip and brotli forms. */
export async function compressList(text: string): Promise<CachedList> {
  const json = Buffer.from(text);
  const [gz, br] = await Promise.all([
    gzip(json, { level: 6 }),
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return { json, gzip: gz, br };
}

interface Entry {
  at: number;
  generation: number;
  value: Promise<CachedList>;
}

export class CatalogueCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  private readonly listeners: (() => Promise<void>)[] = [];

  /** Forget every cached list (call after a course is created, edited or deleted); other processes are told too. */
  invalidate() {
    this.clear();
    for (const announce of this.listeners) void announce();
  }

  /** Forget every cached list of this process only (another process announced a change). */
  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Treat every cached list as expired: the next request reads the database again, yet while the
   * database cannot be reached the last list is still served (the LISTEN connection dropped, so a
   * change may have been missed; an outage must not empty the catalogue).
   */
  expire() {
    for (const entry of this.entries.values()) entry.at = -Infinity;
  }

  /** `announce` runs after each invalidate (cross-process.ts tells the other processes). */
  onInvalidate(announce: () => Promise<void>) {
    this.listeners.push(announce);
  }

  /** The cached list for `key`, built by `load` (once, however many requests wait for it). */
  get(key: string, load: () => Promise<string>): Promise<CachedList> {
    const now = Date.now();
    const hit = this.entries.get(key);
    const current = hit && hit.generation === this.generation ? hit : undefined;
    if (current && now - current.at < this.ttlMs) return current.value;
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
    const value = (async () => {
      let text: string;
      try {
        text = await load();
      } catch (err) {
        if (!current || !isDatabaseUnavailable(err)) throw err;
        this.entries.set(key, current); // still expired: the next request tries the database again
        return current.value;
      }
      return compressList(text);
    })();
    const entry = { at: now, generation: this.generation, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
