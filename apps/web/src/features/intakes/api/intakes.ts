import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateIntakeInput, UpdateIntakeInput } from '@sewee/shared';
import { intakesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { intakesKey } from '../../../lib/course-intakes';

/** Creates an intake (no id) or changes one, then refetches the lists (and the applications table's intake filter). */
export function useSaveIntake() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateIntakeInput | UpdateIntakeInput }) => {
      if (!id) return call(intakesApi.create, { body: body as CreateIntakeInput });
      const { courseId: _course, ...rest } = body as UpdateIntakeInput & { courseId?: string };
      return call(intakesApi.update, { params: { intakeId: id }, body: rest satisfies UpdateIntakeInput });
    },
    meta: { errorMessage: 'intakes:intakes.saveError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: intakesKey }),
  });
}

export function useDeleteIntake() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(intakesApi.remove, { params: { intakeId: id } }),
    meta: { errorMessage: 'intakes:intakes.deleteError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: intakesKey }),
  });
}
