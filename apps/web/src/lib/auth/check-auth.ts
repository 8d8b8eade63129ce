import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { AUTH_BLOCK_ID } from '@sewee/shared/constants';
import { authApi } from '@sewee/shared/api';
import { call, isApiError } from '../api-client';

/** The offline user's key (offline-user.ts, loaded only when this browser holds one: guests load none of it). */
const OFFLINE_KEY = 'sewee.offlineUser';
const holdsOfflineUser = () => {
  try {
    return localStorage.getItem(OFFLINE_KEY) !== null;
  } catch {
    return false;
  }
};

/** The server said who is signed in: a browser holding another account's (or nobody's) offline data forgets it. */
export function noteServerUser(user: User | null): Promise<void> {
  if (!holdsOfflineUser()) return Promise.resolve();
  return import('./offline-user').then((m) => m.serverSaysUser(user)).catch(() => undefined);
}

export const authQueryKey = ['auth', 'session'] as const;

/**
 * Seeds the auth state from the answer the server wrote into the page (a JSON data block, see
 * AUTH_BLOCK_ID), so the first screen needs no check-auth round trip (the full-screen spinner shown
 * while checking is then never needed: the check is done). Read once and removed. Without it (the Vite
 * dev server, an old cached page) or if it cannot be read, the app asks GET /api/auth/check-auth as
 * before.
 */
export function seedAuthFromPage(qc: QueryClient, doc: Document = document) {
  const block = doc.getElementById(AUTH_BLOCK_ID);
  if (!block) return;
  block.remove();
  let user: User | null;
  try {
    user = JSON.parse(block.textContent ?? '') as User | null;
  } catch {
    return;
  }
  qc.setQueryData(authQueryKey, user);
  // In a task of its own: the page's first read of localStorage costs milliseconds, and this runs as
  // the page starts hydrating.
  setTimeout(() => void noteServerUser(user), 0);
}

/**
 * The signed-in user, or null for an anonymous visitor: the server answers 200 with `success: false`
 * (SignedOutResponse, which call() throws as UNAUTHENTICATED), or 401 from a server before it. With
 * no connection at all, the student whose offline data this browser holds, if any (offline-user.ts).
 */
export async function checkAuth(): Promise<User | null> {
  try {
    const res = await call(authApi.checkAuth);
    void noteServerUser(res.user);
    return res.user;
  } catch (e) {
    if (isApiError(e, 'UNAUTHENTICATED') || isApiError(e, 'FORBIDDEN')) {
      void noteServerUser(null);
      return null;
    }
    if (isApiError(e, 'NETWORK') && holdsOfflineUser()) {
      const offline = await import('./offline-user').then((m) => m.readOfflineUser()).catch(() => null);
      if (offline) return offline;
    }
    throw e;
  }
}

export const authQuery = () =>
  queryOptions({
    queryKey: authQueryKey,
    queryFn: checkAuth,
    staleTime: 5 * 60 * 1000,
    // A dropped mobile connection deserves one more try; nobody signed in never reaches here (it is null).
    retry: 1,
    refetchOnWindowFocus: false,
  });

/** Client auth state: user, isAuthenticated, isCheckingAuth. A failed check is silent and anonymous. */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isCheckingAuth: boolean;
}

export function useAuth(): AuthState {
  const q = useQuery(authQuery());
  const user = q.data ?? null;
  return { user, isAuthenticated: user !== null, isCheckingAuth: q.isPending };
}
