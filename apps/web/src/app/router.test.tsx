import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, makeClient, makeUser } from '../test/utils';
import { AppRoutes, preloadPages, routes } from './router';
import { ROUTES } from './route-table';

// The wiring of router.tsx: each URL sits behind the guard the specification gives it.
const personas = {
  anonymous: null,
  unverified: makeUser({ isVerified: false }),
  user: makeUser(),
  admin: makeUser({ role: 'admin', isAdmin: true }),
};

const cases: Array<[url: string, anonymous: string, unverified: string, user: string, admin: string]> = [
  ['/', '/', '/', '/', '/'],
  ['/courses', '/courses', '/verify-email', '/student-home', '/dashboard'],
  ['/dashboard/courses', '/sewee-login', '/verify-email', '/dashboard/courses', '/dashboard/courses'],
  ['/course-progress/c1', '/sewee-login', '/verify-email', '/course-progress/c1', '/course-progress/c1'],
  ['/course/details/c1', '/sewee-login', '/verify-email', '/course/details/c1', '/course/details/c1'],
  ['/dashboard', '/sewee-login', '/verify-email', '/dashboard', '/dashboard'],
  ['/user-details', '/sewee-login', '/verify-email', '/dashboard', '/user-details'],
  ['/instructor', '/sewee-login', '/verify-email', '/dashboard', '/instructor'],
  ['/sewee-login', '/sewee-login', '/verify-email', '/student-home', '/dashboard'],
  ['/instructor/edit-course/c1', '/sewee-login', '/verify-email', '/dashboard', '/instructor/edit-course/c1'],
  ['/reset-password/tok', '/reset-password/tok', '/verify-email', '/student-home', '/dashboard'],
  ['/signup', '/signup', '/verify-email', '/student-home', '/dashboard'],
  // Open to all; a verified user is told so and sent on to their home.
  ['/verify-email', '/verify-email', '/verify-email', '/student-home', '/dashboard'],
  ['/no/such/page', '/', '/', '/', '/'],
];

describe('router: guards as wired', () => {
  const names = Object.keys(personas) as Array<keyof typeof personas>;
  it.each(cases.flatMap(([url, ...want]) => names.map((p, i) => ({ url, persona: p, want: want[i] }))))(
    '$persona opening $url lands on $want',
    async ({ url, persona, want }) => {
      vi.stubGlobal('fetch', () => new Promise(() => undefined));
      render(
        <QueryClientProvider client={makeClient(personas[persona])}>
          <MemoryRouter initialEntries={[url]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${want}$`)));
      // Let the landing page finish loading so nothing updates after the test. Pages that load
      // data (course details, course progress) stay in their loading state: the network never answers.
      await waitFor(() =>
        expect(screen.queryAllByRole('heading', { level: 1 }).length + screen.queryAllByRole('status').length).toBeGreaterThan(0),
      );
    },
  );
});

describe('router: a deep link survives verification', () => {
  function SearchProbe() {
    const l = useLocation();
    return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
  }
  it('an unverified member sent to sign in from a course goes on to verify, carrying the course', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    render(
      <QueryClientProvider client={makeClient(personas.unverified)}>
        <MemoryRouter initialEntries={['/sewee-login?next=%2Fcourse%2Fdetails%2Fc1']}>
          <AppRoutes />
          <SearchProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/verify-email?next=%2Fcourse%2Fdetails%2Fc1'));
    await screen.findByRole('heading', { level: 1 });
  });
});

describe('router: the opening page', () => {
  const open = (url: string) =>
    render(
      <QueryClientProvider client={makeClient(null)}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('renders at once, without the page spinner, once preloadPages has loaded its code', async () => {
    await preloadPages('/contact-us');
    open('/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the page spinner while a page that was not preloaded loads', async () => {
    open('/about-us');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sewee' })).toBeInTheDocument();
  });

  it('preloading a path no page matches does nothing', async () => {
    await expect(preloadPages('/no/such/page')).resolves.toBeUndefined();
  });
});

describe('router: built from the route table', () => {
  const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

  it.each(ROUTES.map((r) => ({ path: r.path, component: r.component })))(
    '$path renders $component once its code is loaded',
    async ({ path }) => {
      const matched = matchRoutes(routes, concrete(path)) ?? [];
      const leaf = matched.at(-1)?.route;
      expect(leaf?.path === undefined ? leaf?.index : leaf.path).toBeTruthy();
      const type = isValidElement(leaf?.element) ? (leaf.element.type as { preload?: () => Promise<void> }) : undefined;
      // Rejects when the module is missing or does not export the named component.
      await expect(type?.preload?.()).resolves.toBeUndefined();
    },
  );

  it('has one entry per path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});
