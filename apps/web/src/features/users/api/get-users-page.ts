import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '@sewee/shared/endpoint';
import { LIMITS } from '@sewee/shared/constants';
import { authApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export type UsersPage = Omit<EndpointOutput<typeof authApi.usersPage>, 'success' | 'message'>;

export const usersPageKey = ['instructor', 'users'] as const;

/** GET /api/auth/users?search=&page=&pageSize=: searched (name or e-mail) and paged on the server. */
export const getUsersPage = (search: string, page: number, pageSize: number = LIMITS.adminPageSize) =>
  call(authApi.usersPage, { query: { search: search.trim() || undefined, page, pageSize } }).then(
    ({ users, total, page: p, pageSize: size }) => ({ users, total, page: p, pageSize: size }),
  );

export const usersPageQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...usersPageKey, { search: search.trim(), page }],
    queryFn: () => getUsersPage(search, page),
    // Keep the last page on screen while the next one loads (no flashing on slow data).
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'users:users.fetchError' },
  });

export const useUsersPage = (search: string, page: number) => useQuery(usersPageQuery(search, page));
