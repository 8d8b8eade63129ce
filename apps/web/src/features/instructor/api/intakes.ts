import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateIntakeInput, UpdateIntakeInput } from '@sewee/shared';
import { intakesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

const intakesKey = ['instructor', 'intakes'] as const;

/** GET /api/admin/intakes?courseId=: a course's intakes with their seat counts (issue 23). */
export const intakesQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...intakesKey, courseId],
    queryFn: () => call(intakesApi.list, { query: { courseId } }).then((r) => r.data),
    enabled: !!courseId,
    // Seat counts move with every decision elsewhere: read them afresh each time a course is chosen.
    staleTime: 0,
    meta: { errorMessage: 'instructor:intakes.fetchError' },
  });

export const useIntakes = (courseId: string) => useQuery(intakesQuery(courseId));

/** Creates an intake (no id) or changes one, then refetches the lists (and the applications table's intake filter). */
export function useSaveIntake() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateIntakeInput | UpdateIntakeInput }) => {
      if (!id) return call(intakesApi.create, { body: body as CreateIntakeInput });
      const { courseId: _course, ...rest } = body as UpdateIntakeInput & { courseId?: string };
      return call(intakesApi.update, { params: { intakeId: id }, body: rest satisfies UpdateIntakeInput });
    },
    meta: { errorMessage: 'instructor:intakes.saveError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: intakesKey }),
  });
}

export function useDeleteIntake() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(intakesApi.remove, { params: { intakeId: id } }),
    meta: { errorMessage: 'instructor:intakes.deleteError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: intakesKey }),
  });
}
