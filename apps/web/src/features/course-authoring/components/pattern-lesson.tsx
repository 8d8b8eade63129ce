import { useTranslation } from 'react-i18next';
import { PATTERN_DESIGNS, PATTERN_DESIGN_NAMES, type PatternDesign } from '@sewee/shared/patterns';
import type { FieldKey } from '@sewee/shared/messages/validation/say';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { numberFormat } from '../../../lib/format';
import { patternChoice, type PatternDraft } from '../curriculum';
import type { LessonBlockProps } from './curriculum-card';
import { FilesAndDelete } from './file-attachments';
import '../../../components/pattern/i18n';
// Registers the validation catalogue, whose field names label the options.
import '../../../lib/localized-resolver';
import '../i18n';

type Props = LessonBlockProps<PatternDraft>;

type OptionRange = { min: number; max: number; default: number };

/**
 * A pattern lesson in the curriculum: its title and Free Preview, the design (from the shared list)
 * and the design's options in percent, its files, and Delete pattern lesson. Each student gets the
 * design drafted to their own measurements.
 */
export function PatternLessonBlock({ lesson: l, n, upload, busy, errors, uploadError, handlers: h, onAskDelete }: Props) {
  const { t } = useTranslation('course-authoring');
  const { t: tPattern } = useTranslation('pattern');
  // The options' names are the validation catalogue's (the same words a refused value names).
  const { t: tField } = useTranslation('validation');
  const index = n - 1;
  const path = `curriculum.${index}.pattern`;
  const id = (part: string) => `pattern-${l.key}-${part}`;
  const lessonName = t('pattern.lesson', { n });
  const options: Record<string, OptionRange> = PATTERN_DESIGNS[l.pattern.design].options;
  const percent = (v: number) => numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(v / 100);
  const optionsError = errors[`${path}.options`];
  return (
    <li className="rounded-xl border border-stone-200 p-3 sm:p-4" aria-labelledby={id('heading')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id('heading')} className="text-lg font-semibold text-brand-800">
          {lessonName}
        </h3>
        <Switch
          id={id('free')}
          label={t('curriculum.freePreview')}
          checked={l.freePreview}
          onCheckedChange={(v) => h.onChange(l.key, { freePreview: v })}
        />
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('pattern.intro')}</p>
      <div className="mt-3 grid gap-3">
        <FormField id={id('title')} label={t('pattern.lessonTitle', { n })} error={errors[`curriculum.${index}.title`]} hideLabel>
          {(control) => (
            <Input
              {...control}
              dir="auto"
              value={l.title}
              maxLength={200}
              placeholder={t('pattern.titlePlaceholder')}
              onChange={(e) => h.onChange(l.key, { title: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={id('design')} label={t('pattern.design')} error={errors[`${path}.design`] ?? errors[path]}>
          {(control) => (
            <Select
              {...control}
              value={l.pattern.design}
              // Another design has other options: they start at its defaults.
              onChange={(e) => h.onChange(l.key, { pattern: patternChoice(e.target.value as PatternDesign) })}
            >
              {PATTERN_DESIGN_NAMES.map((d) => (
                <option key={d} value={d}>
                  {tPattern(`designs.${d}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {Object.keys(options).length ? (
        <fieldset className="mt-4 min-w-0">
          <legend className="font-semibold text-stone-900">{t('pattern.options')}</legend>
          <p className="text-sm text-stone-700">{t('pattern.optionsHint')}</p>
          {optionsError ? <p className="mt-1 text-sm text-red-700">{optionsError}</p> : null}
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {Object.entries(options).map(([name, o]) => (
              <FormField
                key={name}
                id={id(`option-${name}`)}
                label={tField(`fields.${name as FieldKey}`)}
                error={errors[`${path}.options.${name}`]}
                hint={t('pattern.range', { min: percent(o.min), max: percent(o.max), default: percent(o.default) })}
              >
                {(control) => (
                  // A few digits: a narrow field (the input itself is full width).
                  <div className="flex w-36 items-center gap-2">
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      step={1}
                      min={o.min}
                      max={o.max}
                      value={l.pattern.options[name] ?? ''}
                      onChange={(e) =>
                        h.onChange(l.key, { pattern: { ...l.pattern, options: { ...l.pattern.options, [name]: e.target.value } } })
                      }
                    />
                    <span aria-hidden="true" className="text-stone-700">
                      %
                    </span>
                  </div>
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
      ) : null}
      <FilesAndDelete
        item={l}
        index={index}
        itemName={lessonName}
        upload={upload}
        busy={busy}
        errors={errors}
        failed={uploadError}
        handlers={h}
        deleteLabel={t('pattern.deleteLesson')}
        onAskDelete={onAskDelete}
      />
    </li>
  );
}
