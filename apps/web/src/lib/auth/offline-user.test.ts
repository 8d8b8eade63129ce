import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/utils';
import { noteServerUser } from './check-auth';
import { MEASUREMENTS_KEY, OFFLINE_USER_KEY, OFFLINE_USER_MAX_AGE_MS, readOfflineUser, writeOfflineUser } from './offline-user';

afterEach(() => localStorage.clear());

describe('the offline user does not outlive the session', () => {
  const me = makeUser({ _id: 'u-me' });

  it('is kept while the server says the same user', async () => {
    writeOfflineUser(me);
    await noteServerUser(makeUser({ _id: 'u-me' }));
    expect(readOfflineUser()?._id).toBe('u-me');
  });

  it('is forgotten when the server says nobody is signed in (401, a null auth block)', async () => {
    writeOfflineUser(me);
    await noteServerUser(null);
    expect(localStorage.getItem(OFFLINE_USER_KEY)).toBeNull();
    expect(readOfflineUser()).toBeNull();
  });

  it('is forgotten when the server says another user, with the measurements kept for drafting offline', async () => {
    writeOfflineUser(me);
    localStorage.setItem(
      MEASUREMENTS_KEY,
      JSON.stringify({ userId: 'u-me', data: { units: 'cm', values: { chest: 920 }, updatedAt: null } }),
    );
    await noteServerUser(makeUser({ _id: 'u-other' }));
    expect(readOfflineUser()).toBeNull();
    expect(localStorage.getItem(MEASUREMENTS_KEY)).toBeNull();
  });

  it('expires with the session (30 days), and an old unexpiring entry is not trusted', () => {
    writeOfflineUser(me, Date.now() - OFFLINE_USER_MAX_AGE_MS - 1);
    expect(readOfflineUser()).toBeNull();
    expect(localStorage.getItem(OFFLINE_USER_KEY)).toBeNull();
    localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(me));
    expect(readOfflineUser()).toBeNull();
  });
});
