import { z } from 'zod';
import { say } from './messages/validation/say';
import type { FieldKey } from './messages/validation/say';

import {
  MEASUREMENTS,
  MEASUREMENT_NAMES,
  MEASUREMENT_UNITS,
  PATTERN_DESIGNS,
  PATTERN_DESIGN_NAMES,
  measurementInUnits,
  type MeasurementName,
  type MeasurementRange,
  type MeasurementUnits,
  type PatternDesign,
  type PatternOption,
  type PatternOptionName,
} from './pattern-designs';

// The measurements, designs and their helpers, without zod (the browser's drafting code imports that file).
export * from './pattern-designs';

const unitLabel = (name: MeasurementName, units: MeasurementUnits) =>
  (MEASUREMENTS[name] as MeasurementRange).unit === 'deg' ? '°' : ` ${units}`;

// ---- Measurements: GET and PUT /api/account/measurements ----

/**
 * The body of PUT /api/account/measurements: the units the student enters in, and their
 * measurements in millimetres by FreeSewing name. A name that is not in MEASUREMENTS, a value
 * that is not a number or is outside its range is refused, the measurement named (its range in
 * the student's units). Values are kept to 0.1 mm.
 */
export const MeasurementsInputSchema = z
  .object({
    units: z.enum(MEASUREMENT_UNITS, { error: say('oneOf', { field: 'measurementUnits', options: MEASUREMENT_UNITS.join(', ') }) }),
    values: z.record(z.string(), z.unknown(), { error: say('notValid', { field: 'measurements' }) }),
  })
  .transform(({ units, values }, ctx) => {
    const out: Partial<Record<MeasurementName, number>> = {};
    for (const [name, value] of Object.entries(values)) {
      const path = ['values', name];
      if (!Object.hasOwn(MEASUREMENTS, name)) {
        ctx.addIssue({ code: 'custom', path, message: say('unknownOption', { field: 'measurement', value: name }) });
        continue;
      }
      const m = name as MeasurementName;
      const range: MeasurementRange = MEASUREMENTS[m];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', path, message: say('measurementNumber', { field: m }) });
        continue;
      }
      if (value < range.min || value > range.max) {
        const u = unitLabel(m, units);
        const min = `${measurementInUnits(m, range.min, units)}${u}`;
        const max = `${measurementInUnits(m, range.max, units)}${u}`;
        ctx.addIssue({ code: 'custom', path, message: say('measurementRange', { field: m, min, max }) });
        continue;
      }
      out[m] = Math.round(value * 10) / 10;
    }
    return { units, values: out };
  });
export type MeasurementsInput = z.input<typeof MeasurementsInputSchema>;

/** A student's measurements as GET and PUT answer them; `updatedAt` null when none were ever saved. */
export const MeasurementsSchema = z.object({
  units: z.enum(MEASUREMENT_UNITS),
  values: z.partialRecord(z.enum(MEASUREMENT_NAMES as [MeasurementName, ...MeasurementName[]]), z.number()),
  updatedAt: z.string().nullable(),
});
export type Measurements = z.infer<typeof MeasurementsSchema>;

// ---- Pattern lessons ----

/**
 * What a pattern lesson drafts: a design of PATTERN_DESIGNS and the instructor's options
 * (percent; left out, the design's default). An unknown design or option, or one out of its
 * range, is a 400 on course save.
 */
export const PatternSpecInputSchema = z
  .object({
    design: z.enum(PATTERN_DESIGN_NAMES as [PatternDesign, ...PatternDesign[]], {
      error: say('oneOf', { field: 'patternDesign', options: PATTERN_DESIGN_NAMES.join(', ') }),
    }),
    options: z.record(z.string(), z.unknown(), { error: say('notValid', { field: 'patternOptions' }) }).default({}),
  })
  .transform((spec, ctx) => {
    const allowed: Record<string, PatternOption> = PATTERN_DESIGNS[spec.design].options;
    const options: Record<string, number> = {};
    for (const [name, value] of Object.entries(spec.options)) {
      const o = allowed[name];
      if (!o || !Object.hasOwn(allowed, name)) {
        ctx.addIssue({ code: 'custom', path: ['options', name], message: say('unknownOption', { field: 'patternOption', value: name }) });
        continue;
      }
      if (typeof value !== 'number' || !Number.isInteger(value) || value < o.min || value > o.max) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', name],
          message: say('patternOptionRange', { field: name as FieldKey & PatternOptionName, min: o.min, max: o.max }),
        });
        continue;
      }
      options[name] = value;
    }
    return { design: spec.design, options };
  });
export type PatternSpecInput = z.input<typeof PatternSpecInputSchema>;

/** A pattern lesson's design and options as the API shows them (options as saved; patternOptions() fills the defaults). */
export const PatternSpecSchema = z.object({
  design: z.enum(PATTERN_DESIGN_NAMES as [PatternDesign, ...PatternDesign[]]),
  options: z.record(z.string(), z.number()),
});
export type PatternSpec = z.infer<typeof PatternSpecSchema>;
