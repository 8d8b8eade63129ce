import { useTranslation } from 'react-i18next';
import { CATEGORIES, LANGUAGES, LEVELS, type Option } from '@sewee/shared/options';
import { COURSE_LIMITS } from '@sewee/shared/courses';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { siteCurrency } from '../../../lib/format';
import { optionText } from '../../../lib/options-i18n';
import type { LandingForm as LandingValues } from '../curriculum';
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

/** The Course Landing Page tab (its fields in the order students read them on the course page). */
export function LandingForm({ values, errors, onChange }: Props) {
  const { t } = useTranslation('course-authoring');
  const id = (f: string) => `course-${f}`;

  const text = (f: TextField) => (
    <FormField id={id(f)} label={t(`landing.fields.${f}`)} error={errors[f]} required>
      {(control) => (
        <Input
          {...control}
          value={values[f]}
          maxLength={MAX[f]}
          placeholder={t(`landing.placeholders.${f}`)}
          onChange={(e) => onChange(f, e.target.value)}
        />
      )}
    </FormField>
  );
  const area = (f: AreaField, hint?: string) => (
    <FormField id={id(f)} label={t(`landing.fields.${f}`)} error={errors[f]} hint={hint} required>
      {(control) => (
        <Textarea
          {...control}
          value={values[f]}
          rows={f === 'description' ? 5 : 3}
          maxLength={MAX[f]}
          placeholder={t(`landing.placeholders.${f}`)}
          onChange={(e) => onChange(f, e.target.value)}
        />
      )}
    </FormField>
  );
  const select = (f: SelectField) => (
    <FormField id={id(f)} label={t(`landing.fields.${f}`)} error={errors[f]} required>
      {(control) => (
        <Select {...control} value={values[f]} onChange={(e) => onChange(f, e.target.value)}>
          <option value="">{t(`landing.placeholders.${f}`)}</option>
          {SELECTS[f].map((o) => (
            <option key={o.id} value={o.id}>
              {optionText(t, f, o)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
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
        <FormField
          id={id('pricing')}
          label={t('landing.fields.pricing')}
          error={errors.pricing}
          hint={t('landing.pricingHint', { currency: siteCurrency() })}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={COURSE_LIMITS.pricingMax}
              step="0.01"
              value={values.pricing}
              placeholder={t('landing.placeholders.pricing', { currency: siteCurrency() })}
              onChange={(e) => onChange('pricing', e.target.value)}
            />
          )}
        </FormField>
        {area('objectives', t('landing.objectivesHint'))}
        {area('welcomeMessage')}
      </div>
    </Card>
  );
}
