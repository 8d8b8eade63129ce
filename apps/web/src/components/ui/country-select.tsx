import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { useCountryNames } from '../../lib/countries';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';
import { Select, type SelectProps } from './select';

export interface CountryGroup {
  /** An optgroup's label; none for a plain list. */
  label?: string;
  /** Countries as stored and sent (COUNTRIES' English names). */
  countries: readonly string[];
}

interface CountrySelectProps extends Omit<SelectProps, 'children'> {
  groups: readonly CountryGroup[];
  /** The first option, value '' ('Select a country', 'Any'). */
  emptyLabel: string;
  emptyDisabled?: boolean;
}

/**
 * A country list in the reader's language and order, with a box above it that narrows the list as
 * one types (a phone's picker has no type-ahead, and 249 names are a long scroll). The option values
 * stay the stored English names; the chosen country stays in the list whatever is typed.
 */
export function CountrySelect({
  groups,
  emptyLabel,
  emptyDisabled,
  onChange,
  value,
  defaultValue,
  className,
  ...rest
}: CountrySelectProps) {
  const { t } = useTranslation('common');
  const names = useCountryNames();
  const [typed, setTyped] = useState('');
  // An uncontrolled select (react-hook-form's register) is followed here, so its choice is never filtered out.
  const [chosen, setChosen] = useState(String(value ?? defaultValue ?? ''));
  const current = value === undefined ? chosen : String(value);
  const searchId = useId();
  const shown = groups.map((g) => {
    const options = names.options(g.countries);
    return {
      label: g.label,
      options: options.filter((o) => o.value === current || names.matches(o, typed)),
      found: options.filter((o) => names.matches(o, typed)).length,
    };
  });
  const found = shown.reduce((n, g) => n + g.found, 0);
  return (
    <div className={cn('space-y-2', className)}>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-3.5 size-4 text-stone-500" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          enterKeyHint="done"
          aria-label={t('countrySearch.label')}
          aria-controls={rest.id}
          placeholder={t('countrySearch.placeholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          // Enter in the box must not send the form it sits in.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          className={cn(fieldClasses, 'h-10 ps-9 text-sm')}
        />
      </div>
      {typed.trim() ? (
        <p className="text-sm text-stone-700" aria-live="polite">
          {t('countrySearch.found', { count: found })}
        </p>
      ) : null}
      <Select
        {...rest}
        value={value}
        defaultValue={defaultValue}
        onChange={(e) => {
          setChosen(e.target.value);
          onChange?.(e);
        }}
      >
        <option value="" disabled={emptyDisabled}>
          {emptyLabel}
        </option>
        {shown.map((g, i) => {
          const options = g.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ));
          if (!g.label) return <Fragment key={i}>{options}</Fragment>;
          return g.options.length ? (
            <optgroup key={i} label={g.label}>
              {options}
            </optgroup>
          ) : null;
        })}
      </Select>
    </div>
  );
}
