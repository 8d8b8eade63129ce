/**
 * The page's boot code (kept out of vite.config.ts, which holds only configuration):
 * the table of pages whose code the HTML fetches at once, by path, and the inline script that uses it.
 * vite.config.ts (routePreload) fills the table with the built chunk names (openingFromBuild) and writes
 * the script into index.html; the server allows it in the Content-Security-Policy by its hash (its text never changes
 * after the build). Tested in opening-page.test.ts.
 *
 * Lazy pages whose chunks the HTML asks for at once, by path, in parallel with the first chunk,
 * instead of one round trip after it has run (~150-300 ms of LCP on slow 4G): the routes marked
 * `preload` in src/app/route-table.ts. A page missing here only loses the head start. Kept to the
 * pages people land on from outside (every entry adds its file list to every HTML response).
 * An entry may also name the GET its page makes first (`early`), which the HTML then starts too, but
 * only for the visitor the page is for (`who`: a guest page redirects members away, and the reverse)
 * and, with `unfiltered`, only when neither the URL nor sessionStorage holds catalogue filters (the
 * default query). lib/api-client.ts uses such a response once instead of asking again; if the page
 * asks for something else, it is simply not used. `firstImage` names the list whose first item's
 * `image` is the page's first picture (the catalogue's first cover, its LCP element): it is preloaded
 * as soon as the answer is in, instead of after the app has rendered it. A page the server rendered
 * with its data (SSR_STATE_ID) needs neither: its HTML already holds both.
 */
import type { EarlyGet, RouteEntry } from '../app/route-table';

/** A preloaded route: [path regex, page module under apps/web (src/…), early GET with `$1` for the path's parameter]. */
export type PreloadRoute = [pattern: string, page: string, early?: EarlyGet];
/** What the inline script receives: [path regex, files to modulepreload, early GET]. */
export type OpeningTable = Array<[pattern: string, files: string[], early?: EarlyGet]>;

/** The route table's preloaded routes, grouped by page and early GET. */
export function preloadRoutes(routes: readonly RouteEntry[]): PreloadRoute[] {
  const groups = new Map<string, { paths: string[]; page: string; early?: EarlyGet }>();
  for (const route of routes) {
    if (!route.preload) continue;
    const key = JSON.stringify([route.page, route.early]);
    const group = groups.get(key) ?? { paths: [], page: route.page, early: route.early };
    group.paths.push(route.path);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ paths, page, early }) => {
    // startOpeningPage fills in one parameter ($1): a route with more, or grouped with others, cannot say which.
    const params = paths.join('').match(/:[A-Za-z]+/g) ?? [];
    if (params.length > 1) throw new Error(`route-preload: ${paths.join(', ')}: at most one parameter for a preloaded route`);
    const alternatives = paths.map((p) => (p === '/' ? '/' : `${p.replace(/:[A-Za-z]+/, '([^/]+)')}/?`));
    const pattern = `^(?:${alternatives.join('|')})$`;
    const earlyGet = early && { ...early, path: params[0] ? early.path.replace(params[0], () => '$1') : early.path };
    return [pattern, `src/${page}.tsx`, earlyGet];
  });
}

/** A chunk of the build, as far as the table needs it (Rolldown's output chunk fits). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The inline script's table and languages from the build: each preloaded route's page chunk with
 * every chunk it imports, less what `html` loads anyway (its module scripts); and, per language, the
 * chunks of the shell's strings (src/lib/locales/<name>.<lang>.ts).
 */
export function openingFromBuild(
  routes: readonly RouteEntry[],
  chunks: readonly BuiltChunk[],
  html: string,
): { table: OpeningTable; languages: Record<string, string[]> } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const facade = (c: BuiltChunk) => c.facadeModuleId?.replace(/\\/g, '/');
  const initial = new Set([...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((m) => m[1]!));
  const table: OpeningTable = preloadRoutes(routes).map(([pattern, page, early]) => {
    const chunk = chunks.find((c) => facade(c)?.endsWith(`/${page}`));
    if (!chunk) throw new Error(`route-preload: no chunk for ${page}`);
    const files = new Set<string>();
    const add = (name: string) => {
      if (initial.has(name) || files.has(name)) return;
      files.add(name);
      byFile.get(name)?.imports.forEach(add);
    };
    add(chunk.fileName);
    return [pattern, [...files].map((f) => `/${f}`), early];
  });
  const languages: Record<string, string[]> = {};
  for (const c of chunks) {
    const m = facade(c)?.match(/\/src\/lib\/locales\/[\w-]+\.(\w+)\.ts$/);
    if (m) (languages[m[1]!] ??= []).push(`/${c.fileName}`);
  }
  return { table, languages };
}

/**
 * Runs inline in the page's <head> (serialized with toString, so plain browser code only, nothing
 * from outside its body): preloads the opening page's chunks and may start its first GET. The server
 * writes the session's user into a JSON data block before it (apps/server indexWithAuth). A failed
 * early GET resolves to null: the app then asks itself.
 */
export function startOpeningPage(
  table: OpeningTable,
  storageKeys: string[],
  authBlockId: string,
  languages: Record<string, string[]>,
  ssrStateId: string,
  afterPaintAttr: string,
) {
  const w = window as Window & { __SEWEE_EARLY__?: Record<string, Promise<Response | null>> };
  // A page the server rendered (`data-ssr`) is readable without its code: its code is asked
  // for once the page has painted, so that on a slow link the stylesheet and the first images do not
  // share the line with ~70 KB of JavaScript. The server wrote its module scripts as inert elements
  // naming their address (afterPaintAttr); the chunks below wait with them.
  const afterPaint = document.documentElement.hasAttribute('data-ssr');
  const later: string[] = [];
  const preload = (f: string) => {
    if (afterPaint) return void later.push(f);
    const l = document.createElement('link');
    l.rel = 'modulepreload';
    l.crossOrigin = '';
    l.href = f;
    document.head.appendChild(l);
  };
  if (afterPaint) {
    const load = () => {
      for (const inert of document.querySelectorAll(`script[${afterPaintAttr}]`)) {
        const s = document.createElement('script');
        s.type = 'module';
        s.crossOrigin = '';
        s.src = inert.getAttribute(afterPaintAttr)!;
        document.head.appendChild(s);
      }
      for (const f of later) {
        const l = document.createElement('link');
        l.rel = 'modulepreload';
        l.crossOrigin = '';
        l.href = f;
        document.head.appendChild(l);
      }
    };
    // "Painted" is the browser's own first-contentful-paint entry, reported once the frame is on
    // screen (a frame callback runs before the frame is even drawn, so code asked for from it could
    // still race the paint). Without paint timing, two frames later. A tab opened in the background
    // (or a prerender) paints nothing until it is shown: it has no paint to protect, so it loads at
    // once (once this script has listed them). The inert scripts are parsed by then (DOMContentLoaded).
    // A paint never reported (nothing contentful on the page) still gets its code after 10 s.
    let loaded = false;
    const once = () => {
      if (loaded) return;
      loaded = true;
      load();
    };
    const painted = () => {
      if (document.visibilityState !== 'visible') return void setTimeout(once, 0);
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
        return void requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        once();
      }).observe({ type: 'paint', buffered: true });
      setTimeout(once, 10_000);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', painted);
    else painted();
  }
  // The shell's strings in the language the server chose (<html lang>), fetched with the first chunk
  // rather than after it has run; English has none to fetch.
  for (const f of languages[document.documentElement.lang] ?? []) preload(f);
  let signedIn = false;
  try {
    signedIn = !!JSON.parse(document.getElementById(authBlockId)?.textContent || 'null');
  } catch {
    // An unreadable block counts as anonymous here; the app then checks the session itself.
  }
  // The server rendered this page with its data: no early GET, no image preload.
  const rendered = !!document.getElementById(ssrStateId);
  const unfiltered = () => {
    try {
      return !location.search && storageKeys.every((k) => sessionStorage.getItem(k) === null);
    } catch {
      return false;
    }
  };
  for (const [pattern, files, early] of table) {
    const m = location.pathname.match(new RegExp(pattern));
    if (!m) continue;
    for (const f of files) preload(f);
    if (early && !rendered && (early.who === 'member') === signedIn && (!early.unfiltered || unfiltered())) {
      const url = early.path.replace('$1', m[1] ?? '');
      const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => null);
      w.__SEWEE_EARLY__ = { [url]: response };
      const list = early.firstImage;
      if (list) {
        void response
          .then((r) => (r && r.ok ? r.clone().json() : null))
          .then((body: Record<string, Array<{ image?: unknown }>> | null) => {
            const src = body?.[list]?.[0]?.image;
            if (typeof src !== 'string' || !src) return;
            const l = document.createElement('link');
            l.rel = 'preload';
            l.as = 'image';
            l.href = src;
            l.setAttribute('fetchpriority', 'high');
            document.head.appendChild(l);
          })
          .catch(() => undefined);
      }
    }
    return;
  }
}

/** The inline `<script>` that calls startOpeningPage with the build's table (vite.config.ts writes it into index.html). */
export function openingPageScript(
  table: OpeningTable,
  storageKeys: string[],
  authBlockId: string,
  languages: Record<string, string[]>,
  ssrStateId: string,
  afterPaintAttr: string,
): string {
  const args = [table, storageKeys, authBlockId, languages, ssrStateId, afterPaintAttr].map((a) => JSON.stringify(a)).join(',');
  return `<script>(${startOpeningPage.toString()})(${args})</script>`;
}
