import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { FilterGroup, SortId } from '@sewee/shared/options';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/check-auth';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useCourses } from '../api/get-courses';
import { purchaseInfoQuery } from '../api/get-purchase-info';
import {
  clearStoredFilters,
  consumeCategoryShortcut,
  DEFAULT_SORT,
  filtersFromSearch,
  filtersToSearch,
  initialFilters,
  searchFromUrl,
  withCatalogSearch,
  toCatalogQuery,
  toggleFilter,
  writeStoredFilters,
  type Filters,
} from '../filters';
import { CourseCard, CourseCardSkeleton } from './course-card';
import { FilterSidebar } from './filter-sidebar';
import { SortMenu } from './sort-menu';
import '../i18n';
import { paths } from '../../../config/paths';
import { afterHydration, HydrationPiece, isHydrating } from '../../../lib/hydrate-in-pieces';

/** The server's stand-in for sessionStorage (guest HTML is rendered without one). */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
/** Cards in the widest grid row (three columns): their images are the likely LCP and load eagerly. */
const FIRST_ROW = 3;

interface AllCoursesProps {
  /** Heading level of the title: h1 as a page, h2 inside the student-home tab. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * All Courses: filter sidebar, sort menu, results count and the card grid. The address
 * holds the filters and the search (the URL mirrors them), on the All Courses routes and
 * in the student-home Courses tab alike, so the header's search, Back and a shared link all work.
 */
export function AllCourses({ headingLevel = 'h1' }: AllCoursesProps) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { user } = useAuth();

  // On load: the category shortcut, a filtered URL or what this tab stored, written into the URL once
  // (replace). Then the URL and this state move together: a tick sets both (the state at once, so the
  // box is ticked before the router's transition lands), and a change that comes from outside (the
  // header's search, Back) is adopted from the URL. Sort always starts at the default. On the server (a
  // guest page drawn as HTML) there is no tab storage: the URL's filters only. While the browser
  // hydrates that HTML it must draw the same list, so it too starts from the URL only and applies what
  // the tab stored in the on-load effect below. What the tab stored is still to be shown: true while
  // hydrating, until the filters (a piece of their own) are hydrated, since Preact would not tick their
  // boxes while hydrating them; meanwhile nothing is stored over it. (Read once, not as state: a value
  // that changed would draw the whole list again.)
  const storedPending = useRef(isHydrating());
  const [filters, setFilters] = useState<Filters>(() =>
    initialFilters(location.search, !storedPending.current && typeof sessionStorage !== 'undefined' ? sessionStorage : NO_STORAGE),
  );
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    const fromUrl = filtersFromSearch(location.search);
    if (filtersToSearch(fromUrl) !== filtersToSearch(filters)) setFilters(fromUrl);
  }
  const search = searchFromUrl(location.search);
  const [sortBy, setSortBy] = useState<SortId>(DEFAULT_SORT);
  const [opening, setOpening] = useState<string | null>(null);

  const show = useCallback(
    (next: Filters) => {
      // The same filters keep the same state: the list is not drawn again (on load, the usual case).
      setFilters((now) => (filtersToSearch(now) === filtersToSearch(next) ? now : next));
      const target = withCatalogSearch(location.search, next, search);
      if (target !== location.search.replace(/^\?/, '')) void navigate({ search: target ? `?${target}` : '' }, { replace: true });
    },
    [location.search, navigate, search],
  );
  useEffect(() => {
    const later = storedPending.current;
    const loaded = later ? initialFilters(location.search, sessionStorage) : filters;
    consumeCategoryShortcut(sessionStorage);
    let left = false;
    const load = () => {
      storedPending.current = false;
      if (!left) show(loaded);
    };
    if (later) void afterHydration().then(load);
    else load();
    return () => {
      left = true;
    };
    // Once, on load: later changes go through `show` directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Saved on each change; forgotten when the page is left.
  useEffect(() => {
    if (!storedPending.current) writeStoredFilters(sessionStorage, filters);
  }, [filters]);
  useEffect(() => () => clearStoredFilters(sessionStorage), []);

  const query = useMemo(() => toCatalogQuery(filters, sortBy, search), [filters, sortBy, search]);
  const courses = useCourses(query);
  // The server pages the catalogue: CATALOG_PAGE_SIZE cards per page, the total from the
  // first page. 'Show more' fetches the next page; a filter or sort change is a new query from page 1.
  const list = useMemo(() => courses.data?.pages.flatMap((p) => p.data) ?? [], [courses.data]);
  const total = courses.data?.pages[0]?.paging?.total ?? list.length;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const showMore = () => {
    if (courses.isFetchingNextPage) return;
    focusFrom.current = list.length;
    void courses.fetchNextPage();
  };
  // Keyboard and screen-reader users continue at the first card just added.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [list.length]);
  useEffect(() => {
    if (courses.isFetchNextPageError) notify.error(errorMessage(courses.error, t('loadError')));
  }, [courses.isFetchNextPageError, courses.error, t]);

  const onToggle = (group: FilterGroup, id: string) => show(toggleFilter(filters, group, id));
  // The filters stay; the header's box empties with the URL. A new entry: Back brings the search again.
  const clearSearch = () => {
    const target = withCatalogSearch(location.search, filters);
    void navigate({ search: target ? `?${target}` : '' });
  };

  /** Signed in: bought courses open the player, others the details page. Guests sign in first. */
  const open = (courseId: string) => async (e: MouseEvent<HTMLAnchorElement>) => {
    if (!user || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (opening) return;
    setOpening(courseId);
    try {
      const bought = await qc.fetchQuery(purchaseInfoQuery(courseId, user._id));
      void navigate(bought ? paths.courseProgress(courseId) : paths.courseDetails(courseId));
    } catch (err) {
      setOpening(null);
      notify.error(errorMessage(err, t('purchaseCheckError')));
    }
  };

  const Heading = headingLevel;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Heading className="text-3xl font-semibold text-brand-800">{t('allCourses')}</Heading>
      {search ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="min-w-0 break-words text-stone-800">
            {t('searchFor')} <bdi className="font-semibold">{search}</bdi>
          </p>
          <Button variant="outline" size="sm" onClick={clearSearch}>
            <X className="size-4" aria-hidden="true" />
            {t('clearSearch')}
          </Button>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-6 md:flex-row">
        <HydrationPiece>
          <FilterSidebar
            filters={filters}
            onToggle={onToggle}
            onClear={() => show({})}
            resultCount={courses.isPending || courses.isPlaceholderData ? null : total}
          />
        </HydrationPiece>
        {/* A container: the grid takes three columns only when its own width has room (not at 768-1000 px beside the sidebar). */}
        <section aria-labelledby="results-count" className="@container min-w-0 flex-1">
          <div className="mb-4 flex items-center justify-between gap-3">
            <p id="results-count" role="status" className="font-semibold text-stone-800">
              {courses.isPending ? t('loadingCourses') : t('results', { count: total })}
            </p>
            <SortMenu value={sortBy} onChange={setSortBy} />
          </div>
          {courses.isPending ? (
            <div aria-busy="true" className="grid grid-cols-1 gap-5 @min-[28rem]:grid-cols-2 @min-[44rem]:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <CourseCardSkeleton key={i} />
              ))}
            </div>
          ) : courses.isError && list.length === 0 ? (
            <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
              <p className="text-stone-700">{errorMessage(courses.error, t('loadError'))}</p>
              <Button variant="outline" className="mt-4" onClick={() => void courses.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-lg font-medium text-stone-700">{t('empty')}</p>
          ) : (
            <>
              <ul
                ref={listRef}
                aria-busy={courses.isPlaceholderData || undefined}
                className="grid grid-cols-1 gap-5 transition-opacity aria-busy:opacity-60 @min-[28rem]:grid-cols-2 @min-[44rem]:grid-cols-3"
              >
                {list.map((c, i) => (
                  <li key={c._id}>
                    <HydrationPiece>
                      <CourseCard
                        course={c}
                        priority={i < FIRST_ROW}
                        titleLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
                        href={paths.courseDetails(c._id)}
                        onOpen={user ? open(c._id) : undefined}
                        opening={opening === c._id}
                      />
                    </HydrationPiece>
                  </li>
                ))}
              </ul>
              {courses.hasNextPage ? (
                <div className="mt-6 flex flex-col items-center gap-2">
                  <p className="text-sm text-stone-600">{t('showing', { shown: list.length, count: total })}</p>
                  <Button variant="outline" onClick={showMore} aria-busy={courses.isFetchingNextPage || undefined}>
                    {t('showMore')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
