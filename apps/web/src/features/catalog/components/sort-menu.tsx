import { useEffect, useId, useRef, useState } from 'react';
import { ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS, type SortId } from '@sewee/shared/options';

interface SortMenuProps {
  value: SortId;
  onChange: (value: SortId) => void;
}

/** The 'Filter' dropdown: radio choices of sort order. Closes on a choice, Escape or a click outside. */
export function SortMenu({ value, onChange }: SortMenuProps) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:border-brand-600"
      >
        <ArrowUpDown className="size-4" aria-hidden="true" />
        {t('sort.button')}
      </button>
      {open ? (
        <fieldset id={panelId} className="absolute end-0 z-20 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
          <legend className="sr-only">{t('sort.legend')}</legend>
          {SORT_OPTIONS.map((o) => (
            <label key={o.id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-2 text-sm hover:bg-sand-100">
              <input
                type="radio"
                name={`${panelId}-sort`}
                value={o.id}
                checked={value === o.id}
                onChange={() => {
                  onChange(o.id);
                  setOpen(false);
                  buttonRef.current?.focus();
                }}
                className="size-4 accent-brand-700"
              />
              {t(`sort.options.${o.id}`, { defaultValue: o.label })}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
