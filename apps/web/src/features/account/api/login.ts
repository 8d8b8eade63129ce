import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth/set-session-user';

export const login = (body: { email: string; password: string }) => call(authApi.login, { body });

/** Signs in and records the user; the guest-only guard then sends them on (spec §2). */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => setSessionUser(qc, res.user),
  });
}
