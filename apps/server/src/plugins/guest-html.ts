import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AFTER_PAINT_ATTR, SSR_STATE_ID, type CatalogList, type Locale } from '@sewee/shared';
import type { CachedList } from '../modules/catalog/list-cache';

/**
 * Guest pages as HTML (issue 19, docs/decisions/029-guest-pages-as-html.md). The web build writes
 * apps/web/dist-ssr: `prerender.json` (the static guest pages, rendered at build time in every
 * language, keyed `<locale> <path>`) and `entry-server.js` (the app as a Node module), which renders
 * /courses per request from the catalogue's cached first page. Only anonymous visitors get this
 * HTML (web-app.ts asks only for them): a member's page is the empty shell, as before.
 */
export interface GuestHtml {
  /** The root's inner HTML for `pathname` in `locale`, with the query state it was drawn from; null: not a rendered page. */
  render(pathname: string, search: string, locale: Locale): Promise<{ html: string; state: unknown } | null>;
}

interface ServerEntry {
  render(input: { path: string; locale: Locale; currency: string; courses?: CatalogList }): Promise<{ html: string; state: unknown }>;
}

/** Where the SSR build lives beside the web build (apps/web/dist -> apps/web/dist-ssr). */
export const ssrDirOf = (webDist: string) => path.join(webDist, '..', 'dist-ssr');

/**
 * The guest pages the web build rendered, or null when it rendered none (an API-only server, a
 * build without dist-ssr): then every page is the shell, as before issue 19.
 */
/** How long /courses waits for its first page before sending the shell (the browser then asks itself). */
export const GUEST_DATA_WAIT_MS = 150;

/** Query parameters that change what /courses lists: with any of them the browser draws the page. */
const LIST_PARAMS = ['q', 'category', 'level', 'primaryLanguage', 'sortBy', 'page', 'limit'];

type Rendered = { html: string; state: unknown };

export function loadGuestHtml(
  ssrDir: string | null,
  data: { currency: string; coursesFirstPage: () => Promise<CachedList>; waitMs?: number },
): GuestHtml | null {
  if (!ssrDir) return null;
  const manifest = path.join(ssrDir, 'prerender.json');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(manifest) || !fs.existsSync(entryFile)) return null;
  const prerendered = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  const waitMs = data.waitMs ?? GUEST_DATA_WAIT_MS;
  // Loaded on the first /courses request, not at start: the server renderer and the app's code cost heap.
  // A failed import is forgotten, so the next request tries again (under a new address: Node keeps a
  // module whose evaluation threw as failed forever).
  let entry: Promise<ServerEntry> | undefined;
  let failures = 0;
  const loadEntry = () => {
    if (!entry) {
      const url = pathToFileURL(entryFile).href + (failures ? `?retry=${failures}` : '');
      const loading = import(url) as Promise<ServerEntry>;
      entry = loading;
      loading.catch(() => {
        failures += 1;
        if (entry === loading) entry = undefined;
      });
    }
    return entry;
  };
  // /courses is drawn once per cached first page and language: the HTML lives and dies with the
  // catalogue cache's entry (a new entry after expiry or a course change is a new key).
  const drawn = new WeakMap<CachedList, Map<Locale, Promise<Rendered>>>();
  const draw = (list: CachedList, locale: Locale) => {
    let byLocale = drawn.get(list);
    if (!byLocale) drawn.set(list, (byLocale = new Map()));
    let page = byLocale.get(locale);
    if (!page) {
      const courses = JSON.parse(list.json.toString('utf8')) as CatalogList;
      const rendering = loadEntry().then((e) => e.render({ path: '/courses', locale, currency: data.currency, courses }));
      byLocale.set(locale, (page = rendering));
      rendering.catch(() => {
        if (byLocale.get(locale) === rendering) byLocale.delete(locale);
      });
    }
    return page;
  };
  return {
    async render(pathname, search, locale) {
      const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const pre = prerendered[`${locale} ${page}`];
      // A static page's query string (?next= on the login) changes nothing the server draws.
      if (pre !== undefined) return { html: pre, state: null };
      if (page !== '/courses') return null;
      // The default list only: a filtered, sorted, paged or searched address is drawn by the browser.
      // Other parameters (?utm_source=, ?fbclid=) change nothing the list shows.
      const params = new URLSearchParams(search);
      if (LIST_PARAMS.some((p) => params.has(p))) return null;
      // The database gets GUEST_DATA_WAIT_MS: a slow first page sends the shell rather than a late page.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      try {
        const list = await Promise.race([data.coursesFirstPage(), late]);
        return list ? await draw(list, locale) : null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The JSON of a data block: every `<` escaped so no value can close the element (U+2028/2029 too). */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element after a server-rendered page's root that its first paint waits for. */
const PARSED_ID = 'sewee-parsed';

/**
 * index.html with the rendered page inside `<div id="root">` and its query state in a JSON data block
 * before the first script. The page is readable before its code arrives, so its code is asked for
 * only once the page has painted: the module scripts become inert elements naming their address
 * (`<script type="text/plain" data-after-paint="…">`), and `data-ssr` on <html> tells the boot script
 * (apps/web/src/boot/opening-page.ts) to load them, and the chunks it preloads, after the first
 * paint. On a slow link the stylesheet and the first images then have the line to themselves.
 */
export function withGuestHtml(indexHtml: string, rendered: { html: string; state: unknown }): string {
  let html = indexHtml
    // No paint of a half-parsed page (a header whose text has not arrived yet, then pushed by it):
    // rendering waits until the parser has passed the page's last element (`rel="expect"`).
    .replace(/<\/head>/i, `<link rel="expect" href="#${PARSED_ID}" blocking="render"></head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${rendered.html}</div><template id="${PARSED_ID}"></template>`)
    .replace(/<html\b/i, '<html data-ssr')
    .replace(/<script type="module"([^>]*?) src="([^"]+)"/g, `<script type="text/plain"$1 ${AFTER_PAINT_ATTR}="$2"`);
  if (rendered.state !== null) {
    const block = `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(rendered.state)}</script>`;
    const at = html.search(/<script\b|<\/head>/i);
    html = at === -1 ? block + html : html.slice(0, at) + block + html.slice(at);
  }
  return html;
}
