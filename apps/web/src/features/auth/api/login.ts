import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth/set-session-user';

export const login = (body: { email: string; password: string }) => api.post<{ success: true; user: User }>('/auth/login', body);

/** Signs in and records the user; the guest-only guard then sends them on (spec §2). */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => setSessionUser(qc, res.user),
  });
}
