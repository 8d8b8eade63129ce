import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationsKey } from './get-applications';

export type ApplicationDecision = 'approved' | 'rejected';

/** PUT /api/student/course-application/applications/:applicationId/status { status } */
export const updateApplicationStatus = ({ applicationId, status }: { applicationId: string; status: ApplicationDecision }) =>
  api.put<{ success: true; message: string }>(`/student/course-application/applications/${encodeURIComponent(applicationId)}/status`, {
    status,
  });

/** Sets an application's status, then refetches the table (the specification's "page reloads"). */
export function useUpdateApplicationStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsKey }),
  });
}
