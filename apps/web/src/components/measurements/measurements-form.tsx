import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Measurements } from '@sewee/shared';
import {
  MEASUREMENT_NAMES,
  MEASUREMENT_UNITS,
  MEASUREMENTS,
  measurementFromUnits,
  measurementInUnits,
  type MeasurementName,
  type MeasurementRange,
  type MeasurementUnits,
} from '@sewee/shared/pattern-designs';
import { Button } from '../ui/button';
import { FormField } from '../ui/field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { useAuth } from '../../lib/auth/check-auth';
import { errorMessage } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form';
import { numberFormat } from '../../lib/format';
import { useMeasurements, useSaveMeasurements } from '../../lib/measurements';
import { notify } from '../../lib/toast';
import { MeasurementFigure } from './measurement-figure';
import './i18n';

export interface MeasurementsFormProps {
  /** Only these measurements (e.g. the ones a pattern needs and the student has not given); left out, all. */
  names?: readonly MeasurementName[];
  /** After a save, with the measurements as saved. */
  onSaved?: (saved: Measurements) => void;
}

type FormValues = { values: Partial<Record<MeasurementName, string>> };

const isDegrees = (name: MeasurementName) => (MEASUREMENTS[name] as MeasurementRange).unit === 'deg';

/** A value as the student reads it in their language (Intl: "92,5" in French), without grouping. */
const shown = (name: MeasurementName, mm: number | undefined, units: MeasurementUnits) =>
  mm === undefined ? '' : numberFormat({ maximumFractionDigits: 2, useGrouping: false }).format(measurementInUnits(name, mm, units));

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/**
 * What the student typed, as a number: either decimal separator ("92,5" or "92.5", the Arabic "٩٢٫٥"),
 * Arabic-Indic digits, spaces ignored. Empty: undefined; anything else: NaN.
 */
export function parseTyped(text: string): number | undefined {
  const plain = text
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[,\u066b]/g, '.');
  if (!plain) return undefined;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN;
}

/** The unit's short name in the reader's language ("cm", "in", "°"). */
const unitName = (unit: 'centimeter' | 'inch' | 'degree') =>
  numberFormat({ style: 'unit', unit, unitDisplay: 'short' })
    .formatToParts(1)
    .find((p) => p.type === 'unit')?.value ?? '';

/**
 * My measurements: the units (cm or inches), then one field per measurement with a small picture
 * and a line of guide. Values are shown and typed in the chosen units and saved in millimetres; a
 * value the server refuses is shown under that measurement.
 */
export function MeasurementsForm({ names = MEASUREMENT_NAMES, onSaved }: MeasurementsFormProps) {
  const { t } = useTranslation('measurements');
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const query = useMeasurements(userId);
  if (query.isPending) return <Spinner className="size-6" label={t('title')} />;
  if (query.isError)
    return (
      <div role="alert">
        <p>{errorMessage(query.error, t('loadError'))}</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return <Fields key={query.data.updatedAt ?? ''} userId={userId} saved={query.data} names={names} onSaved={onSaved} />;
}

function Fields({
  userId,
  saved,
  names,
  onSaved,
}: {
  userId: string;
  saved: Measurements;
  names: readonly MeasurementName[];
  onSaved?: (saved: Measurements) => void;
}) {
  const { t } = useTranslation('measurements');
  const id = useId();
  const save = useSaveMeasurements(userId);
  const [units, setUnits] = useState<MeasurementUnits>(saved.units);
  const { register, handleSubmit, getValues, setValue, setError, formState } = useForm<FormValues>({
    defaultValues: { values: Object.fromEntries(names.map((n) => [n, shown(n, saved.values[n], saved.units)])) },
  });

  // The typed values follow a change of units (92.5 cm → 36.42 in), so nothing is saved in the wrong one.
  const switchUnits = (next: MeasurementUnits) => {
    for (const n of names) {
      const typed = parseTyped(getValues(`values.${n}`) ?? '');
      if (typed !== undefined && !Number.isNaN(typed)) setValue(`values.${n}`, shown(n, measurementFromUnits(n, typed, units), next));
    }
    setUnits(next);
  };

  const submit = handleSubmit(({ values }) => {
    const mm: Partial<Record<MeasurementName, number>> = { ...saved.values };
    let bad = false;
    for (const n of names) {
      const typed = parseTyped(values[n] ?? '');
      if (typed === undefined) delete mm[n];
      else if (Number.isNaN(typed)) {
        setError(`values.${n}`, { type: 'format', message: t('notANumber') });
        bad = true;
      } else mm[n] = measurementFromUnits(n, typed, units);
    }
    if (bad) return;
    save.mutate(
      { units, values: mm },
      {
        onSuccess: (data) => {
          notify.success(t('saved'));
          onSaved?.(data);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, [...names.map((n) => `values.${n}`)]))
            notify.error(errorMessage(error, t('saveError')));
        },
      },
    );
  });

  const length = unitName(units === 'cm' ? 'centimeter' : 'inch');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('units')}</legend>
        <div className="mt-1 inline-flex rounded-lg border border-stone-300 p-0.5">
          {MEASUREMENT_UNITS.map((u) => (
            <label
              key={u}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-stone-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2"
            >
              <input
                type="radio"
                name={`${id}-units`}
                value={u}
                checked={units === u}
                onChange={() => switchUnits(u)}
                className="sr-only"
              />
              {t(u)}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="space-y-3">
        {names.map((n) => {
          const error = formState.errors.values?.[n]?.message;
          const unit = isDegrees(n) ? unitName('degree') : length;
          return (
            <li key={n} className="flex items-start gap-3">
              <MeasurementFigure name={n} />
              <div className="min-w-0 flex-1">
                <FormField id={`${id}-${n}`} label={t(`names.${n}`)} hint={t(`guides.${n}`)} error={error}>
                  {(control) => (
                    <div className="flex items-center gap-2">
                      <Input
                        {...control}
                        {...register(`values.${n}`)}
                        inputMode="decimal"
                        autoComplete="off"
                        className="max-w-32"
                        dir="ltr"
                      />
                      <span className="text-sm text-stone-700">{unit}</span>
                    </div>
                  )}
                </FormField>
              </div>
            </li>
          );
        })}
      </ul>
      <Button type="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
