/**
 * Guest pages as HTML (issue 19, docs/decisions/029-guest-pages-as-html.md). Built by Vite as a
 * Node module (`vite build --ssr`, scripts/build.mjs) into apps/web/dist-ssr:
 *   - at build time, scripts/prerender.mjs renders PRERENDERED in every language to
 *     dist-ssr/prerender.json (pages without data: the same HTML for every guest);
 *   - per request, the server (apps/server/src/plugins/guest-html.ts) renders /courses from the
 *     cached first page of the catalogue, and writes the query data beside it (dehydrate) for the
 *     browser's hydrateRoot.
 * Only guests get this HTML: a signed-in visitor's page is the empty shell, as before.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { CatalogList } from '@sewee/shared';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sewee/shared/locales';
import { AppTree } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadPages } from './app/router';
import { coursesQuery } from './features/catalog/api/get-courses';
import { DEFAULT_SORT, toCatalogQuery } from './features/catalog/filters';
import { authQueryKey } from './lib/auth/check-auth';
import { setRenderCurrency } from './lib/format';
import { i18n, setLocale } from './lib/i18n';

export { LOCALES };

/** Rendered once per language at build: they hold no data, so every guest gets the same HTML. */
export const PRERENDERED = ['/', '/about-us', '/contact-us', '/sewee-login', '/login', '/sewee-signup', '/signup'] as const;
/** Rendered per request from data (the catalogue's first page). */
export const PER_REQUEST = ['/courses'] as const;

/** The All Courses query a guest's first view makes (no filter, the default sort): its first page is rendered. */
export const defaultCoursesKey = () => coursesQuery(toCatalogQuery({}, DEFAULT_SORT, '')).queryKey;

let ready: Promise<void> | undefined;
/** Loads every guest page's code and every language's strings for them (once). */
export function prepare(): Promise<void> {
  ready ??= (async () => {
    for (const path of [...PRERENDERED, ...PER_REQUEST]) await preloadPages(path);
    // setLocale loads each registered namespace's catalogue in that language; they stay in the store.
    for (const locale of LOCALES) await setLocale(locale, { remember: false });
    await setLocale(DEFAULT_LOCALE, { remember: false });
  })();
  return ready;
}

export interface RenderInput {
  path: string;
  locale: Locale;
  /** PAYMENT_CURRENCY: prices are drawn in it (the browser reads it from the page's meta). */
  currency: string;
  /** /courses: the catalogue's first page, as GET /api/student/course/get?sortBy=…&limit=12 answers. */
  courses?: CatalogList;
}

export interface Rendered {
  /** The root element's inner HTML. */
  html: string;
  /** TanStack Query's dehydrated state for the page's data, or null when it has none. */
  state: unknown;
}

// i18next and the currency are module state: renders take turns (each is a few milliseconds).
let turn: Promise<unknown> = Promise.resolve();

/** The HTML of a guest page, in `locale`, for an anonymous visitor. */
export function render(input: RenderInput): Promise<Rendered> {
  const run = async (): Promise<Rendered> => {
    await prepare();
    await i18n.changeLanguage(input.locale);
    setRenderCurrency(input.currency);
    const client = createQueryClient();
    client.setQueryData(authQueryKey, null); // a guest: the page the server sends says so too
    if (input.courses) client.setQueryData(defaultCoursesKey(), { pages: [input.courses], pageParams: [1] });
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.path}>{children}</StaticRouter>;
    const html = renderToString(
      <StrictMode>
        <AppTree client={client} router={Router} />
      </StrictMode>,
    );
    return { html, state: input.courses ? dehydrate(client, { shouldDehydrateQuery: (q) => q.queryKey[0] === 'catalog' }) : null };
  };
  const result = turn.then(run);
  turn = result.catch(() => undefined);
  return result;
}
