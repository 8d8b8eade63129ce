import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FilterGroups, type FilterSidebarProps } from './filter-sidebar';

interface FilterSheetProps extends FilterSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The phone's filters: a sheet from the bottom. Each tick applies at once (the list behind refetches),
 * so the button at the foot can say how many results the choice gives before the sheet closes.
 */
export function FilterSheet({ open, onOpenChange, resultCount, ...groups }: FilterSheetProps) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      className="start-0! top-auto! bottom-0 max-h-[85dvh]! w-full! max-w-none! translate-y-0! rounded-b-none! p-5! pb-0! ltr:translate-x-0! rtl:translate-x-0!"
    >
      <div className="mt-4">
        <FilterGroups {...groups} />
      </div>
      <div className="sticky bottom-0 -mx-5 mt-4 border-t border-stone-200 bg-white p-4">
        <Button className="w-full" size="lg" onClick={() => onOpenChange(false)}>
          {resultCount === null ? t('loadingCourses') : t('filters.showResults', { count: resultCount })}
        </Button>
      </div>
    </Dialog>
  );
}
