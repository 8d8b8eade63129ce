/**
 * Patterns drafted to a student's own measurements (docs/decisions/039-patterns.md). The
 * measurements use FreeSewing's names and are kept in millimetres (`shoulderSlope` in degrees);
 * a student enters them in centimetres or inches. The designs are a curated list of FreeSewing
 * designs, each with the measurements it needs and the options an instructor may set.
 *
 * This is the zod-free half of the contract; patterns.ts re-exports it with the schemas. The
 * browser's drafting code (apps/web/src/lib/pattern) imports this file alone, so that a pattern
 * lesson does not download zod.
 */
export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnits = (typeof MEASUREMENT_UNITS)[number];

export type MeasurementRange = { readonly min: number; readonly max: number; readonly unit?: 'deg' };

/**
 * Every measurement a listed design uses, with the range a person's can plausibly have (an
 * adult's or an older child's): in millimetres, `shoulderSlope` in degrees. Outside it is a 400
 * that names the measurement.
 */
export const MEASUREMENTS = {
  chest: { min: 500, max: 2000 },
  highBust: { min: 500, max: 2000 },
  underbust: { min: 450, max: 1800 },
  bustSpan: { min: 100, max: 350 },
  waist: { min: 400, max: 2000 },
  waistBack: { min: 150, max: 1000 },
  hips: { min: 500, max: 2200 },
  seat: { min: 500, max: 2200 },
  seatBack: { min: 200, max: 1100 },
  neck: { min: 250, max: 650 },
  biceps: { min: 150, max: 650 },
  wrist: { min: 110, max: 300 },
  shoulderToShoulder: { min: 250, max: 650 },
  shoulderSlope: { min: 5, max: 35, unit: 'deg' },
  shoulderToWrist: { min: 400, max: 900 },
  hpsToBust: { min: 150, max: 450 },
  hpsToWaistFront: { min: 300, max: 700 },
  hpsToWaistBack: { min: 300, max: 650 },
  waistToArmpit: { min: 120, max: 380 },
  waistToHips: { min: 50, max: 300 },
  waistToSeat: { min: 100, max: 450 },
  waistToKnee: { min: 400, max: 800 },
  crotchDepth: { min: 150, max: 450 },
  inseam: { min: 450, max: 1050 },
} as const satisfies Record<string, MeasurementRange>;
export type MeasurementName = keyof typeof MEASUREMENTS;
export const MEASUREMENT_NAMES = Object.keys(MEASUREMENTS) as MeasurementName[];

/** An option an instructor may set, as a percentage (FreeSewing's `pct` options), with its range and default. */
export type PatternOption = { readonly min: number; readonly max: number; readonly default: number };

/**
 * The designs a pattern lesson may use. `measurements` are required to draft it, `optional` are
 * used when the student has given them. `options` are the ones an instructor may set (percent).
 * Trousers are Waralee, FreeSewing's wrap trousers: its fitted trouser block (Titan) needs a
 * package that is not published at its version (decision 039).
 */
export const PATTERN_DESIGNS = {
  bella: {
    measurements: [
      'highBust',
      'chest',
      'underbust',
      'waist',
      'waistBack',
      'bustSpan',
      'neck',
      'hpsToBust',
      'hpsToWaistFront',
      'hpsToWaistBack',
      'shoulderToShoulder',
      'shoulderSlope',
      'biceps',
      'shoulderToWrist',
      'waistToArmpit',
      'wrist',
    ],
    optional: [],
    options: {
      chestEase: { min: 5, max: 20, default: 11 },
      waistEase: { min: 1, max: 20, default: 5 },
    },
  },
  penelope: {
    measurements: ['waist', 'seat', 'waistToHips', 'waistToSeat', 'waistToKnee'],
    optional: ['waistBack', 'seatBack'],
    options: {
      lengthBonus: { min: -50, max: 50, default: 0 },
      seatEase: { min: 0, max: 8, default: 1 },
      waistEase: { min: 0, max: 8, default: 1 },
    },
  },
  teagan: {
    measurements: [
      'biceps',
      'chest',
      'hpsToBust',
      'hpsToWaistBack',
      'neck',
      'shoulderToShoulder',
      'shoulderSlope',
      'waistToArmpit',
      'waistToHips',
      'hips',
      'waist',
      'shoulderToWrist',
      'wrist',
    ],
    optional: ['highBust'],
    options: {
      chestEase: { min: 5, max: 25, default: 12 },
      lengthBonus: { min: -20, max: 60, default: 15 },
      sleeveLength: { min: 20, max: 100, default: 30 },
    },
  },
  waralee: {
    measurements: ['seat', 'inseam', 'crotchDepth', 'waistToHips'],
    optional: ['waist', 'waistBack'],
    options: {
      legSize: { min: 50, max: 90, default: 75 },
      waistRaise: { min: -20, max: 40, default: 0 },
      backRaise: { min: 0, max: 25, default: 10 },
    },
  },
} as const satisfies Record<
  string,
  { measurements: readonly MeasurementName[]; optional: readonly MeasurementName[]; options: Record<string, PatternOption> }
>;
export type PatternDesign = keyof typeof PATTERN_DESIGNS;
export const PATTERN_DESIGN_NAMES = Object.keys(PATTERN_DESIGNS) as PatternDesign[];
/** Every option any design offers (each is a `fields` key of the validation messages). */
export type PatternOptionName = { [D in PatternDesign]: keyof (typeof PATTERN_DESIGNS)[D]['options'] }[PatternDesign];

/** The measurements `design` needs that `values` lacks, in the design's order (the page asks for exactly these). */
export function missingMeasurements(design: PatternDesign, values: Partial<Record<MeasurementName, number>>): MeasurementName[] {
  return PATTERN_DESIGNS[design].measurements.filter((m) => typeof values[m] !== 'number');
}

/** A design's options with the instructor's choices over the defaults. */
export function patternOptions(design: PatternDesign, chosen: Record<string, number> = {}): Record<string, number> {
  const options: Record<string, PatternOption> = PATTERN_DESIGNS[design].options;
  return Object.fromEntries(Object.entries(options).map(([name, o]) => [name, chosen[name] ?? o.default]));
}

const MM_PER_UNIT = { cm: 10, in: 25.4 } as const;

/** A length in millimetres in centimetres or inches, rounded for showing (1 decimal in cm, 2 in inches; never -0). */
export function lengthInUnits(mm: number, units: MeasurementUnits): number {
  const digits = units === 'cm' ? 10 : 100;
  return Math.round((mm / MM_PER_UNIT[units]) * digits) / digits || 0;
}

/** A measurement's value (mm, or degrees) in the student's units, rounded for showing (lengthInUnits). */
export function measurementInUnits(name: MeasurementName, value: number, units: MeasurementUnits): number {
  const range: MeasurementRange = MEASUREMENTS[name];
  return range.unit === 'deg' ? Math.round(value * 10) / 10 : lengthInUnits(value, units);
}

/** A value the student typed in their units, in millimetres (degrees stay degrees), to 0.1 mm. */
export function measurementFromUnits(name: MeasurementName, value: number, units: MeasurementUnits): number {
  const range: MeasurementRange = MEASUREMENTS[name];
  return range.unit === 'deg' ? value : Math.round(value * MM_PER_UNIT[units] * 10) / 10;
}
