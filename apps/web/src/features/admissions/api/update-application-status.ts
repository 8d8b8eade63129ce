import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionStatus } from '@sewee/shared/constants';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { applicationsKey } from './get-applications';

/** PUT /api/student/course-application/applications/:applicationId/status { status } */
export const updateApplicationStatus = ({ applicationId, status }: { applicationId: string; status: DecisionStatus }) =>
  call(applicationsApi.setStatus, { params: { applicationId }, body: { status } });

/** POST .../applications/bulk-status { ids, status, message? }: one decision for the selected rows. */
export const bulkApplicationStatus = ({ ids, status, message }: { ids: string[]; status: DecisionStatus; message?: string }) =>
  call(applicationsApi.bulkStatus, { body: { ids, status, ...(message?.trim() ? { message: message.trim() } : {}) } });

/** Updates an application's status, then refetches the list ("the page reloads" in the spec, without a full reload). */
export function useUpdateApplicationStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsKey }),
  });
}

/** The bulk decision, then the list again. */
export function useBulkApplicationStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bulkApplicationStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationsKey }),
  });
}
