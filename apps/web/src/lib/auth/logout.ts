import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@sewee/shared';
import { authApi } from '@sewee/shared/api';
import { i18n, i18nReady } from '../i18n';
import { call } from '../api-client';
import { authQueryKey } from './check-auth';
import { paths } from '../../config/paths';

export const logout = () => call(authApi.logout);

/**
 * Logging out forgets this browser's offline data (lib/offline); a student with downloads is asked
 * whether to remove them too (kept, they stay theirs: another account cannot play them).
 */
async function logoutAndForget(userId: string | undefined) {
  const res = await logout();
  if (userId) {
    try {
      const offline = await import('../offline/offline');
      await i18nReady();
      const remove = (await offline.hasDownloads(userId)) && window.confirm(i18n.t('offline:logoutRemove'));
      await offline.forgetOffline(userId, remove);
    } catch {
      // Offline data could not be read: the account is logged out all the same.
    }
  }
  return res;
}

/** Signs out, forgets every cached (per-user) query and goes to /sewee-login. */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logoutAndForget(qc.getQueryData<User | null>(authQueryKey)?._id),
    onSuccess: () => {
      qc.setQueryData(authQueryKey, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      void navigate(paths.login(), { replace: true });
    },
    meta: { errorMessage: 'common:errors.logout' },
  });
}
