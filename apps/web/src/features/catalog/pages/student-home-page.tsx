import { Link, useNavigate } from 'react-router';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@sewee/shared/options';
import { buttonClasses } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DataSaverSwitch } from '../../../components/video-player/data-saver-switch';
import { useAuth } from '../../../lib/auth/check-auth';
import { AllCourses } from '../components/all-courses';
import { storeCategoryShortcut } from '../filters';
import '../i18n';
import { paths } from '../../../config/paths';

/** /student-home: the student profile with Dashboard, Courses and Settings tabs (spec §2). */
export function StudentHomePage() {
  const { t } = useTranslation('catalog');
  const { user } = useAuth();
  const navigate = useNavigate();
  const name = user?.name ?? '';

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
          <h1 className="truncate text-2xl font-semibold text-brand-800">{name}</h1>
          <p className="text-stone-600">{t('home.caption')}</p>
        </div>
        {user?.isAdmin ? (
          <Link to={paths.instructor()} className={buttonClasses('outline', 'sm')}>
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('home.backToUploads')}
          </Link>
        ) : null}
      </header>

      <Tabs defaultValue="dashboard" className="mt-6">
        <TabsList aria-label={t('home.tabsLabel')}>
          <TabsTrigger value="dashboard">{t('home.tabs.dashboard')}</TabsTrigger>
          <TabsTrigger value="courses">{t('home.tabs.courses')}</TabsTrigger>
          <TabsTrigger value="settings">{t('home.tabs.settings')}</TabsTrigger>
        </TabsList>

        <TabsContent value="dashboard">
          <p className="text-lg text-stone-800">{t('home.greeting', { name })}</p>
          <h2 className="mt-6 text-2xl font-semibold text-brand-800">{t('home.categoriesTitle')}</h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3">
            {CATEGORIES.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => chooseCategory(c.id)}
                  className="flex min-h-14 w-full items-center rounded-xl border border-stone-200 bg-white px-4 py-3 text-start font-medium text-stone-800 shadow-sm hover:border-brand-600 hover:bg-brand-50"
                >
                  {t(`options.${c.id}`, { defaultValue: c.label })}
                </button>
              </li>
            ))}
          </ul>
        </TabsContent>

        <TabsContent value="courses" className="-mx-4">
          <AllCourses mirrorUrl={false} headingLevel="h2" />
        </TabsContent>

        <TabsContent value="settings">
          <p className="text-lg text-stone-800">{t('home.settings')}</p>
          <div className="mt-6 max-w-xl rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <DataSaverSwitch />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
