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
 * Design §11: an in-process cache with a short expiry (CATALOGUE_CACHE_SECONDS, default 5). A
 * course saved or deleted through this process clears it at once (`invalidateCatalogue`); another
 * process sees the change within the expiry, and student counts may lag by as much. Every app (and
 * every test app) has its own cache, keyed by its database handle. While the database cannot be
 * reached, an expired list is served as it last was rather than a 503 (the catalogue stays browsable).
 */
const MAX_KEYS = 256;

interface Cache {
  generation: number;
  entries: Map<string, { at: number; generation: number; value: Promise<CachedList> }>;
}
const caches = new WeakMap<object, Cache>();
const cacheOf = (db: object) => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { generation: 0, entries: new Map() }));
  return c;
};

/** Forget every cached list of this database (call after a course is created, edited or deleted). */
export function invalidateCatalogue(db: object) {
  const c = cacheOf(db);
  c.generation += 1;
  c.entries.clear();
}

/** The cached list for `key`, built by `load` (once, however many requests wait for it). */
export function cachedList(db: object, ttlMs: number, key: string, load: () => Promise<string>): Promise<CachedList> {
  const c = cacheOf(db);
  const now = Date.now();
  const hit = c.entries.get(key);
  const current = hit && hit.generation === c.generation ? hit : undefined;
  if (current && now - current.at < ttlMs) return current.value;
  if (c.entries.size >= MAX_KEYS) c.entries.clear();
  const value = (async () => {
    let text: string;
    try {
      text = await load();
    } catch (err) {
      if (!current || !isDatabaseUnavailable(err)) throw err;
      c.entries.set(key, current); // still expired: the next request tries the database again
      return current.value;
    }
    const json = Buffer.from(text);
    const [gz, br] = await Promise.all([
      gzip(json, { level: 6 }),
      brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    ]);
    return { json, gzip: gz, br };
  })();
  const entry = { at: now, generation: c.generation, value };
  c.entries.set(key, entry);
  value.catch(() => {
    if (c.entries.get(key) === entry) c.entries.delete(key);
  });
  return value;
}
