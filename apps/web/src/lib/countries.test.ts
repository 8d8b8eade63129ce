import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '@sewee/shared/countries';
import { countryNames } from './countries';

describe('country names in the reader’s language', () => {
  it('every stored country has the ISO code whose English name it is', () => {
    const english = new Intl.DisplayNames('en', { type: 'region' });
    for (const country of COUNTRIES) expect(english.of(COUNTRY_CODES[country]), country).toBe(country);
    expect(new Set(Object.values(COUNTRY_CODES)).size).toBe(COUNTRIES.length);
  });

  it('names countries in French and sorts them as French sorts (É among the E, not after Z)', () => {
    const fr = countryNames('fr');
    expect(fr.name('Germany')).toBe('Allemagne');
    expect(fr.name('Côte d’Ivoire')).toBe('Côte d’Ivoire');
    const labels = fr.options(['Zambia', 'Egypt', 'Eritrea', 'Germany', 'Algeria']).map((o) => o.label);
    expect(labels).toEqual(['Algérie', 'Allemagne', 'Égypte', 'Érythrée', 'Zambie']);
    // The value stays the stored English name.
    expect(fr.options(['Germany'])).toEqual([{ value: 'Germany', label: 'Allemagne' }]);
  });

  it('names countries in Arabic, sorted in Arabic order', () => {
    const ar = countryNames('ar');
    expect(ar.name('Egypt')).toBe('مصر');
    const labels = ar.options(['Egypt', 'Morocco', 'Algeria']).map((o) => o.label);
    expect(labels).toEqual(['الجزائر', 'المغرب', 'مصر']);
  });

  it('finds a country by typing part of either name, case and accents ignored', () => {
    const fr = countryNames('fr');
    const all = fr.options(COUNTRIES);
    const found = (typed: string) => all.filter((o) => fr.matches(o, typed)).map((o) => o.value);
    expect(found('allem')).toEqual(['Germany']);
    expect(found('GERMANY')).toEqual(['Germany']);
    expect(found('egypte')).toEqual(['Egypt']);
    expect(found('cote d')).toEqual(['Côte d’Ivoire']);
    expect(found('   ')).toHaveLength(COUNTRIES.length);
  });

  it('sorts rows by their country in the reader’s language (Reach)', () => {
    const rows = [{ country: 'Germany' }, { country: 'Egypt' }, { country: 'Algeria' }];
    expect(
      countryNames('fr')
        .sortBy(rows, (r) => r.country)
        .map((r) => r.country),
    ).toEqual(['Algeria', 'Germany', 'Egypt']);
    expect(
      countryNames('en')
        .sortBy(rows, (r) => r.country)
        .map((r) => r.country),
    ).toEqual(['Algeria', 'Egypt', 'Germany']);
  });

  it('leaves a name it does not know as it is', () => {
    expect(countryNames('fr').name('Atlantis')).toBe('Atlantis');
  });
});
