import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_ATTR, AUTH_BLOCK_ID, SSR_STATE_ID } from '@sewee/shared/constants';
import { ROUTES } from '../app/route-table';
import { openingFromBuild, openingPageScript, preloadRoutes, startOpeningPage, type BuiltChunk, type OpeningTable } from './opening-page';

const TABLE: OpeningTable = [
  ['^(?:/courses/?)$', ['/assets/courses.js'], { path: '/api/student/course/get?sortBy=x&limit=12', who: 'guest', unfiltered: true }],
  ['^(?:/course/details/([^/]+)/?)$', ['/assets/details.js'], { path: '/api/student/course/get/details/$1', who: 'member' }],
  ['^(?:/)$', ['/assets/home.js']],
];
const LANGUAGES = { fr: ['/assets/common.fr.js'] };

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
let fetchMock: ReturnType<typeof vi.fn>;

function open(path: string, { user = null as object | null, rendered = false, lang = 'en' } = {}) {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = lang;
  document.head.innerHTML = `<script type="application/json" id="${AUTH_BLOCK_ID}">${JSON.stringify(user)}</script>${
    rendered ? `<script type="application/json" id="${SSR_STATE_ID}">{}</script>` : ''
  }`;
}

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{"data":[]}')));
  vi.stubGlobal('fetch', fetchMock);
  delete (window as { __SEWEE_EARLY__?: unknown }).__SEWEE_EARLY__;
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  // Test files share one document (vitest isolate: false): leave no data block or language behind.
  document.head.innerHTML = '';
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('data-ssr');
  sessionStorage.clear();
  delete (window as { __SEWEE_EARLY__?: unknown }).__SEWEE_EARLY__;
});

describe('the preload table from the route table', () => {
  it('groups the preloaded routes and puts $1 where the path has its parameter', () => {
    const routes = preloadRoutes(ROUTES);
    const courses = routes.find(([pattern]) => new RegExp(pattern).test('/courses'))!;
    expect(courses[1]).toBe('src/features/catalog/pages/courses-page.tsx');
    // The catalogue's first page, the same URL the page asks for.
    expect(courses[2]).toMatchObject({ path: '/api/student/course/get?sortBy=price-lowtohigh&limit=12', who: 'guest' });
    const details = routes.find(([pattern]) => new RegExp(pattern).test('/course/details/abc'))!;
    expect(details[2]!.path).toBe('/api/student/course/get/details/$1');
    const login = routes.find(([pattern]) => new RegExp(pattern).test('/sewee-login'))!;
    expect(new RegExp(login[0]).test('/login')).toBe(true);
  });

  it('refuses a preloaded route with two parameters', () => {
    expect(() => preloadRoutes([{ path: '/a/:x/:y', kind: 'public', layout: 'site', page: 'p', component: 'P', preload: true }])).toThrow(
      /at most one parameter/,
    );
  });
});

describe('the table from the build', () => {
  /** A chunk for every preloaded page (the build has one each), the catalogue's with imports of its own. */
  function build(): BuiltChunk[] {
    const pages = preloadRoutes(ROUTES).map(([, page], i) => ({
      fileName: `assets/page-${i}.js`,
      facadeModuleId: `/w/apps/web/${page}`,
      imports: ['assets/app-1.js'],
    }));
    const courses = pages.find((c) => c.facadeModuleId.endsWith('/courses-page.tsx'))!;
    courses.imports = ['assets/app-1.js', 'assets/card.js'];
    // Built on Windows: the module ids use backslashes.
    courses.facadeModuleId = courses.facadeModuleId.replace(/\//g, '\\');
    return [
      { fileName: 'assets/app-1.js', facadeModuleId: '/w/apps/web/src/main.tsx', imports: [] },
      ...pages,
      { fileName: 'assets/card.js', facadeModuleId: null, imports: ['assets/shared.js', 'assets/app-1.js'] },
      { fileName: 'assets/shared.js', facadeModuleId: null, imports: ['assets/card.js'] },
      { fileName: 'assets/common.fr-9.js', facadeModuleId: '/w/apps/web/src/lib/locales/common.fr.ts', imports: [] },
      { fileName: 'assets/site.fr-3.js', facadeModuleId: '/w/apps/web/src/lib/locales/site.fr.ts', imports: [] },
      { fileName: 'assets/common.ar-4.js', facadeModuleId: '/w/apps/web/src/lib/locales/common.ar.ts', imports: [] },
    ];
  }
  const html = '<head><script type="module" crossorigin src="/assets/app-1.js"></script></head>';

  it("names each preloaded page's chunk with all it imports, less what the HTML loads anyway", () => {
    const { table } = openingFromBuild(ROUTES, build(), html);
    expect(table).toHaveLength(preloadRoutes(ROUTES).length);
    const courses = table.find(([pattern]) => new RegExp(pattern).test('/courses'))!;
    expect(courses[1]).toEqual([expect.stringMatching(/^\/assets\/page-\d+\.js$/), '/assets/card.js', '/assets/shared.js']);
    expect(courses[2]).toMatchObject({ who: 'guest', unfiltered: true });
    for (const [, files] of table) expect(files).not.toContain('/assets/app-1.js');
  });

  it("gathers each language's strings, and refuses a build without a preloaded page's chunk", () => {
    expect(openingFromBuild(ROUTES, build(), html).languages).toEqual({
      fr: ['/assets/common.fr-9.js', '/assets/site.fr-3.js'],
      ar: ['/assets/common.ar-4.js'],
    });
    const missing = build().filter((c) => !c.facadeModuleId?.endsWith('login-page.tsx'));
    expect(() => openingFromBuild(ROUTES, missing, html)).toThrow(/no chunk for src\/features\/account\/pages\/login-page\.tsx/);
  });
});

describe('startOpeningPage', () => {
  it("a guest on /courses: the page's code, the reader's strings and the catalogue's first page start at once", () => {
    open('/courses', { lang: 'fr' });
    startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
    expect(preloads()).toEqual(['/assets/common.fr.js', '/assets/courses.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')!.hasAttribute('fetchpriority')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/student/course/get?sortBy=x&limit=12');
    expect(Object.keys(window.__SEWEE_EARLY__!)).toEqual(['/api/student/course/get?sortBy=x&limit=12']);
  });

  it('a page the server rendered with its data: its code only once the page has painted, no early GET', async () => {
    open('/courses', { rendered: true });
    document.documentElement.setAttribute('data-ssr', '');
    const inert = document.createElement('script');
    inert.type = 'text/plain';
    inert.setAttribute(AFTER_PAINT_ATTR, '/assets/app.js');
    document.body.appendChild(inert);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
      // Nothing is asked for before the first frame...
      expect(preloads()).toEqual([]);
      expect(document.head.querySelector('script[type="module"]')).toBeNull();
      // (This runtime reports no paints: the frame after the first one stands for "painted".)
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      expect(frames).toHaveLength(2);
      frames[1]!(0);
      // ...nor during it: only after it has been painted.
      expect(preloads()).toEqual([]);
      await new Promise((r) => setTimeout(r, 0));
      expect(preloads()).toEqual(['/assets/courses.js']);
      const module = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
      expect(module.getAttribute('src')).toBe('/assets/app.js');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      inert.remove();
      document.documentElement.removeAttribute('data-ssr');
    }
  });

  it("where the browser reports paints, a server-rendered page's code waits for its first contentful paint", async () => {
    open('/courses', { rendered: true });
    document.documentElement.setAttribute('data-ssr', '');
    let report: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void) | undefined;
    const disconnect = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: typeof report) {
        report = cb;
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
      await new Promise((r) => setTimeout(r, 0));
      report!({ getEntriesByName: () => [] }, { disconnect });
      expect(preloads()).toEqual([]);
      report!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      expect(preloads()).toEqual(['/assets/courses.js']);
    } finally {
      document.documentElement.removeAttribute('data-ssr');
    }
  });

  it('a server-rendered page opened in a background tab loads its code at once (no paint to wait for)', async () => {
    open('/courses', { rendered: true });
    document.documentElement.setAttribute('data-ssr', '');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    try {
      startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
      await new Promise((r) => setTimeout(r, 0));
      expect(frame).not.toHaveBeenCalled();
      expect(preloads()).toEqual(['/assets/courses.js']);
    } finally {
      document.documentElement.removeAttribute('data-ssr');
    }
  });

  it('only for the visitor the page is for, and only the default query', () => {
    open('/courses', { user: { _id: 'u1' } });
    startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
    open('/courses?category=beading');
    startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
    open('/courses');
    sessionStorage.setItem('filters', '{"level":["beginner"]}');
    startOpeningPage(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fills the path's parameter into a member's early GET", () => {
    open('/course/details/c42', { user: { _id: 'u1' } });
    startOpeningPage(TABLE, [], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/student/course/get/details/c42');
  });

  it('runs as the inline script the build writes (self-contained once serialized)', () => {
    open('/courses');
    const script = openingPageScript(TABLE, ['filters'], AUTH_BLOCK_ID, LANGUAGES, SSR_STATE_ID, AFTER_PAINT_ATTR);
    expect(script).toMatch(/^<script>\(function startOpeningPage|^<script>\(function/);
    const body = script.replace(/^<script>/, '').replace(/<\/script>$/, '');
    new Function(body)();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(['/assets/courses.js']);
  });
});
