import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AFTER_PAINT_ATTR, SSR_STATE_ID, type CatalogList, type Locale, type PublicCourse, type User } from '@sewee/shared';
import { AppError } from '../lib/app-error';
import type { CachedList } from '../modules/catalog/list-cache';
import type { UserRow } from '../modules/users/repository';
import { presentUser } from '../modules/users/present';

/**
 * Pages as HTML (docs/decisions/029-guest-pages-as-html.md and
 * 034-member-details-and-hydration-in-pieces.md). The web build writes apps/web/dist-ssr:
 * `prerender.json` (the static guest pages, rendered at build time in every language, keyed `<locale>
 * <path>`) and `entry-server.js` (the app as a Node module), which renders per request /courses for a
 * guest, from the catalogue's cached first page, and a course's details for a signed-in member, from
 * the same answer the API gives them. Every other page, and any page for a visitor it is not for, is
 * the empty shell, as before.
 */
export interface ServerHtml {
  /**
   * The root's inner HTML for `pathname` in `locale`, with the query state it was drawn from, for
   * `user` (null: an anonymous visitor); null: not a page the server draws for this visitor.
   */
  render(pathname: string, search: string, locale: Locale, user?: UserRow | null): Promise<Rendered | null>;
}

interface ServerEntry {
  render(input: {
    path: string;
    locale: Locale;
    currency: string;
    courses?: CatalogList;
    user?: User;
    courseId?: string;
    details?: PublicCourse;
  }): Promise<Rendered | null>;
}

/** Where the SSR build lives beside the web build (apps/web/dist -> apps/web/dist-ssr). */
export const ssrDirOf = (webDist: string) => path.join(webDist, '..', 'dist-ssr');

/**
 * How long a page waits for its data (/courses' first page, a course's details) before sending the
 * shell (the browser then asks itself). The shell is no faster for a reader with JavaScript: its page
 * waits for the same answer from the same database, after its code. For a reader without JavaScript
 * it is a blank page. So the wait covers a busy moment (150 ms did not: a fresh server transcoding the
 * demo videos sent the shell now and then) and gives up only on a database that is really stuck.
 */
export const GUEST_DATA_WAIT_MS = 1000;

/** Query parameters that change what /courses lists: with any of them the browser draws the page. */
const LIST_PARAMS = ['q', 'category', 'level', 'primaryLanguage', 'sortBy', 'page', 'limit'];

type Rendered = { html: string; state: unknown };

/** A course's details page (route-table.ts '/course/details/:id'): drawn for the member who opens it. */
const COURSE_DETAILS = /^\/course\/details\/([^/]+)$/;

/** `work`'s answer, or null when it takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The pages the web build can render, or null when it rendered none (an API-only server, a build
 * without dist-ssr): then every page is the shell.
 */
export function loadServerHtml(
  ssrDir: string | null,
  data: {
    currency: string;
    coursesFirstPage: () => Promise<CachedList>;
    /** GET /api/student/course/get/details/:courseId's `data` for `viewer`, as the API serializes it. */
    courseDetails?: (viewer: UserRow, courseId: string) => Promise<PublicCourse>;
    waitMs?: number;
  },
): ServerHtml | null {
  if (!ssrDir) return null;
  const manifest = path.join(ssrDir, 'prerender.json');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(manifest) || !fs.existsSync(entryFile)) return null;
  const prerendered = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  const waitMs = data.waitMs ?? GUEST_DATA_WAIT_MS;
  // Loaded on the first page it renders per request, not at start: the server renderer and the app's code cost heap.
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
      const rendering = loadEntry().then(async (e) => {
        const rendered = await e.render({ path: '/courses', locale, currency: data.currency, courses });
        if (!rendered) throw new Error('the web build did not render /courses for a guest');
        return rendered;
      });
      byLocale.set(locale, (page = rendering));
      rendering.catch(() => {
        if (byLocale.get(locale) === rendering) byLocale.delete(locale);
      });
    }
    return page;
  };
  /** A course's details for a member: their own answer (enrolment, application, videos), never cached. */
  const memberPage = async (page: string, locale: Locale, user: UserRow): Promise<Rendered | null> => {
    const match = page.match(COURSE_DETAILS);
    // An unverified member is sent on by the page's guard (the entry checks it too): no query for them.
    if (!match?.[1] || !data.courseDetails || !user.isVerified) return null;
    let courseId: string;
    try {
      courseId = decodeURIComponent(match[1]);
    } catch {
      return null; // a malformed address: the browser's page says the course was not found
    }
    // The database gets GUEST_DATA_WAIT_MS, as for /courses: a slow answer sends the shell.
    const details = await within(
      data.courseDetails(user, courseId).catch((err: unknown) => {
        // An unknown or withdrawn course: the browser draws the page that says so.
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }),
      waitMs,
    );
    if (!details) return null;
    return (await loadEntry()).render({ path: page, locale, currency: data.currency, user: presentUser(user), courseId, details });
  };
  return {
    async render(pathname, search, locale, user = null) {
      const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (user) return memberPage(page, locale, user);
      const pre = prerendered[`${locale} ${page}`];
      // A static page's query string (?next= on the login) changes nothing the server draws.
      if (pre !== undefined) return { html: pre, state: null };
      if (page !== '/courses') return null;
      // The default list only: a filtered, sorted, paged or searched address is drawn by the browser.
      // Other parameters (?utm_source=, ?fbclid=) change nothing the list shows.
      const params = new URLSearchParams(search);
      if (LIST_PARAMS.some((p) => params.has(p))) return null;
      // The database gets GUEST_DATA_WAIT_MS: a slow first page sends the shell rather than a late page.
      const list = await within(data.coursesFirstPage(), waitMs);
      return list ? draw(list, locale) : null;
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
export function withServerHtml(indexHtml: string, rendered: { html: string; state: unknown }): string {
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
