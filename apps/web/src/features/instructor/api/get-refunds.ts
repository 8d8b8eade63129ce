import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Refund } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const refundsKey = ['instructor', 'refunds'] as const;

/** GET /api/instructor/refunds: payments that enrolled nobody, due ones first, newest payment first. */
export const getRefunds = () => api.get<{ success: true; data: Refund[] }>('/instructor/refunds').then((r) => r.data);

export const refundsQuery = () => queryOptions({ queryKey: refundsKey, queryFn: getRefunds });

export const useRefunds = () => useQuery(refundsQuery());
