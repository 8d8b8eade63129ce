import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FILTER_GROUPS, type FilterGroup } from '@sewee/shared/options';
import { cn } from '../../../lib/cn';
import { countFilters, GROUPS, type Filters } from '../filters';

interface FilterSidebarProps {
  filters: Filters;
  onToggle: (group: FilterGroup, id: string) => void;
  onClear: () => void;
}

/**
 * Checkbox filters grouped by Category, Level and Primary Language. On a phone the 25 checkboxes
 * sit behind a "Show filters" toggle so the results stay near the top; from md up they are always shown.
 */
export function FilterSidebar({ filters, onToggle, onClear }: FilterSidebarProps) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = countFilters(filters);
  return (
    <aside aria-label={t('filters.title')} className="md:w-60 md:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-4 font-medium text-stone-800 md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {open ? t('filters.hide') : t('filters.show')}
        </span>
        {chosen > 0 ? <span className="text-sm text-brand-700">{t('filters.chosen', { count: chosen })}</span> : null}
      </button>
      <div id={panelId} className={cn(open ? 'block' : 'hidden', 'mt-3 space-y-5 md:mt-0 md:block')}>
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
                      <span className="text-sm">{t(`options.${option.id}`, { defaultValue: option.label })}</span>
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
    </aside>
  );
}
