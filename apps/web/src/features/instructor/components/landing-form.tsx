import { useTranslation } from 'react-i18next';
import { CATEGORIES, LANGUAGES, LEVELS, type Option } from '@sewee/shared/options';
import { COURSE_LIMITS } from '@sewee/shared/courses';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, invalidProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { LandingForm as LandingValues } from '../lib/curriculum';
import '../i18n';

type TextField = 'title' | 'subtitle';
type AreaField = 'description' | 'objectives' | 'welcomeMessage';
type SelectField = 'category' | 'level' | 'primaryLanguage';

const SELECTS: Record<SelectField, readonly Option[]> = { category: CATEGORIES, level: LEVELS, primaryLanguage: LANGUAGES };
const MAX: Record<TextField | AreaField, number> = {
  title: COURSE_LIMITS.titleMax,
  subtitle: COURSE_LIMITS.subtitleMax,
  description: COURSE_LIMITS.descriptionMax,
  objectives: COURSE_LIMITS.objectivesMax,
  welcomeMessage: COURSE_LIMITS.welcomeMessageMax,
};

interface Props {
  values: LandingValues;
  errors: Record<string, string>;
  onChange: (field: keyof LandingValues, value: string) => void;
}

/** The Course Landing Page tab (spec §3 fields, in the specified order). */
export function LandingForm({ values, errors, onChange }: Props) {
  const { t } = useTranslation('instructor');
  const id = (f: string) => `course-${f}`;

  const text = (f: TextField) => (
    <Field id={id(f)} label={t(`landing.fields.${f}`)} error={errors[f]} required>
      <Input
        id={id(f)}
        value={values[f]}
        maxLength={MAX[f]}
        placeholder={t(`landing.placeholders.${f}`)}
        onChange={(e) => onChange(f, e.target.value)}
        {...invalidProps(id(f), errors[f])}
      />
    </Field>
  );
  const area = (f: AreaField, hint?: string) => (
    <Field id={id(f)} label={t(`landing.fields.${f}`)} error={errors[f]} hint={hint} required>
      <Textarea
        id={id(f)}
        value={values[f]}
        rows={f === 'description' ? 5 : 3}
        maxLength={MAX[f]}
        placeholder={t(`landing.placeholders.${f}`)}
        onChange={(e) => onChange(f, e.target.value)}
        {...invalidProps(id(f), errors[f])}
      />
    </Field>
  );
  const select = (f: SelectField) => (
    <Field id={id(f)} label={t(`landing.fields.${f}`)} error={errors[f]} required>
      <Select id={id(f)} value={values[f]} onChange={(e) => onChange(f, e.target.value)} {...invalidProps(id(f), errors[f])}>
        <option value="">{t(`landing.placeholders.${f}`)}</option>
        {SELECTS[f].map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <Card>
      <CardTitle>{t('landing.title')}</CardTitle>
      <div className="mt-4 grid gap-4">
        {text('title')}
        <div className="grid gap-4 sm:grid-cols-3">
          {select('category')}
          {select('level')}
          {select('primaryLanguage')}
        </div>
        {text('subtitle')}
        {area('description')}
        <Field id={id('pricing')} label={t('landing.fields.pricing')} error={errors.pricing} hint={t('landing.pricingHint')} required>
          <Input
            id={id('pricing')}
            type="number"
            inputMode="decimal"
            min={0}
            max={COURSE_LIMITS.pricingMax}
            step="0.01"
            value={values.pricing}
            placeholder={t('landing.placeholders.pricing')}
            onChange={(e) => onChange('pricing', e.target.value)}
            {...invalidProps(id('pricing'), errors.pricing)}
          />
        </Field>
        {area('objectives', t('landing.objectivesHint'))}
        {area('welcomeMessage')}
      </div>
    </Card>
  );
}
