import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** Fastify's pattern, e.g. `/api/student/course/get/details/:courseId`. */
  path: string;
}

/**
 * Every route the app serves, read from Fastify's own route tree (`printRoutes`), so a test that
 * compares against it notices a new route. HEAD routes Fastify adds for GET routes are left out.
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; path: string }[] = [];
  const routes: AppRoute[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4))!;
    const segment = m[1];
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const parent = stack[stack.length - 1]?.path ?? '';
    const full = (parent + segment).replace(/\/{2,}/g, '/');
    stack.push({ depth, path: full });
    const methods = (m[2] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean) as AppRoute['method'][];
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, path: full });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const routeKey = (r: AppRoute) => `${r.method} ${r.path}`;

/** The names of a route pattern's path parameters (`:courseId` -> `courseId`; a wildcard is `*`). */
export const paramsOf = (path: string) => [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

/** The pattern with each parameter replaced by `values[name]` (already encoded by the caller). */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)|\*/g, (_all, name: string | undefined) => values[name ?? '*'] ?? '');
