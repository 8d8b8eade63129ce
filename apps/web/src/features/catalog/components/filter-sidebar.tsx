import { lazy, Suspense, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FILTER_GROUPS, type FilterGroup } from '@sewee/shared/options';
import { countFilters, GROUPS, type Filters } from '../filters';
import { optionText } from '../../../lib/options-i18n';

export interface FilterSidebarProps {
  filters: Filters;
  onToggle: (group: FilterGroup, id: string) => void;
  onClear: () => void;
  /** How many courses the chosen filters give (null while the list loads): the sheet's "Show N results". */
  resultCount: number | null;
}

// The phone's sheet (and the dialog code under it) loads when first opened, not with the catalogue.
const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadSheet().then((m) => ({ default: m.FilterSheet })));

/**
 * Checkbox filters grouped by Category, Level and Primary Language. From md up they sit beside the
 * results; on a phone the 25 checkboxes open in a sheet from a "Filters" button that counts the
 * chosen ones, and the sheet closes with "Show N results".
 */
export function FilterSidebar({ filters, onToggle, onClear, resultCount }: FilterSidebarProps) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const chosen = countFilters(filters);
  return (
    <aside aria-label={t('filters.title')} className="md:w-52 md:shrink-0 lg:w-60">
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-4 font-medium text-stone-800 md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('filters.title')}
        </span>
        {chosen > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
            <span aria-hidden="true">{chosen}</span>
            <span className="sr-only">{t('filters.chosen', { count: chosen })}</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            onOpenChange={setOpen}
            filters={filters}
            onToggle={onToggle}
            onClear={onClear}
            resultCount={resultCount}
          />
        </Suspense>
      ) : null}
      <div className="hidden md:block">
        <FilterGroups filters={filters} onToggle={onToggle} onClear={onClear} />
      </div>
    </aside>
  );
}

/** The three groups of checkboxes, and Clear filters once any is chosen. */
export function FilterGroups({ filters, onToggle, onClear }: Pick<FilterSidebarProps, 'filters' | 'onToggle' | 'onClear'>) {
  const { t } = useTranslation('catalog');
  const chosen = countFilters(filters);
  return (
    <div className="space-y-5">
      {GROUPS.map((group) => (
        <fieldset key={group}>
          <legend className="mb-2 font-semibold text-brand-800">{t(`filters.groups.${group}`)}</legend>
          <ul className="space-y-1">
            {FILTER_GROUPS[group].map((option) => {
              const checked = filters[group]?.includes(option.id) ?? false;
              return (
                <li key={option.id}>
                  <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded px-1 text-stone-800 hover:bg-sand-100">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => onToggle(group, option.id)}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 break-words text-sm">{optionText(t, group, option)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {chosen > 0 ? (
        <button type="button" onClick={onClear} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          {t('filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
