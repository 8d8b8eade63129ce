/**
 * Pages as HTML (docs/decisions/029-guest-pages-as-html.md and 034). Built by Vite as a
 * Node module (`vite build --ssr`, scripts/build.mjs) into apps/web/dist-ssr:
 *   - at build time, scripts/prerender.mjs renders PRERENDERED in every language to
 *     dist-ssr/prerender.json (pages without data: the same HTML for every guest);
 *   - per request, the server (apps/server/src/plugins/server-html.ts) renders PER_REQUEST: /courses
 *     for a guest from the cached first page of the catalogue, and a course's details for the member
 *     who opens it from their own answer of the details call. The query data is written beside the
 *     HTML (dehydrate) for the browser's hydrateRoot.
 * Every other page is the empty shell, as before.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import type { CatalogList, PublicCourse, User } from '@sewee/shared';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sewee/shared/locales';
import { AppTree } from './app/app';
import { createQueryClient } from './app/providers';
import { decideRoute } from './app/route-access';
import { ROUTES } from './app/route-table';
import { preloadPages } from './app/router';
import { coursesQuery } from './features/catalog/api/get-courses';
import { courseDetailsQuery } from './features/course/api/get-course-details';
import { DEFAULT_SORT, toCatalogQuery } from './features/catalog/filters';
import { authQueryKey } from './lib/auth/check-auth';
import { setRenderCurrency } from './lib/format';
import { i18n, setLocale } from './lib/i18n';

export { LOCALES };

/** Rendered once per language at build: they hold no data, so every guest gets the same HTML. */
export const PRERENDERED = ['/', '/about-us', '/contact-us', '/sewee-login', '/login', '/sewee-signup', '/signup'] as const;
/** Rendered per request from data: the catalogue's first page (guests), a course's details (its member). */
export const PER_REQUEST = ['/courses', '/course/details/:id'] as const;

/** The All Courses query a guest's first view makes (no filter, the default sort): its first page is rendered. */
export const defaultCoursesKey = () => coursesQuery(toCatalogQuery({}, DEFAULT_SORT, '')).queryKey;

let ready: Promise<void> | undefined;
/** Loads every guest page's code and every language's strings for them (once). */
export function prepare(): Promise<void> {
  ready ??= (async () => {
    for (const path of [...PRERENDERED, ...PER_REQUEST]) await preloadPages(path.replace(':id', 'x'));
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
  /** The signed-in member the page is for (as the page's auth block names them); none: a guest. */
  user?: User;
  /** /course/details/:id: the id as the page reads it (decoded), and the course as GET /api/student/course/get/details/:id answers `user`. */
  courseId?: string;
  details?: PublicCourse;
}

export interface Rendered {
  /** The root element's inner HTML. */
  html: string;
  /** TanStack Query's dehydrated state for the page's data, or null when it has none. */
  state: unknown;
}

// i18next and the currency are module state: renders take turns (each is a few milliseconds).
let turn: Promise<unknown> = Promise.resolve();

/**
 * The HTML of a page in `locale`, for `input.user` (a guest when none), or null when the page is
 * not for them: its route's guard would send them elsewhere, so the browser does.
 */
export function render(input: RenderInput): Promise<Rendered | null> {
  const route = ROUTES.find((r) => matchPath(r.path, input.path));
  const user = input.user ?? null;
  if (!route || decideRoute(route.kind, { isAuthenticated: user !== null, user }) !== null) return Promise.resolve(null);
  const run = async (): Promise<Rendered> => {
    await prepare();
    await i18n.changeLanguage(input.locale);
    setRenderCurrency(input.currency);
    const client = createQueryClient();
    // The auth block the server writes into the same page names the same user (or null).
    client.setQueryData(authQueryKey, user);
    if (input.courses) client.setQueryData(defaultCoursesKey(), { pages: [input.courses], pageParams: [1] });
    // Keyed by the address's id as the page asks for it (useParams), whatever its case.
    if (input.details && input.courseId) client.setQueryData(courseDetailsQuery(input.courseId).queryKey, input.details);
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.path}>{children}</StaticRouter>;
    const html = renderToString(
      <StrictMode>
        <AppTree client={client} router={Router} />
      </StrictMode>,
    );
    // The page's data, not the user: the browser reads them from the auth block.
    const data = input.courses ?? input.details;
    const shouldDehydrateQuery = (q: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
      defaultShouldDehydrateQuery(q) && q.queryKey[0] !== authQueryKey[0];
    return { html, state: data ? dehydrate(client, { shouldDehydrateQuery }) : null };
  };
  const result = turn.then(run);
  turn = result.catch(() => undefined);
  return result;
}
