import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { LIMITS } from '@sewee/shared/constants';
import { api } from '../../../lib/api-client';

export interface UsersPage {
  users: User[];
  total: number;
  page: number;
  pageSize: number;
}

export const usersPageKey = ['instructor', 'users'] as const;

/** GET /api/auth/users?search=&page=&pageSize=: searched (name or e-mail) and paged on the server. */
export const getUsersPage = (search: string, page: number, pageSize: number = LIMITS.adminPageSize) =>
  api
    .get<{ success: true } & UsersPage>('/auth/users', { params: { search: search.trim() || undefined, page, pageSize } })
    .then(({ users, total, page: p, pageSize: size }) => ({ users, total, page: p, pageSize: size }));

export const usersPageQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...usersPageKey, { search: search.trim(), page }],
    queryFn: () => getUsersPage(search, page),
    // Keep the last page on screen while the next one loads (no flashing on slow data).
    placeholderData: keepPreviousData,
  });

export const useUsersPage = (search: string, page: number) => useQuery(usersPageQuery(search, page));
