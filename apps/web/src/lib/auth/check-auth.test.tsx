import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_BLOCK_ID } from '@sewee/shared';
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

/** The data block as the server writes it into the page (apps/server indexWithAuth). */
function writeAuthBlock(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = AUTH_BLOCK_ID;
  block.textContent = json;
  document.head.appendChild(block);
}

/** The server's answer for a visitor nobody is signed in as (200: a normal state, not an error). */
const SIGNED_OUT = { success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.', user: null };

afterEach(() => {
  document.getElementById(AUTH_BLOCK_ID)?.remove();
});

describe('auth state seeded from the page', () => {
  it('uses the user the server wrote into the page, without calling check-auth, and reads it once', () => {
    const fetch = mockFetch({});
    writeAuthBlock(JSON.stringify(makeUser()).replace(/</g, '\\u003c'));
    renderWithSeed();
    expect(screen.getByText('signed in as Ada Obi')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(AUTH_BLOCK_ID)).toBeNull();
  });

  it('null from the server is anonymous at once: no spinner, no request', () => {
    const fetch = mockFetch({});
    writeAuthBlock('null');
    renderWithSeed();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without it (dev server) the check runs: spinner state, then GET /api/auth/check-auth', async () => {
    const fetch = mockFetch({ 'GET /api/auth/check-auth': () => ({ body: SIGNED_OUT }) });
    renderWithSeed();
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]![0]).toMatch(/\/api\/auth\/check-auth$/);
  });

  it('an unreadable block is dropped and the check runs instead', async () => {
    const fetch = mockFetch({ 'GET /api/auth/check-auth': () => ({ body: SIGNED_OUT }) });
    writeAuthBlock('{"_id":');
    renderWithSeed();
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.getElementById(AUTH_BLOCK_ID)).toBeNull();
  });
});
