import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SSR_STATE_ID, type CatalogList, type Locale } from '@sewee/shared';

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
export function loadGuestHtml(
  ssrDir: string | null,
  data: { currency: string; coursesFirstPage: () => Promise<CatalogList> },
): GuestHtml | null {
  if (!ssrDir) return null;
  const manifest = path.join(ssrDir, 'prerender.json');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(manifest) || !fs.existsSync(entryFile)) return null;
  const prerendered = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  // Loaded on the first /courses request, not at start: React's server renderer costs ~40 MB of heap.
  let entry: Promise<ServerEntry> | undefined;
  return {
    async render(pathname, search, locale) {
      const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const pre = prerendered[`${locale} ${page}`];
      // A static page's query string (?next= on the login) changes nothing the server draws.
      if (pre !== undefined) return { html: pre, state: null };
      // The default list only: a filtered or searched address is drawn by the browser, as before.
      if (page !== '/courses' || search !== '') return null;
      entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
      const courses = await data.coursesFirstPage();
      return (await entry).render({ path: page, locale, currency: data.currency, courses });
    },
  };
}

/** The JSON of a data block: every `<` escaped so no value can close the element (U+2028/2029 too). */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the rendered page inside `<div id="root">` and its query state in a JSON data block
 * before the first script. The page is readable before its code arrives, so the code is fetched at
 * low priority (`fetchpriority="low"`, and `data-ssr` on <html> tells the boot script to do the same
 * for the chunks it preloads): on a slow link the stylesheet and the first images come first.
 */
export function withGuestHtml(indexHtml: string, rendered: { html: string; state: unknown }): string {
  let html = indexHtml
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${rendered.html}</div>`)
    .replace(/<html\b/i, '<html data-ssr')
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
  if (rendered.state !== null) {
    const block = `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(rendered.state)}</script>`;
    const at = html.search(/<script\b|<\/head>/i);
    html = at === -1 ? block + html : html.slice(0, at) + block + html.slice(at);
  }
  return html;
}
