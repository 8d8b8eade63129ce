import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Measurements, MeasurementsInput } from '@sewee/shared';
import { accountApi } from '@sewee/shared/api';
import { call, isApiError } from './api-client';
import { MEASUREMENTS_KEY } from './auth/offline-user';

/**
 * The student's own measurements (GET and PUT /api/account/measurements, docs/decisions/039-patterns.md).
 * The last answer is also kept on the device, under the student's id, so a downloaded pattern lesson
 * drafts in flight mode; it is forgotten at logout and whenever the server says someone else is
 * signed in (lib/auth/offline-user.ts).
 */
export const measurementsKey = (userId: string) => ['account', 'measurements', userId] as const;

/** Nothing saved yet: centimetres, no values. */
export const NO_MEASUREMENTS: Measurements = { units: 'cm', values: {}, updatedAt: null };

/** The copy kept on this device for `userId`, if any. */
export function deviceMeasurements(userId: string): Measurements | null {
  try {
    const kept = JSON.parse(localStorage.getItem(MEASUREMENTS_KEY) ?? 'null') as { userId?: string; data?: Measurements } | null;
    return kept?.userId === userId && kept.data ? kept.data : null;
  } catch {
    return null;
  }
}

function keepOnDevice(userId: string, data: Measurements) {
  try {
    localStorage.setItem(MEASUREMENTS_KEY, JSON.stringify({ userId, data }));
  } catch {
    // No storage (private mode): drafting needs the network.
  }
}

/** From the server (kept on the device); without a connection, the device's copy. */
async function getMeasurements(userId: string): Promise<Measurements> {
  try {
    const res = await call(accountApi.measurements);
    keepOnDevice(userId, res.data);
    return res.data;
  } catch (e) {
    const kept = isApiError(e, 'NETWORK') ? deviceMeasurements(userId) : null;
    if (kept) return kept;
    throw e;
  }
}

export const measurementsQuery = (userId: string) =>
  queryOptions({
    queryKey: measurementsKey(userId),
    queryFn: () => getMeasurements(userId),
    staleTime: 5 * 60 * 1000,
    enabled: !!userId,
    // Asked even when the browser says it is offline (flight mode switched on with the page open):
    // the query would otherwise wait for the network, and never read the device's copy.
    networkMode: 'offlineFirst',
  });

export const useMeasurements = (userId: string) => useQuery(measurementsQuery(userId));

/** PUT: the answer (the values as saved) replaces the cached ones and the device's copy. */
export function useSaveMeasurements(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MeasurementsInput) => call(accountApi.saveMeasurements, { body }).then((res) => res.data),
    onSuccess: (data) => {
      keepOnDevice(userId, data);
      qc.setQueryData(measurementsKey(userId), data);
    },
  });
}

/** Reads the measurements from the server and keeps them on the device (a pattern lesson's download). */
export async function keepMeasurementsOnDevice(userId: string): Promise<void> {
  const res = await call(accountApi.measurements);
  keepOnDevice(userId, res.data);
}
