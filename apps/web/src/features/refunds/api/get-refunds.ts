import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const refundsKey = ['instructor', 'refunds'] as const;

/** GET /api/instructor/refunds: payments that enrolled nobody, due ones first, newest payment first. */
export const getRefunds = () => call(ordersApi.refunds).then((r) => r.data);

export const refundsQuery = () =>
  queryOptions({ queryKey: refundsKey, queryFn: getRefunds, meta: { errorMessage: 'refunds:refunds.fetchError' } });

export const useRefunds = () => useQuery(refundsQuery());
