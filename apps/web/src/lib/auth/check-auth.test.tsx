import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch } from '../../test/utils';
import { seedAuthFromPage, useAuth } from './check-auth';

function Who() {
  const { user, isCheckingAuth } = useAuth();
  return <p>{isCheckingAuth ? 'checking' : user ? `signed in as ${user.name}` : 'anonymous'}</p>;
}

function renderWithSeed() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedAuthFromPage(qc);
  render(
    <QueryClientProvider client={qc}>
      <Who />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  delete window.__SEWEE_AUTH__;
});

describe('auth state seeded from the page', () => {
  it('uses the user the server wrote into the page, without calling check-auth, and reads it once', () => {
    const fetch = mockFetch({});
    window.__SEWEE_AUTH__ = makeUser();
    renderWithSeed();
    expect(screen.getByText('signed in as Ada Obi')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect('__SEWEE_AUTH__' in window).toBe(false);
  });

  it('null from the server is anonymous at once: no spinner, no request', () => {
    const fetch = mockFetch({});
    window.__SEWEE_AUTH__ = null;
    renderWithSeed();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without it (dev server) the check runs: spinner state, then GET /api/auth/check-auth', async () => {
    const fetch = mockFetch({ 'GET /api/auth/check-auth': () => ({ status: 401, body: { success: false, message: 'Please sign in' } }) });
    renderWithSeed();
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]![0]).toMatch(/\/api\/auth\/check-auth$/);
  });
});
