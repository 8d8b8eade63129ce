import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { usersPageKey } from './get-users-page';

export type UserDecision = 'approved' | 'rejected';

/** PATCH /api/auth/users/:userId/status { status } */
export const updateUserStatus = ({ userId, status }: { userId: string; status: UserDecision }) =>
  call(authApi.setUserStatus, { params: { userId }, body: { status } });

/** Sets a user's status, then refetches the users table. */
export function useUpdateUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersPageKey }),
  });
}
