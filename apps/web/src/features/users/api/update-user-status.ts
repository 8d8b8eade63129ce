import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionStatus } from '@sewee/shared/constants';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { usersPageKey } from './get-users-page';

export type UserDecision = DecisionStatus;

/** PATCH /api/auth/users/:userId/status { status } */
export const updateUserStatus = ({ userId, status }: { userId: string; status: UserDecision }) =>
  call(authApi.setUserStatus, { params: { userId }, body: { status } });

/** POST /api/auth/users/bulk-status { ids, status } */
export const bulkUserStatus = ({ ids, status }: { ids: string[]; status: UserDecision }) =>
  call(authApi.bulkUserStatus, { body: { ids, status } });

/** Sets a user's status, then refetches the users table. */
export function useUpdateUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersPageKey }),
  });
}

/** Approves or rejects the selected accounts, then refetches the table. */
export function useBulkUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bulkUserStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: usersPageKey }),
  });
}

/** The users CSV download's address (a plain link). */
export const usersCsvUrl = (search: string) =>
  `${authApi.exportUsersCsv.path}${search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : ''}`;
