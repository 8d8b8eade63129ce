import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@sewee/shared';
import { authApi } from '@sewee/shared/api';
import { call } from '../api-client';
import { authQueryKey } from './check-auth';
import { paths } from '../../config/paths';

export const logout = () => call(authApi.logout);

/** Logging out also forgets this browser's offline data, and asks about the downloads (lib/offline). */
async function logoutAndForget(userId: string | undefined) {
  const res = await logout();
  if (userId) await import('../offline/offline').then((m) => m.forgetAtLogout(userId)).catch(() => undefined);
  return res;
}

const forgetters = new Set<() => void>();
/** Registers per-person state kept outside the query cache, to forget when the person signs out. */
export function onSignOut(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}
/** Forgets what onSignOut registered (the sign-out does this). */
export function forgetSignedOut() {
  for (const forget of forgetters) forget();
}

/** Signs out, forgets every cached (per-user) query and goes to /sewee-login. */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logoutAndForget(qc.getQueryData<User | null>(authQueryKey)?._id),
    onSuccess: () => {
      qc.setQueryData(authQueryKey, null);
      forgetSignedOut();
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      void navigate(paths.login(), { replace: true });
    },
    meta: { errorMessage: 'common:errors.logout' },
  });
}
