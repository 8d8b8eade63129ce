import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one call: Fastify validates params, query and body with them and serializes the answer through `response`. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The successful answer: the server serializes through it, the web parses with it (outside production). */
  response: z.ZodType;
}

/**
 * One API call, described once (packages/shared/src/api): the server registers its route from it
 * and the web's api-client builds the URL from it and checks the answer with the same schemas.
 * `path` is the full path, `/api` included, so grepping a URL finds its description, its handler and
 * its caller. The schemas are behind `schemas()`, a dynamic import: the web reads method and path
 * without loading zod, which its first pages are built to do without (docs/decisions/001).
 */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, S extends EndpointSchemas = EndpointSchemas> {
  method: M;
  /** Full path with `:name` placeholders, e.g. `/api/instructor/course/get/details/:courseId`. */
  path: P;
  /** The status of a successful answer (200 unless said). */
  status?: 200 | 201 | 202;
  schemas: () => Promise<S>;
}

interface Route {
  method: HttpMethod;
  path: string;
  status?: 200 | 201 | 202;
}

/**
 * A module's calls: `routes` says each call's method, path and status; `load` imports the module's
 * `*.schemas.ts`, which exports each call's schemas under the same name (the types check that every
 * route has its schemas).
 */
export function defineApi<const R extends Record<string, Route>, S extends { [K in keyof R]: EndpointSchemas }>(
  load: () => Promise<S>,
  routes: R,
): { [K in keyof R]: Endpoint<R[K]['method'], R[K]['path'], S[K]> } {
  const api = {} as Record<string, Endpoint>;
  for (const [name, r] of Object.entries(routes)) api[name] = { ...r, schemas: () => load().then((s) => s[name]!) };
  return api as { [K in keyof R]: Endpoint<R[K]['method'], R[K]['path'], S[K]> };
}

/** The schemas of an endpoint. */
export type SchemasOf<E extends Endpoint> = Awaited<ReturnType<E['schemas']>>;
type Slot<E extends Endpoint, K extends keyof EndpointSchemas> = K extends keyof SchemasOf<E> ? NonNullable<SchemasOf<E>[K]> : never;
type Has<E extends Endpoint, K extends keyof EndpointSchemas> = [Slot<E, K>] extends [never] ? false : true;
type InputOf<E extends Endpoint, K extends keyof EndpointSchemas> = Slot<E, K> extends z.ZodType ? z.input<Slot<E, K>> : never;

/** What a caller passes: `params` when the path has placeholders, `query` and `body` when the call takes them. */
export type EndpointInput<E extends Endpoint> = (Has<E, 'params'> extends true
  ? { params: InputOf<E, 'params'> }
  : { params?: undefined }) &
  (Has<E, 'query'> extends true ? { query?: InputOf<E, 'query'> } : { query?: undefined }) &
  (Has<E, 'body'> extends true ? { body: InputOf<E, 'body'> } : { body?: undefined });

/** The parsed answer of a call. */
export type EndpointOutput<E extends Endpoint> = z.output<SchemasOf<E>['response']>;

/**
 * The path with each `:name` replaced by its value, percent-encoded. A placeholder without a value
 * is a programming error, so it throws rather than calling a wrong URL.
 */
export function endpointPath(path: string, params?: Record<string, string | number | boolean> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
