import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const getUsers = () => call(authApi.listUsers).then((r) => r.users);

export const usersQuery = () =>
  queryOptions({ queryKey: ['admin', 'users'], queryFn: getUsers, meta: { errorMessage: 'users:members.error' } });

export const useUsers = () => useQuery(usersQuery());
