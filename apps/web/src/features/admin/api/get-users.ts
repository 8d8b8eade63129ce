import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const getUsers = () => api.get<{ success: true; users: User[] }>('/auth/getUsers').then((r) => r.users);

export const usersQuery = () => queryOptions({ queryKey: ['admin', 'users'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQuery());
