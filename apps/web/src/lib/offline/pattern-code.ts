import type { PatternDesign } from '@sewee/shared/pattern-designs';
import { PATTERN_CODE_CACHE } from './caches';

/** Written by the build (pwa.ts PATTERN_CODE_LIST): each design's code files. */
const LIST_URL = '/pattern-code.json';

/**
 * Keeps a design's drawing code (its FreeSewing chunk, FreeSewing's core, pdf-lib) in the worker's
 * PATTERN_CODE_CACHE, so a downloaded pattern lesson drafts and makes its PDF offline. Only the files
 * not kept yet are fetched; files of an older version of the app are dropped. Without a list (the
 * dev server, no service worker) there is nothing to keep. Throws when the network fails.
 */
export async function keepPatternCode(design: PatternDesign): Promise<void> {
  if (typeof caches === 'undefined') return;
  const res = await fetch(LIST_URL, { cache: 'no-cache' });
  if (!res.ok) return;
  const lists = (await res.json()) as Partial<Record<PatternDesign, string[]>>;
  const cache = await caches.open(PATTERN_CODE_CACHE);
  const current = new Set(Object.values(lists).flat());
  for (const req of await cache.keys()) if (!current.has(new URL(req.url).pathname)) await cache.delete(req);
  const kept = await Promise.all((lists[design] ?? []).map(async (url) => ((await cache.match(url)) ? null : url)));
  await cache.addAll(kept.filter((u): u is string => !!u));
}
