import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOG_SEARCH_MAX } from '@sewee/shared/constants';
import { CATEGORIES } from '@sewee/shared/options';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/check-auth';
import { cn } from '../../lib/cn';
import { filtersFromSearch, searchFromUrl, withCatalogSearch } from '../../features/catalog/filters';

/**
 * The header's search row: words and a category open All Courses filtered by them, in
 * the address with the other filters. On a phone the row hides behind a search icon, so the sticky
 * header stays small; from 640 px up it is always shown, with a text box of real width.
 */
export function HeaderSearch() {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const catalogue = isAuthenticated ? paths.memberCourses() : paths.courses();
  const onCatalogue = location.pathname === catalogue;

  // The box and the select show what the catalogue shows (its URL), and follow it when it changes.
  const fromUrl = () => {
    const chosen = onCatalogue ? (filtersFromSearch(location.search).category ?? []) : [];
    return { q: onCatalogue ? searchFromUrl(location.search) : '', category: chosen.length === 1 ? chosen[0]! : '' };
  };
  const [shownFor, setShownFor] = useState(`${location.pathname}${location.search}`);
  const [values, setValues] = useState(fromUrl);
  const [open, setOpen] = useState(false);
  if (shownFor !== `${location.pathname}${location.search}`) {
    setShownFor(`${location.pathname}${location.search}`);
    setValues(fromUrl());
    setOpen(false);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Kept: the catalogue's other filters. The select sets the category; "All Categories" clears a
    // single chosen category (which it was showing) but leaves a choice of several from the sidebar alone.
    const current = onCatalogue ? location.search : '';
    const filters = filtersFromSearch(current);
    const chosen = filters.category ?? [];
    if (values.category) filters.category = [values.category];
    else if (chosen.length === 1) delete filters.category;
    const search = withCatalogSearch(current, filters, values.q);
    void navigate({ pathname: catalogue, search: search ? `?${search}` : '' });
  };

  return (
    <>
      <button
        type="button"
        className="ms-auto grid size-10 place-items-center rounded-lg text-brand-800 hover:bg-brand-50 sm:hidden"
        aria-expanded={open}
        aria-controls="header-search"
        aria-label={open ? t('search.close') : t('search.open')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Search className="size-5" aria-hidden="true" />}
      </button>
      {/* action: a search sent before the page's code has run (a guest page arrives as HTML first) still
          lands on the catalogue with its words, instead of reloading the page it was sent from. */}
      <form
        id="header-search"
        role="search"
        action={catalogue}
        aria-label={t('search.label')}
        className={cn(
          open ? 'flex' : 'hidden',
          'order-3 w-full min-w-0 flex-wrap items-center gap-2 sm:flex sm:flex-nowrap lg:order-none lg:w-auto lg:min-w-[22rem] lg:flex-1',
        )}
        onSubmit={onSubmit}
      >
        {/* `!`: fieldClasses sets w-full and h-11, and cn() only joins classes, so the stylesheet's order would win. */}
        <Select
          aria-label={t('search.category')}
          value={values.category}
          onChange={(e) => setValues((v) => ({ ...v, category: e.target.value }))}
          className="h-10! w-full! min-w-0 sm:w-56! sm:shrink-0"
        >
          <option value="">{t('search.all')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t(`categories.${c.id}`)}
            </option>
          ))}
        </Select>
        <div className="flex min-w-0 flex-1 basis-full items-center gap-2 sm:basis-auto">
          <Input
            type="search"
            name="q"
            aria-label={t('search.query')}
            placeholder={t('search.placeholder')}
            maxLength={CATALOG_SEARCH_MAX}
            value={values.q}
            onChange={(e) => setValues((v) => ({ ...v, q: e.target.value }))}
            className="h-10! min-w-0 flex-1 sm:min-w-40"
          />
          <Button type="submit" size="sm" className="h-10 shrink-0">
            <Search className="size-4" aria-hidden="true" />
            {t('search.button')}
          </Button>
        </div>
      </form>
    </>
  );
}
