import { describe, expect, it } from 'vitest';
import {
  clearStoredFilters,
  consumeCategoryShortcut,
  filtersFromSearch,
  filtersToSearch,
  searchFromUrl,
  withCatalogSearch,
  initialFilters,
  normalizeFilters,
  readStoredFilters,
  storeCategoryShortcut,
  toCatalogQuery,
  toggleFilter,
  writeStoredFilters,
} from './filters';

describe('filter state', () => {
  it('keeps known groups and ids only, in option order, without duplicates or empty groups', () => {
    expect(
      normalizeFilters({
        level: ['advanced', 'beginner', 'advanced', 'expert'],
        category: [],
        colour: ['red'],
        primaryLanguage: 'english',
      }),
    ).toEqual({ level: ['beginner', 'advanced'] });
    expect(normalizeFilters(null)).toEqual({});
    expect(normalizeFilters(['beading'])).toEqual({});
  });

  it('toggles an option on and off, dropping a group that becomes empty', () => {
    const one = toggleFilter({}, 'category', 'crochet');
    expect(one).toEqual({ category: ['crochet'] });
    const two = toggleFilter(one, 'category', 'beading');
    expect(two).toEqual({ category: ['beading', 'crochet'] });
    expect(toggleFilter(toggleFilter(two, 'category', 'beading'), 'category', 'crochet')).toEqual({});
  });
});

describe('filters <-> URL', () => {
  it('writes each group comma-joined and URL-encoded (the comma as %2C), in sidebar order', () => {
    expect(filtersToSearch({ level: ['beginner'], category: ['beading', 'crochet'] })).toBe('category=beading%2Ccrochet&level=beginner');
    expect(filtersToSearch({ primaryLanguage: ['english', 'french'] })).toBe('primaryLanguage=english%2Cfrench');
    expect(filtersToSearch({})).toBe('');
  });

  it('writes the search words last, encoded, and leaves a blank search out', () => {
    expect(filtersToSearch({ level: ['beginner'] }, '  crème & kente, 100% ')).toBe(
      'level=beginner&q=cr%C3%A8me%20%26%20kente%2C%20100%25',
    );
    expect(filtersToSearch({}, '   ')).toBe('');
    expect(searchFromUrl('?q=cr%C3%A8me%20%26%20kente')).toBe('crème & kente');
    expect(searchFromUrl('?q=a+b')).toBe('a b');
    expect(searchFromUrl('?level=beginner')).toBe('');
  });

  it('round-trips filters and search through the URL', () => {
    const filters = { category: ['beading', 'crochet'], level: ['advanced'] };
    const search = filtersToSearch(filters, 'bag');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchFromUrl(search)).toBe('bag');
  });

  it('replaces only its own keys of an address, keeping others (the student-home tab) first', () => {
    expect(withCatalogSearch('?tab=courses&category=beading&q=old', { level: ['beginner'] }, 'new')).toBe(
      'tab=courses&level=beginner&q=new',
    );
    expect(withCatalogSearch('tab=courses', {}, '')).toBe('tab=courses');
    expect(withCatalogSearch('', { category: ['crochet', 'beading'] })).toBe('category=crochet%2Cbeading');
    // A broken escape in someone else's key is kept, not thrown on.
    expect(withCatalogSearch('?%E0=1&level=beginner', {}, 'x')).toBe('%E0=1&q=x');
  });

  it('puts the search in the catalogue call only when there is one', () => {
    expect(toCatalogQuery({}, 'price-lowtohigh', ' kente ')).toEqual({ q: 'kente', sortBy: 'price-lowtohigh' });
    expect(toCatalogQuery({}, 'price-lowtohigh', '  ')).toEqual({ sortBy: 'price-lowtohigh' });
  });

  it('reads comma-joined, encoded and repeated keys back, ignoring unknown ids and groups', () => {
    expect(filtersFromSearch('?category=beading%2Ccrochet&level=beginner&level=advanced,nope&colour=red')).toEqual({
      category: ['beading', 'crochet'],
      level: ['beginner', 'advanced'],
    });
    expect(filtersFromSearch('')).toEqual({});
  });

  it('round-trips', () => {
    const f = { category: ['bag-making', 'shoe-making'], primaryLanguage: ['arabic'] };
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
  });
});

describe('filters <-> sessionStorage', () => {
  it("saves under 'filters' and restores", () => {
    writeStoredFilters(sessionStorage, { level: ['intermediate'] });
    expect(JSON.parse(sessionStorage.getItem('filters')!)).toEqual({ level: ['intermediate'] });
    expect(readStoredFilters(sessionStorage)).toEqual({ level: ['intermediate'] });
    clearStoredFilters(sessionStorage);
    expect(sessionStorage.getItem('filters')).toBeNull();
  });

  it('treats broken or stale stored JSON as no filters', () => {
    sessionStorage.setItem('filters', '{not json');
    expect(readStoredFilters(sessionStorage)).toEqual({});
    sessionStorage.setItem('filters', JSON.stringify({ category: ['gone'] }));
    expect(readStoredFilters(sessionStorage)).toEqual({});
  });
});

describe('initial filters on load', () => {
  it("applies the 'category' shortcut alone, over the URL and storage", () => {
    writeStoredFilters(sessionStorage, { level: ['beginner'] });
    storeCategoryShortcut(sessionStorage, 'crochet');
    expect(sessionStorage.getItem('category')).toBe('crochet');
    expect(initialFilters('?level=advanced', sessionStorage)).toEqual({ category: ['crochet'] });
    consumeCategoryShortcut(sessionStorage);
    expect(sessionStorage.getItem('category')).toBeNull();
  });

  it('ignores an unknown shortcut', () => {
    sessionStorage.setItem('category', 'nope');
    expect(initialFilters('?level=advanced', sessionStorage)).toEqual({ level: ['advanced'] });
  });

  it('prefers a filtered URL over storage, and falls back to storage', () => {
    writeStoredFilters(sessionStorage, { level: ['beginner'] });
    expect(initialFilters('?category=beading', sessionStorage)).toEqual({ category: ['beading'] });
    expect(initialFilters('', sessionStorage)).toEqual({ level: ['beginner'] });
    expect(initialFilters('?colour=red', sessionStorage)).toEqual({ level: ['beginner'] });
  });
});

describe('catalogue query', () => {
  it('comma-joins each chosen group and always sends sortBy', () => {
    expect(toCatalogQuery({ category: ['beading', 'crochet'] }, 'title-atoz')).toEqual({
      category: 'beading,crochet',
      sortBy: 'title-atoz',
    });
    expect(toCatalogQuery({}, 'price-lowtohigh')).toEqual({ sortBy: 'price-lowtohigh' });
  });
});
