import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@sewee/shared/options';
import { AccountStatusNote } from '../../../components/account-status/account-status-note';
import { buttonClasses } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DataSaverSwitch } from '../../../components/video-player/data-saver-switch';
import { useAuth } from '../../../lib/auth/check-auth';
import { useCategoryCounts } from '../api/get-courses';
import { AllCourses } from '../components/all-courses';
import { MyApplications } from '../components/my-applications';
import { storeCategoryShortcut } from '../filters';
import '../i18n';
import { optionText } from '../../../lib/options-i18n';
import { paths } from '../../../config/paths';

const TABS = ['dashboard', 'courses', 'settings'] as const;

/** Settings → Downloads (lectures offline): its own chunk, loaded when the Settings tab opens. */
const ManageDownloads = lazy(() => import('../../learning/components/manage-downloads'));
/** Settings → My measurements (patterns drafted to them): its own chunk too. */
const MyMeasurements = lazy(() => import('../../../components/measurements/my-measurements'));
type Tab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

/**
 * /student-home: the student profile with Dashboard, Courses and Settings tabs. The open
 * tab is in the address (`?tab=courses`), and so are the Courses tab's filters, as on All Courses.
 */
export function StudentHomePage() {
  const { t } = useTranslation('catalog');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const name = user?.name ?? '';
  const asked = new URLSearchParams(location.search).get(TAB_PARAM);
  const tab: Tab = TABS.find((x) => x === asked) ?? 'dashboard';

  // Leaving the Courses tab forgets its filters; the dashboard is the bare address.
  const openTab = (next: string) => void navigate({ search: next === 'dashboard' ? '' : `?${TAB_PARAM}=${next}` }, { replace: true });

  // How many published courses each category has: one grouped count (not the whole catalogue, not a call per category).
  const counts = useCategoryCounts(CATEGORIES);

  const chooseCategory = (id: string) => {
    storeCategoryShortcut(sessionStorage, id);
    void navigate(paths.memberCourses());
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-center gap-4">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-700">
          <UserRound className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-semibold text-brand-800">{name}</h1>
          <p className="text-stone-600">{t('home.caption')}</p>
        </div>
        {user?.isAdmin ? (
          <Link to={paths.instructor()} className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('home.backToUploads')}
          </Link>
        ) : null}
      </header>
      <AccountStatusNote status={user?.status} className="mt-4" />

      <Tabs value={tab} onValueChange={openTab} className="mt-6">
        <TabsList aria-label={t('home.tabsLabel')}>
          <TabsTrigger value="dashboard">{t('home.tabs.dashboard')}</TabsTrigger>
          <TabsTrigger value="courses">{t('home.tabs.courses')}</TabsTrigger>
          <TabsTrigger value="settings">{t('home.tabs.settings')}</TabsTrigger>
        </TabsList>

        <TabsContent value="dashboard">
          <p className="text-lg text-stone-800">{t('home.greeting', { name })}</p>
          <MyApplications />
          <h2 id="categories-title" className="mt-6 text-2xl font-semibold text-brand-800">
            {t('home.categoriesTitle')}
          </h2>
          <ul aria-labelledby="categories-title" className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3">
            {CATEGORIES.map((c) => {
              const known = counts.get(c.id);
              const count = known ?? 0;
              const label = optionText(t, 'category', c);
              // Empty categories are shown, but as "Coming soon" rather than a link to "No Courses Found".
              const empty = known === 0;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => chooseCategory(c.id)}
                    disabled={empty}
                    className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-start font-medium text-stone-800 shadow-sm enabled:hover:border-brand-600 enabled:hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-600"
                  >
                    <span className="min-w-0 break-words">{label}</span>
                    {known !== undefined ? (
                      <span
                        className={
                          empty
                            ? 'shrink-0 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700'
                            : 'shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800'
                        }
                      >
                        {empty ? t('home.comingSoon') : t('home.courseCount', { count })}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </TabsContent>

        <TabsContent value="courses" className="-mx-4">
          <AllCourses headingLevel="h2" />
        </TabsContent>

        <TabsContent value="settings">
          <p className="text-lg text-stone-800">{t('home.settings')}</p>
          <div className="mt-6 max-w-xl rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <DataSaverSwitch />
          </div>
          <Suspense fallback={null}>
            <MyMeasurements />
          </Suspense>
          <Suspense fallback={null}>
            <ManageDownloads />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
