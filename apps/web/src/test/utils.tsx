import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { Toaster } from 'sonner';
import type { User } from '@sewee/shared';
import { vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { authQueryKey } from '../lib/auth/check-auth';

export function makeUser(over: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '+234 800 000 0001',
    dob: '2000-01-01',
    country: 'Nigeria',
    role: 'user',
    isAdmin: false,
    isVerified: true,
    status: 'approved',
    createdAt: '2025-03-12T10:00:00.000Z',
    lastLogin: '2025-04-01T14:05:00.000Z',
    dataSaver: null,
    language: null,
    ...over,
  };
}

export function makeClient(user: User | null = null) {
  const client = createQueryClient({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  client.setQueryData(authQueryKey, user);
  return client;
}

/** Shows the current path so tests can assert where a guard or a navigation went. */
export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname}</output>;
}

interface Options {
  path?: string;
  route?: InitialEntry;
  user?: User | null;
  client?: QueryClient;
  /** Extra routes (e.g. navigation targets). */
  extra?: ReactNode;
}

/** Renders a page inside Query + Router + Toaster, with the auth state seeded (no check-auth call). */
export function renderPage(ui: ReactElement, { path = '/', route = path, user = null, client = makeClient(user), extra }: Options = {}) {
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extra}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

type Handler = (init: { method: string; body: unknown; url: string }) => { status?: number; body?: unknown; raw?: string };

/** Replaces fetch at the network boundary. Keys are "METHOD /api/path"; unknown calls answer 404. */
export function mockFetch(handlers: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.split('?')[0]}`;
    const handler = handlers[key];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!handler) return new Response(JSON.stringify({ success: false, message: `No mock for ${key}` }), { status: 404 });
    const res = handler({ method, body, url });
    const text = res.raw ?? JSON.stringify(res.body ?? {});
    return new Response(text, { status: res.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON bodies sent to one endpoint. */
export const bodiesFor = (fn: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fn.mock.calls
    .filter(([u, i]) => String(u).split('?')[0] === path && (i?.method ?? 'GET').toUpperCase() === method)
    .map(([, i]) => (typeof i?.body === 'string' ? JSON.parse(i.body) : undefined));

/** A lecture's video fields as the server sends them before its low-data ladder is ready (and no captions). */
export const NO_VIDEO_LADDER = { stream: null, dataCost: null, captions: [] } as const;
const NOT_PROCESSED = { status: 'unavailable', percent: 0, message: null } as const;

/**
 * The server's answer to a course save, as InstructorCourseResponse has it: the saved body plus
 * what the server adds (ids, instructor, date, students, each lecture's ladder and processing).
 */
export function savedCourse(body: object, over: object = {}) {
  const input = body as { curriculum?: object[]; practice?: object[] };
  return {
    instructorId: 'u1',
    instructorName: 'Ada Obi',
    date: '2025-03-12T10:00:00.000Z',
    isPublised: true,
    studentCount: 0,
    students: [],
    ...body,
    _id: 'c1',
    curriculum: (input.curriculum ?? []).map((l, i) => ({ _id: `L${i + 1}`, ...l, ...NO_VIDEO_LADDER, processing: NOT_PROCESSED })),
    // Practice pieces: what the body sent, with ids.
    practice: (input.practice ?? []).map((p, i) => ({ _id: `P${i + 1}`, required: false, ...p })),
    ...over,
  };
}
