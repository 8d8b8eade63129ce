import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { api } from '../../../lib/api-client';
import { usersPageKey } from './get-users-page';

export type UserDecision = 'approved' | 'rejected';

/** PATCH /api/auth/users/:userId/status { status } */
export const updateUserStatus = ({ userId, status }: { userId: string; status: UserDecision }) =>
  api.patch<{ success: true; message: string; user: User }>(`/auth/users/${encodeURIComponent(userId)}/status`, { status });

/** Sets a user's status, then refetches the users table. */
export function useUpdateUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersPageKey }),
  });
}
