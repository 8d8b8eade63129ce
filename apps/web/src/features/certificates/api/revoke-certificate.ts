import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificatesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { courseCertificatesKey } from './get-course-certificates';

/** POST /api/admin/certificates/:code/revoke { reason }. */
export const revokeCertificate = (input: { code: string; reason: string }) =>
  call(certificatesApi.revoke, { params: { code: input.code }, body: { reason: input.reason } });

/** Revokes a certificate issued in error, then refetches the course's list. */
export function useRevokeCertificate(courseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    meta: { errorMessage: 'certificates:admin.revokeError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: courseCertificatesKey(courseId) }),
  });
}
