import type { PatternDesign } from '@sewee/shared/pattern-designs';
import { PATTERN_CODE_CACHE } from './caches';

/** Written by the build (pwa.ts PATTERN_CODE_LIST): each design's code files and their size as sent. */
const LIST_URL = '/pattern-code.json';
type CodeLists = Partial<Record<PatternDesign, Array<{ url: string; bytes: number }>>>;

async function codeLists(): Promise<CodeLists | null> {
  const res = await fetch(LIST_URL, { cache: 'no-cache' });
  return res.ok ? ((await res.json()) as CodeLists) : null;
}

/** What keeping these designs' code costs, for the download's size (0 where the build wrote no list, or it cannot be read). */
export async function patternCodeBytes(designs: Iterable<PatternDesign>): Promise<number> {
  const lists = await codeLists().catch(() => null);
  if (!lists) return 0;
  // Designs share FreeSewing's core: each file counted once.
  const files = new Map<string, number>();
  for (const d of designs) for (const f of lists[d] ?? []) files.set(f.url, f.bytes);
  return [...files.values()].reduce((n, b) => n + b, 0);
}

/**
 * Keeps a design's drawing code (its FreeSewing chunk and FreeSewing's core) in the worker's
 * PATTERN_CODE_CACHE, so a downloaded pattern lesson drafts and makes its PDF offline. Only the files
 * not kept yet are fetched; files of an older version of the app are dropped. Without a list (the
 * dev server, no service worker) there is nothing to keep. Throws when the network fails.
 */
export async function keepPatternCode(design: PatternDesign): Promise<void> {
  if (typeof caches === 'undefined') return;
  const lists = await codeLists();
  if (!lists) return;
  const cache = await caches.open(PATTERN_CODE_CACHE);
  const current = new Set(Object.values(lists).flatMap((l) => l.map((f) => f.url)));
  for (const req of await cache.keys()) if (!current.has(new URL(req.url).pathname)) await cache.delete(req);
  const kept = await Promise.all((lists[design] ?? []).map(async ({ url }) => ((await cache.match(url)) ? null : url)));
  await cache.addAll(kept.filter((u): u is string => !!u));
}
