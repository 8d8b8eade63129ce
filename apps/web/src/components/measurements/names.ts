import { MEASUREMENT_NAMES, type MeasurementName } from '@sewee/shared/pattern-designs';

/** Each measurement's name, taken from a language's validation catalogue (the names the server's messages use). */
export const measurementNames = (fields: Record<MeasurementName, string>) =>
  Object.fromEntries(MEASUREMENT_NAMES.map((m) => [m, fields[m]])) as Record<MeasurementName, string>;
