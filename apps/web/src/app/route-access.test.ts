import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from '../lib/auth/return-path';
import { decideRoute, type GuardState } from './route-access';
import { ROUTES } from './route-table';

const personas: Record<string, GuardState> = {
  anonymous: { isAuthenticated: false, user: null },
  unverified: { isAuthenticated: true, user: { role: 'user', isVerified: false } },
  user: { isAuthenticated: true, user: { role: 'user', isVerified: true } },
  admin: { isAuthenticated: true, user: { role: 'admin', isVerified: true } },
  unverifiedAdmin: { isAuthenticated: true, user: { role: 'admin', isVerified: false } },
};

// Where each persona lands on each route ("." = the page itself renders).
// Written out by hand from the specification, not derived from the code under test.
const L = '/sewee-login';
const V = '/verify-email';
const expected: Record<string, [anonymous: string, unverified: string, user: string, admin: string, unverifiedAdmin: string]> = {
  '/': ['.', '.', '.', '.', '.'],
  '/about-us': ['.', '.', '.', '.', '.'],
  '/contact-us': ['.', '.', '.', '.', '.'],
  '/courses': ['.', V, '/student-home', '/dashboard', V],
  '/dashboard/courses': [L, V, '.', '.', V],
  '/student-home': [L, V, '.', '.', V],
  '/student-courses': [L, V, '.', '.', V],
  '/dashboard': [L, V, '.', '.', V],
  '/course-progress/:id': [L, V, '.', '.', V],
  '/student-certificates/:courseId': [L, V, '.', '.', V],
  '/certificates/:code': ['.', '.', '.', '.', '.'],
  '/payment-return': [L, V, '.', '.', V],
  '/payment-failed': [L, V, '.', '.', V],
  '/course/details/:id': [L, V, '.', '.', V],
  '/user-details': [L, V, '/dashboard', '.', V],
  '/instructor': [L, V, '/dashboard', '.', V],
  '/instructor/create-new-course': [L, V, '/dashboard', '.', V],
  '/instructor/edit-course/:courseId': [L, V, '/dashboard', '.', V],
  '/sewee-signup': ['.', V, '/student-home', '/dashboard', V],
  '/signup': ['.', V, '/student-home', '/dashboard', V],
  '/login': ['.', V, '/student-home', '/dashboard', V],
  '/sewee-login': ['.', V, '/student-home', '/dashboard', V],
  '/forgot-password': ['.', V, '/student-home', '/dashboard', V],
  '/reset-password/:token': ['.', V, '/student-home', '/dashboard', V],
  '/verify-email': ['.', '.', '.', '.', '.'],
};

describe('decideRoute: the guard table of every route', () => {
  it('covers exactly the routes of the table', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(expected).sort());
  });

  const names = Object.keys(personas);
  const cases = ROUTES.flatMap(({ path, kind }) => names.map((persona, i) => ({ path, kind, persona, want: expected[path]?.[i] })));

  it.each(cases)('$persona on $path -> $want', ({ kind, persona, want }) => {
    const got = decideRoute(kind, personas[persona]);
    expect(got ?? '.').toBe(want);
  });

  it('treats a rejected admin (isAdmin false) as a student: no admin pages', () => {
    const rejectedAdmin: GuardState = { isAuthenticated: true, user: { role: 'admin', isAdmin: false, isVerified: true } };
    expect(decideRoute('admin', rejectedAdmin)).toBe('/dashboard');
    expect(decideRoute('member', rejectedAdmin)).toBeNull();
    expect(decideRoute('guest', rejectedAdmin)).toBe('/student-home');
  });

  it('treats a stale user without isAuthenticated as anonymous', () => {
    expect(decideRoute('member', { isAuthenticated: false, user: { role: 'user', isVerified: true } })).toBe('/sewee-login');
  });
});

describe('return address after sign-in', () => {
  const next = (raw: string) => safeReturnPath(`?next=${encodeURIComponent(raw)}`);

  it('keeps a path of this site, with its query and hash', () => {
    expect(next('/course/details/abc')).toBe('/course/details/abc');
    expect(next('/dashboard/courses?category=beading%2Ccrochet#results')).toBe('/dashboard/courses?category=beading%2Ccrochet#results');
    expect(safeReturnPath(loginReturningTo('/student-courses').split('?')[1]!)).toBe('/student-courses');
  });

  it.each([
    '//evil.com',
    '//evil.com/course/details/1',
    'https://evil.com',
    'http://evil.com/',
    '/\\evil.com',
    '/\\/evil.com',
    '\\evil.com',
    'javascript:alert(1)',
    'evil.com',
    '/%0a/evil.com'.replace('%0a', '\n'),
    '/\tevil.com'.replace('\\t', '\t'),
    // Dot-segments that collapse into '//' once parsed.
    '/.//evil.com',
    '/%2e%2e//evil.com',
    '/a/..//evil.com',
    '',
  ])('refuses %j', (raw) => {
    expect(next(raw)).toBeNull();
  });

  it('refuses encoded twins once the query is decoded', () => {
    // Decoded once by URLSearchParams: %2F%2F is '//', %5C is '\\'.
    expect(safeReturnPath('?next=%2F%2Fevil.com')).toBeNull();
    expect(safeReturnPath('?next=%2F%5Cevil.com')).toBeNull();
    expect(safeReturnPath('?next=https%3A%2F%2Fevil.com')).toBeNull();
    // Encoded twice: decodes to text that does not start with '/', so it is not a path either.
    expect(safeReturnPath('?next=%252F%252Fevil.com')).toBeNull();
    // '/%2F%2F' in the query decodes to '//': refused too.
    expect(safeReturnPath('?next=/%2F%2Fevil.com')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
  });
});
