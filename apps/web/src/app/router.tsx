import { isValidElement, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { i18nReady } from '../lib/i18n';
import { AuthGate } from './auth-gate';
import { Guard } from './guard';
import { PlainLayout } from './layout/plain-layout';
import { SiteLayout } from './layout/site-layout';
import type { RouteKind } from './route-access';
import { ROUTES, type RouteEntry } from './route-table';

type Page = ComponentType & { preload: () => Promise<void> };

/** Every page module by its path under src, loaded on demand: one chunk each (route-table.ts names them). */
const PAGE_MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, ComponentType>>([
      '../features/*/pages/*.tsx',
      '!../features/*/pages/*.test.tsx',
      './pages/*.tsx',
      '!./pages/*.test.tsx',
    ]),
  ).map(([file, load]) => [file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/'), load]),
);

/**
 * A page split out of the shell, so a first visit downloads only what it shows (the HTML starts
 * loading the page it was opened on at once: vite.config.ts routePreload). Once its code is here
 * it renders directly; before that through React.lazy. That matters for the first render: React keeps
 * a Suspense fallback on screen for at least ~300 ms once it has shown one, so main.tsx loads the
 * opening page first (preloadPages) and the visitor never sees the page spinner before it.
 */
function page({ page: module, component }: RouteEntry): Page {
  const load = PAGE_MODULES[`${module}.tsx`];
  if (!load) throw new Error(`route-table: no page module src/${module}.tsx`);
  let Loaded: ComponentType | undefined;
  // The page's own strings in the reader's language (its catalogues start loading as its code runs) come before it renders.
  const preload = () =>
    load().then(async (m) => {
      await i18nReady();
      const Component = m[component];
      if (!Component) throw new Error(`route-table: src/${module}.tsx exports no ${component}`);
      Loaded = Component;
    });
  // A failed download is not cached: the error boundary's retry asks again.
  const makeLazy = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      preload().then(
        () => ({ default: Loaded! }),
        (err: unknown) => {
          Lazy = makeLazy();
          throw err;
        },
      ),
    );
  let Lazy = makeLazy();
  // Chosen once per mount: switching from Lazy to Loaded later would remount the page and lose its state.
  const Page = () => {
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct />;
    return <Lazy />;
  };
  return Object.assign(Page, { preload });
}

/** One page component per module export, shared by routes that show the same page. */
const pages = new Map<string, Page>();
const pageFor = (entry: RouteEntry) => {
  const key = `${entry.page}#${entry.component}`;
  if (!pages.has(key)) pages.set(key, page(entry));
  return pages.get(key)!;
};

const LAYOUTS: Record<RouteEntry['layout'], ReactElement> = { site: <SiteLayout />, plain: <PlainLayout /> };
const KIND_ORDER: RouteKind[] = ['public', 'guest', 'open', 'member', 'admin'];

/** The route objects of one layout: its pages grouped under the guard of their kind. */
function layoutRoutes(layout: RouteEntry['layout']): RouteObject {
  const entries: readonly RouteEntry[] = ROUTES.filter((r) => r.layout === layout);
  const children = KIND_ORDER.flatMap((kind): RouteObject[] => {
    const own = entries
      .filter((r) => r.kind === kind)
      .map((r): RouteObject => {
        const Page = pageFor(r);
        return r.path === '/' ? { index: true, element: <Page /> } : { path: r.path.slice(1), element: <Page /> };
      });
    if (!own.length) return [];
    return kind === 'public' ? own : [{ element: <Guard kind={kind} />, children: own }];
  });
  return { element: LAYOUTS[layout], children };
}

/** Every route, built from route-table.ts; unknown paths go home. */
export const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [layoutRoutes('site'), layoutRoutes('plain'), { path: '*', element: <Navigate to="/" replace /> }],
  },
];

/** Loads the code of the pages `path` shows (a failed load is left to React.lazy to report). */
export async function preloadPages(path: string): Promise<void> {
  const found = (matchRoutes(routes, path) ?? []).map(({ route }) => route.element);
  await Promise.all(
    found.map((el) => {
      const type = isValidElement(el) ? (el.type as Partial<Page>) : undefined;
      return typeof type?.preload === 'function' ? type.preload().catch(() => undefined) : undefined;
    }),
  );
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its
 * data with TanStack Query, and this keeps about 15 KB of router code off slow connections.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
