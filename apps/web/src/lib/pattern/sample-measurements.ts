import type { MeasurementName } from '@sewee/shared';

/**
 * An average adult's measurements (mm, `shoulderSlope` in degrees), every one inside MEASUREMENTS'
 * ranges: what the tests and the bench draft with. Close to FreeSewing's size-38 model.
 */
export const SAMPLE_MEASUREMENTS = {
  biceps: 280,
  bustSpan: 190,
  chest: 920,
  crotchDepth: 260,
  highBust: 880,
  hips: 960,
  hpsToBust: 260,
  hpsToWaistBack: 410,
  hpsToWaistFront: 440,
  inseam: 760,
  neck: 360,
  seat: 1000,
  seatBack: 520,
  shoulderSlope: 13,
  shoulderToShoulder: 390,
  shoulderToWrist: 590,
  underbust: 780,
  waist: 740,
  waistBack: 370,
  waistToArmpit: 210,
  waistToHips: 120,
  waistToKnee: 580,
  waistToSeat: 200,
  wrist: 160,
} as const satisfies Record<MeasurementName, number>;

/** Every measurement scaled by `factor` (lengths and girths; the shoulder slope's angle stays). */
export function scaledMeasurements(factor: number): Record<MeasurementName, number> {
  return Object.fromEntries(
    Object.entries(SAMPLE_MEASUREMENTS).map(([k, v]) => [k, k === 'shoulderSlope' ? v : Math.round(v * factor * 10) / 10]),
  ) as Record<MeasurementName, number>;
}
