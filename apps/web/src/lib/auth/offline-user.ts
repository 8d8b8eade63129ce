import type { User } from '@sewee/shared';

/**
 * The student whose offline data this browser holds: written when a student page opens
 * online, removed at logout and whenever the server says nobody (or someone else) is signed in.
 * When the server cannot be reached at all (the app opened in flight mode from the offline shell,
 * which names nobody), the app is that student, for the pages that work offline; any call to the
 * server still needs the session cookie. Kept no longer than a session lives (30 days, server
 * modules/auth/session.ts SESSION_DAYS).
 */
export const OFFLINE_USER_KEY = 'sewee.offlineUser';
/** Cache Storage of the worker's per-user data (lib/offline/caches.ts DATA_CACHE; not imported: it keeps this file tiny). */
const DATA_CACHE_NAME = 'sewee-data';
export const OFFLINE_USER_MAX_AGE_MS = 30 * 86_400_000;
/** The student's measurements kept on the device for drafting offline (lib/measurements.ts): forgotten with the offline user. */
export const MEASUREMENTS_KEY = 'sewee.measurements';

export function writeOfflineUser(user: User, now = Date.now()) {
  try {
    localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify({ user, expiresAt: now + OFFLINE_USER_MAX_AGE_MS }));
  } catch {
    // No storage (private mode): the app simply does not open offline.
  }
}

export function readOfflineUser(now = Date.now()): User | null {
  try {
    const stored = JSON.parse(localStorage.getItem(OFFLINE_USER_KEY) ?? 'null') as { user?: User; expiresAt?: number } | null;
    if (!stored?.user || typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      if (stored) forgetOfflineUser();
      return null;
    }
    return stored.user;
  } catch {
    return null;
  }
}

/** Removes the offline user, their measurements and the worker's cached per-user answers (nothing waits for it). */
export function forgetOfflineUser() {
  try {
    localStorage.removeItem(OFFLINE_USER_KEY);
    localStorage.removeItem(MEASUREMENTS_KEY);
  } catch {
    // Nothing stored.
  }
  if (typeof caches !== 'undefined') void caches.delete(DATA_CACHE_NAME).catch(() => false);
}

/** The server said who is signed in (null: nobody): offline data of anyone else is forgotten. */
export function serverSaysUser(user: Pick<User, '_id'> | null) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(OFFLINE_USER_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  const current = readOfflineUser();
  if (!current || !user || current._id !== user._id) forgetOfflineUser();
}
