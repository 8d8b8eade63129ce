// Its own module: the web's first chunk needs it, not the rest of localize.ts.
import type { Locale } from '../locales';

/**
 * The best of `LOCALES` for an Accept-Language header (`fr-SN,fr;q=0.9,en;q=0.8`) or a list such as
 * navigator.languages; undefined when none of them is one Sewee speaks.
 */
export function negotiateLocale(accepted: string | readonly string[] | undefined, supported: readonly Locale[]): Locale | undefined {
  if (!accepted) return undefined;
  const ranges =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part, i) => {
            const [tag = '', ...rest] = part.trim().split(';');
            const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
          })
          .filter((r) => r.tag && r.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.i - b.i)
          .map((r) => r.tag)
      : accepted;
  for (const tag of ranges) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const hit = supported.find((l) => l === primary);
    if (hit) return hit;
  }
  return undefined;
}
