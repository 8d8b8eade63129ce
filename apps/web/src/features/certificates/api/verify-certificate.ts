import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificatesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** GET /api/certificates/:code: what a certificate says, for anyone (no account needed). */
export const verifyCertificate = (code: string, signal?: AbortSignal) =>
  call(certificatesApi.verify, { params: { code } }, { signal }).then((r) => r.data);

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // An unknown code is an answer; each retry would also count against the per-address limit.
    retry: false,
  });

export const useCertificate = (code: string) => useQuery(certificateQuery(code));
