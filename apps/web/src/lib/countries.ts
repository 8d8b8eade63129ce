import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, type Country } from '@sewee/shared/countries';

/** A stored country (its English name, as the API has it) with its name in the reader's language. */
export interface CountryOption {
  value: string;
  label: string;
}

/** Case and accents ignored: "cote" finds Côte d’Ivoire, "sao" São Tomé. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Country names for one language: `name` turns a stored (English) name into the reader's, from its
 * ISO code (Intl.DisplayNames); `sortBy` and `options` sort as that language sorts (Intl.Collator); `matches` says whether typed text finds an option, in either name.
 */
export function countryNames(language: string) {
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    // A browser without region names keeps the English ones.
  }
  const collator = new Intl.Collator(language);
  const name = (country: string) => {
    const code = COUNTRY_CODES[country as Country] as string | undefined;
    return (code && display?.of(code)) || country;
  };
  /** `items` in this language's order of their countries' names. */
  const sortBy = <T>(items: readonly T[], country: (item: T) => string): T[] =>
    items
      .map((item) => ({ item, label: name(country(item)) }))
      .sort((a, b) => collator.compare(a.label, b.label))
      .map((x) => x.item);
  const options = (countries: readonly string[]): CountryOption[] =>
    sortBy(countries, (c) => c).map((value) => ({ value, label: name(value) }));
  const matches = (option: CountryOption, typed: string) => {
    const words = fold(typed.trim());
    return !words || fold(option.label).includes(words) || fold(option.value).includes(words);
  };
  return { name, sortBy, options, matches };
}

/** countryNames in the page's language, made once per language. */
export function useCountryNames() {
  const { i18n } = useTranslation();
  return useMemo(() => countryNames(i18n.language), [i18n.language]);
}
