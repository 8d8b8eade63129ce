import type { User } from '@sewee/shared';

/**
 * The student whose offline data this browser holds (issue 15): written when a student page opens
 * online, removed at logout. When the server cannot be reached at all (the app opened in flight
 * mode from the offline shell, which names nobody), the app is that student, for the pages that
 * work offline; any call to the server still needs the session cookie.
 */
export const OFFLINE_USER_KEY = 'sewee.offlineUser';

export function readOfflineUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_USER_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
}
