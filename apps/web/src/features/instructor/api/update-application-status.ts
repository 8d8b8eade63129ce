import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { applicationsKey } from './get-applications';

export type ApplicationDecision = 'approved' | 'rejected';

/** PUT /api/student/course-application/applications/:applicationId/status { status } */
export const updateApplicationStatus = ({ applicationId, status }: { applicationId: string; status: ApplicationDecision }) =>
  call(applicationsApi.setStatus, { params: { applicationId }, body: { status } });

/** Sets an application's status, then refetches the table (the specification's "page reloads"). */
export function useUpdateApplicationStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsKey }),
  });
}
