import { STORAGE_KEYS } from '@sewee/shared/constants';
import { DEFAULT_SORT, FILTER_GROUPS, SORT_OPTIONS, type FilterGroup, type SortId } from '@sewee/shared/options';
import type { CatalogQueryInput } from '@sewee/shared';
import { CATALOG_SEARCH_MAX } from '@sewee/shared/constants';

/**
 * The All Courses filter state (a map of filter group to the chosen option ids) and how
 * it moves between React state, sessionStorage (key 'filters') and the URL query string.
 * Pure functions only: the page wires them to effects, the tests call them directly.
 */
export type Filters = Partial<Record<FilterGroup, string[]>>;

/** Filter groups in sidebar order: category, level, primaryLanguage. */
export const GROUPS = Object.keys(FILTER_GROUPS) as FilterGroup[];

const isGroup = (g: string): g is FilterGroup => (GROUPS as string[]).includes(g);
const knownIds = (g: FilterGroup) => FILTER_GROUPS[g].map((o) => o.id as string);

/**
 * Keeps only known groups and known ids (in option order, without duplicates) and drops empty
 * groups. Anything read from storage or a URL goes through here, so a stale or hand-edited value
 * can never make the catalogue call fail with a 400.
 */
export function normalizeFilters(raw: unknown): Filters {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Filters = {};
  for (const [group, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!isGroup(group) || !Array.isArray(value)) continue;
    const chosen = new Set(value.filter((v): v is string => typeof v === 'string'));
    const ids = knownIds(group).filter((id) => chosen.has(id));
    if (ids.length > 0) out[group] = ids;
  }
  return out;
}

/** Adds the option to its group, or removes it when it is already chosen. */
export function toggleFilter(filters: Filters, group: FilterGroup, id: string): Filters {
  const current = filters[group] ?? [];
  const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
  return normalizeFilters({ ...filters, [group]: next });
}

export const countFilters = (filters: Filters) => GROUPS.reduce((n, g) => n + (filters[g]?.length ?? 0), 0);

/** The URL key of the catalogue's search words (the header's search box). */
export const SEARCH_PARAM = 'q';
/** The URL keys the catalogue owns; any other key of the page's address (e.g. the student-home tab) is kept. */
const OWN_KEYS: readonly string[] = [...GROUPS, SEARCH_PARAM];

/**
 * The query string that mirrors the filters and the search (no '?'): each group's ids comma-joined and
 * URL-encoded, so the comma is written %2C, e.g.
 * `category=beading%2Ccrochet&level=beginner&q=kente%20bag`.
 */
export function filtersToSearch(filters: Filters, q = ''): string {
  const parts = GROUPS.filter((g) => filters[g]?.length).map((g) => `${g}=${encodeURIComponent(filters[g]!.join(','))}`);
  const words = q.trim();
  if (words) parts.push(`${SEARCH_PARAM}=${encodeURIComponent(words)}`);
  return parts.join('&');
}

/**
 * `current` (a query string, with or without '?') with the catalogue's own keys replaced by the
 * given filters and search; other keys stay first, as they were. No '?'.
 */
export function withCatalogSearch(current: string, filters: Filters, q = ''): string {
  const others = current
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !OWN_KEYS.includes(safeDecode(pair.split('=')[0] ?? '')));
  const own = filtersToSearch(filters, q);
  return [...others, ...(own ? [own] : [])].join('&');
}

/** A hand-edited address may hold a broken %-escape: kept as written rather than thrown on. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The search words of a query string ('' when none). */
export function searchFromUrl(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim().slice(0, CATALOG_SEARCH_MAX);
}

/** Reads filters back from a query string (with or without '?'); unknown groups and ids are ignored. */
export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const raw: Record<string, string[]> = {};
  for (const g of GROUPS) {
    const values = params
      .getAll(g)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim());
    if (values.length) raw[g] = values;
  }
  return normalizeFilters(raw);
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredFilters(storage: Store): Filters {
  const text = storage.getItem(STORAGE_KEYS.filters);
  if (!text) return {};
  try {
    return normalizeFilters(JSON.parse(text));
  } catch {
    return {};
  }
}

export function writeStoredFilters(storage: Store, filters: Filters) {
  storage.setItem(STORAGE_KEYS.filters, JSON.stringify(normalizeFilters(filters)));
}

export function clearStoredFilters(storage: Store) {
  storage.removeItem(STORAGE_KEYS.filters);
}

/**
 * The filters the page starts with (a pure read: React may call it twice in StrictMode; the page
 * removes the shortcut afterwards with consumeCategoryShortcut):
 * 1. the category shortcut (set by a category button on the student dashboard) wins, alone;
 * 2. otherwise a filtered URL (a shared or reloaded link);
 * 3. otherwise what this tab stored last.
 */
export function initialFilters(search: string, storage: Store): Filters {
  const shortcut = storage.getItem(STORAGE_KEYS.category);
  if (shortcut !== null) {
    const fromShortcut = normalizeFilters({ category: [shortcut] });
    if (fromShortcut.category) return fromShortcut;
  }
  const fromUrl = filtersFromSearch(search);
  if (countFilters(fromUrl) > 0) return fromUrl;
  return readStoredFilters(storage);
}

/** Removes the category shortcut once the page has applied it, so it applies once. */
export function consumeCategoryShortcut(storage: Store) {
  storage.removeItem(STORAGE_KEYS.category);
}

/** Stores the category shortcut that the All Courses page applies on its next load. */
export function storeCategoryShortcut(storage: Store, categoryId: string) {
  storage.setItem(STORAGE_KEYS.category, categoryId);
}

/** The catalogue call's query: each group comma-joined, the search words if any, plus sortBy. */
export function toCatalogQuery(filters: Filters, sortBy: SortId, search = ''): CatalogQueryInput {
  const q: Record<string, string> = {};
  for (const g of GROUPS) if (filters[g]?.length) q[g] = filters[g]!.join(',');
  const words = search.trim();
  return { ...q, ...(words ? { q: words } : {}), sortBy };
}

export const isSortId = (v: string): v is SortId => SORT_OPTIONS.some((o) => o.id === v);
export { DEFAULT_SORT };
