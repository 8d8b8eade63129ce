/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { AUTH_BLOCK_ID, STORAGE_KEYS } from '../../packages/shared/src/constants.ts';
import { ROUTES, type EarlyGet, type RouteEntry } from './src/app/route-table.ts';
import { pwa } from './pwa.ts';

/**
 * Every module the first page needs (the entry's static import closure) goes into one chunk.
 * Left to itself the bundler splits them into ~6 files by which lazy pages share them; each file
 * is compressed on its own, so together they cost ~2 KB more gzip and five more requests on a
 * slow link. Lazy pages import what they need from that chunk.
 */
function firstViewChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'sewee:first-view-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length) {
        const id = stack.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        // An icon barrel imports every icon: follow it only to the icons the app's own modules import.
        if (/[\\/]lucide-react[\\/]/.test(id)) continue;
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const e of entries) closure.delete(e);
    },
  };
  return { plugin, has: (id) => closure.has(id) };
}
const firstView = firstViewChunk();

/**
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
 * as soon as the answer is in, instead of after the app has rendered it.
 */
type PreloadRoute = [pattern: string, page: string, early?: EarlyGet];

/** The route table's preloaded routes as [regex, page file, early GET with `$1` for the path's parameter]. */
function preloadRoutes(): PreloadRoute[] {
  const groups = new Map<string, { paths: string[]; page: string; early?: EarlyGet }>();
  for (const route of ROUTES as readonly RouteEntry[]) {
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
    return [pattern, `src/features/${page}.tsx`, earlyGet];
  });
}

type Table = Array<[pattern: string, files: string[], early?: EarlyGet]>;

/**
 * Runs inline in the page's <head> (serialized with toString, so plain browser code only): preloads
 * the opening page's chunks and may start its first GET. The server writes the session's user into a
 * JSON data block before it (apps/server indexWithAuth). A failed early GET resolves to null: the app
 * then asks itself. Its text never changes after the build, so the server allows it in the
 * Content-Security-Policy by its hash.
 */
function startOpeningPage(table: Table, storageKeys: string[], authBlockId: string, languages: Record<string, string[]>) {
  const w = window as Window & { __SEWEE_EARLY__?: Record<string, Promise<Response | null>> };
  // The shell's strings in the language the server chose (<html lang>), fetched with the first chunk
  // rather than after it has run; English has none to fetch.
  for (const f of languages[document.documentElement.lang] ?? []) {
    const l = document.createElement('link');
    l.rel = 'modulepreload';
    l.crossOrigin = '';
    l.href = f;
    document.head.appendChild(l);
  }
  let signedIn = false;
  try {
    signedIn = !!JSON.parse(document.getElementById(authBlockId)?.textContent || 'null');
  } catch {
    // An unreadable block counts as anonymous here; the app then checks the session itself.
  }
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
    for (const f of files) {
      const l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = f;
      document.head.appendChild(l);
    }
    if (early && (early.who === 'member') === signedIn && (!early.unfiltered || unfiltered())) {
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

function routePreload(): Plugin {
  return {
    name: 'sewee:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // What the HTML loads anyway.
        const initial = new Set([...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((m) => m[1]!));
        const table: Table = [];
        for (const [pattern, page, early] of preloadRoutes()) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${page}`));
          if (!chunk) throw new Error(`route-preload: no chunk for ${page}`);
          const files = new Set<string>();
          const add = (name: string) => {
            if (initial.has(name) || files.has(name)) return;
            files.add(name);
            const c = bundle[name];
            if (c?.type === 'chunk') c.imports.forEach(add);
          };
          add(chunk.fileName);
          table.push([pattern, [...files].map((f) => `/${f}`), early]);
        }
        const storageKeys = [STORAGE_KEYS.filters, STORAGE_KEYS.category];
        // The first view's translations (the shell's catalogues in src/lib/locales), per language.
        const languages: Record<string, string[]> = {};
        for (const c of chunks) {
          const m = c.facadeModuleId?.replace(/\\/g, '/').match(/\/src\/lib\/locales\/[\w-]+\.(\w+)\.ts$/);
          if (m) (languages[m[1]!] ??= []).push(`/${c.fileName}`);
        }
        const script = `<script>(${startOpeningPage.toString()})(${JSON.stringify(table)},${JSON.stringify(storageKeys)},${JSON.stringify(AUTH_BLOCK_ID)},${JSON.stringify(languages)})</script>`;
        return html.replace(/<script type="module"/, `${script}\n    <script type="module"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstView.plugin, routePreload(), ...pwa()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app targets supports <link rel="modulepreload">: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: (id) => firstView.has(id), priority: 10 }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    pool: 'threads',
    isolate: false,
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
