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
});
