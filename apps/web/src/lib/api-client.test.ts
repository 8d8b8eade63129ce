import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/utils';
import { api, ApiError, errorMessage } from './api-client';

describe('api client', () => {
  it('sends JSON with cookies to /api and returns the body', async () => {
    const fetch = mockFetch({ 'POST /api/auth/login': ({ body }) => ({ body: { success: true, echo: body } }) });
    await expect(api.post('/auth/login', { a: 1 })).resolves.toEqual({ success: true, echo: { a: 1 } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('throws ApiError with status, server message and field errors', async () => {
    mockFetch({
      'POST /api/x': () => ({ status: 400, body: { success: false, message: 'Bad', errors: [{ path: 'email', message: 'Nope' }] } }),
    });
    const err = await api.post('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Bad', errors: [{ path: 'email', message: 'Nope' }] });
  });

  it('uses the fallback when the body has no message (e.g. an HTML error page)', async () => {
    mockFetch({ 'GET /api/y': () => ({ status: 502, raw: '<html></html>' }) });
    const err = await api.get('/y').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: '' });
    expect(errorMessage(err, 'Fallback')).toBe('Fallback');
  });

  it('drops empty query parameters', async () => {
    const fetch = mockFetch({ 'GET /api/list': () => ({ body: { success: true } }) });
    await api.get('/list', { params: { a: 'x y', b: '', c: undefined } });
    expect(fetch.mock.calls[0][0]).toBe('/api/list?a=x+y');
  });

  it('uses a GET the page already started once, then asks the server again', async () => {
    const fetch = mockFetch({ 'GET /api/course/1': () => ({ body: { success: true, from: 'server' } }) });
    const early = new Response(JSON.stringify({ success: true, from: 'page' }), { status: 200 });
    window.__SEWEE_EARLY__ = { '/api/course/1': Promise.resolve(early) };
    try {
      await expect(api.get('/course/1')).resolves.toEqual({ success: true, from: 'page' });
      expect(fetch).not.toHaveBeenCalled();
      await expect(api.get('/course/1')).resolves.toEqual({ success: true, from: 'server' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      delete window.__SEWEE_EARLY__;
    }
  });

  it('asks the server when the early GET failed, and never reuses one for other methods', async () => {
    const fetch = mockFetch({
      'GET /api/a': () => ({ body: { success: true, from: 'server' } }),
      'POST /api/b': () => ({ body: { success: true, from: 'server' } }),
    });
    window.__SEWEE_EARLY__ = { '/api/a': Promise.resolve(null), '/api/b': Promise.resolve(new Response('{"from":"page"}')) };
    try {
      await expect(api.get('/a')).resolves.toEqual({ success: true, from: 'server' });
      await expect(api.post('/b')).resolves.toEqual({ success: true, from: 'server' });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      delete window.__SEWEE_EARLY__;
    }
  });
});
