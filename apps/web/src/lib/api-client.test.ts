import { describe, expect, it, vi } from 'vitest';
import { authApi, catalogApi, coursesApi } from '@sewee/shared/api';
import { mockFetch } from '../test/utils';
import { ApiError, call, errorMessage, isApiError, ResponseMismatchError } from './api-client';

const USER = {
  _id: 'u1',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: null,
  dob: null,
  country: null,
  role: 'user',
  isAdmin: false,
  isVerified: true,
  status: 'approved',
  createdAt: '2025-03-12T10:00:00.000Z',
  lastLogin: null,
  dataSaver: null,
  language: null,
};

/** Takes over console.error for a test that expects one (the setup fails any test that logs one unexpectedly). */
const expectingConsoleError = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('api client', () => {
  it('sends JSON with cookies to the endpoint path and returns the checked body', async () => {
    const fetch = mockFetch({ 'POST /api/auth/login': () => ({ body: { success: true, message: 'Signed in', user: USER } }) });
    await expect(call(authApi.login, { body: { email: 'a@b.co', password: 'x' } })).resolves.toEqual({
      success: true,
      message: 'Signed in',
      user: USER,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
      }),
    );
  });

  it('fills path parameters, percent-encoded', async () => {
    const fetch = mockFetch({
      'DELETE /api/instructor/course/delete/a%2Fb': () => ({ body: { success: true, message: 'Course deleted.' } }),
    });
    await call(coursesApi.remove, { params: { courseId: 'a/b' } });
    expect(fetch.mock.calls[0][0]).toBe('/api/instructor/course/delete/a%2Fb');
  });

  it('fails loudly when an answer breaks its schema (here a user without an e-mail)', async () => {
    const { email: _dropped, ...broken } = USER;
    mockFetch({ 'GET /api/auth/check-auth': () => ({ body: { success: true, user: broken } }) });
    const consoleError = expectingConsoleError();
    const err = await call(authApi.checkAuth).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseMismatchError);
    expect(String(err)).toMatch(/GET \/api\/auth\/check-auth: .*user\.email/);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/does not match its schema/), { success: true, user: broken });
  });

  it('carries the server error code, message and field errors, so screens switch on the code', async () => {
    mockFetch({
      'POST /api/auth/signup': () => ({
        status: 409,
        body: { success: false, code: 'CONFLICT', message: 'Taken', errors: [{ path: 'email', message: 'Nope' }] },
      }),
    });
    const err = await call(authApi.signup, { body: { name: 'A', email: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'CONFLICT', status: 409, message: 'Taken', errors: [{ path: 'email', message: 'Nope' }] });
    expect(isApiError(err, 'CONFLICT')).toBe(true);
    expect(isApiError(err, 'NOT_FOUND')).toBe(false);
  });

  it('names a failure without a code by its status (e.g. a proxy’s HTML error page), and uses the fallback text', async () => {
    mockFetch({ 'GET /api/auth/check-auth': () => ({ status: 502, raw: '<html></html>' }) });
    const err = await call(authApi.checkAuth).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'BAD_GATEWAY', message: '' });
    expect(errorMessage(err, 'Fallback')).toBe('Fallback');
  });

  it('a request that never reached the server is NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await call(authApi.logout).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('drops empty query parameters', async () => {
    const fetch = mockFetch({ 'GET /api/auth/users': () => ({ body: { success: true, users: [], total: 0, page: 1, pageSize: 10 } }) });
    await call(authApi.usersPage, { query: { search: '', page: 2, pageSize: undefined } });
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/users?page=2');
  });

  it('uses a GET the page already started once, then asks the server again', async () => {
    const list = (from: string) => ({ success: true, data: [], from });
    const fetch = mockFetch({ 'GET /api/student/course/get': () => ({ body: list('server') }) });
    const early = new Response(JSON.stringify(list('page')), { status: 200 });
    window.__SEWEE_EARLY__ = { '/api/student/course/get?sortBy=title-atoz': Promise.resolve(early) };
    try {
      await expect(call(catalogApi.list, { query: { sortBy: 'title-atoz' } })).resolves.toMatchObject({ from: 'page' });
      expect(fetch).not.toHaveBeenCalled();
      await expect(call(catalogApi.list, { query: { sortBy: 'title-atoz' } })).resolves.toMatchObject({ from: 'server' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      delete window.__SEWEE_EARLY__;
    }
  });

  it('asks the server when the early GET failed, and never reuses one for other methods', async () => {
    const fetch = mockFetch({
      'GET /api/auth/check-auth': () => ({ body: { success: true, user: USER } }),
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Signed out' } }),
    });
    window.__SEWEE_EARLY__ = {
      '/api/auth/check-auth': Promise.resolve(null),
      '/api/auth/logout': Promise.resolve(new Response('{"from":"page"}')),
    };
    try {
      await expect(call(authApi.checkAuth)).resolves.toMatchObject({ user: USER });
      await expect(call(authApi.logout)).resolves.toEqual({ success: true, message: 'Signed out' });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      delete window.__SEWEE_EARLY__;
    }
  });
});

describe('api client in a production build', () => {
  it('does not check answers: a mismatched one is returned as it came, and nothing is logged', async () => {
    vi.stubEnv('PROD', true);
    const odd = { success: true, user: { _id: 'u1' }, extra: 1 };
    mockFetch({ 'GET /api/auth/check-auth': () => ({ body: odd }) });
    await expect(call(authApi.checkAuth)).resolves.toEqual(odd);
  });
});
