import { useEffect, useRef, type ComponentType } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  BookOpen,
  CalendarRange,
  ClipboardCheck,
  Globe,
  GraduationCap,
  LayoutDashboard,
  LogOut,
  Plus,
  Undo2,
  User as UserIcon,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as RadixTabs from '@radix-ui/react-tabs';
import { Button, buttonClasses } from '../../components/ui/button';
import { useLogout } from '../../lib/auth/logout';
import { cn } from '../../lib/cn';
import { ApplicationsPanel } from '../../features/admissions/components/applications-panel';
import { useInstructorCourses } from '../../lib/instructor-courses';
import { CoursesTable } from '../../features/course-authoring/components/courses-table';
import { IntakesPanel } from '../../features/intakes/components/intakes-panel';
import { ReachPanel } from '../../features/reach/components/reach-panel';
import { RefundsTable } from '../../features/refunds/components/refunds-table';
import { LearnersPanel } from '../../features/learners/components/learners-panel';
import { ReviewsPanel } from '../../features/reviews/components/reviews-panel';
import { useReviews } from '../../features/reviews/api/get-reviews';
import { UsersTable } from '../../features/users/components/users-table';
import { useMediaQuery } from '../../hooks/use-media-query';
import './i18n';
import { paths } from '../../config/paths';

const TABS = ['dashboard', 'students', 'reach', 'intakes', 'courses', 'reviews', 'learners', 'refunds'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'courses';
const ICONS = {
  dashboard: LayoutDashboard,
  students: Users,
  reach: Globe,
  intakes: CalendarRange,
  courses: BookOpen,
  reviews: ClipboardCheck,
  learners: GraduationCap,
  refunds: Undo2,
} as const;

/** What each tab shows. */
const PANELS: Record<Tab, ComponentType> = {
  dashboard: ApplicationsPanel,
  students: UsersTable,
  reach: ReachPanel,
  intakes: IntakesPanel,
  courses: CoursesTable,
  reviews: ReviewsPanel,
  learners: LearnersPanel,
  refunds: RefundsTable,
};

const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * /instructor: Dashboard (applications), Interested Students (registered users), Reach, Intakes, Courses
 * (default), Reviews and Learners (practice pieces) and Payments to refund (not in the spec: payments that enrolled nobody). On wide screens the sections sit in the 'Instructor View' sidebar; on phones the
 * same tab list becomes a scrollable bar under the title. The open tab is kept in `?tab=` so the
 * back button returns to it.
 */
export function InstructorDashboardPage() {
  const { t } = useTranslation('instructor');
  const navigate = useNavigate();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : DEFAULT_TAB;
  const wide = useMediaQuery('(min-width: 768px)');
  // The course list is fetched on load, whichever tab opens first (the Courses tab and the pickers share it).
  useInstructorCourses();
  // How many practice rounds wait for review shown on the Reviews tab.
  const waiting = useReviews({ status: 'waiting', page: 1, pageSize: 1 }).data?.waiting ?? 0;

  // On a phone the eight tabs are one bar that scrolls sideways: keep the open one in view.
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bar.current?.querySelector('[role="tab"][data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, wide]);

  const selectTab = (value: string) => {
    if (!isTab(value)) return;
    setParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true });
  };

  // Both forms start empty on the create page and no course id is being edited there.
  const createCourse = () => void navigate(paths.createCourse());

  return (
    <RadixTabs.Root
      value={tab}
      onValueChange={selectTab}
      orientation={wide ? 'vertical' : 'horizontal'}
      className="mx-auto flex max-w-7xl flex-col md:min-h-[calc(100dvh-3.5rem)] md:flex-row"
    >
      <aside className="border-b border-stone-200 bg-white md:w-64 md:shrink-0 md:border-e md:border-b-0">
        <div className="md:sticky md:top-0 md:p-4">
          <h2 className="hidden px-3 pb-3 text-lg font-semibold text-brand-800 md:block">{t('nav.view')}</h2>
          <div
            ref={bar}
            className="flex items-center gap-1 overflow-x-auto px-2 py-1 md:flex-col md:items-stretch md:overflow-visible md:p-0"
          >
            <RadixTabs.List aria-label={t('nav.label')} className="flex gap-1 md:flex-col">
              {TABS.map((value) => {
                const Icon = ICONS[value];
                return (
                  <RadixTabs.Trigger
                    key={value}
                    value={value}
                    className={cn(
                      'flex shrink-0 items-center gap-2 rounded-lg px-3 py-2.5 text-start font-medium whitespace-nowrap text-stone-700 hover:bg-brand-50 hover:text-brand-800',
                      'data-[state=active]:bg-brand-700 data-[state=active]:text-white',
                    )}
                  >
                    <Icon className="size-5 shrink-0" aria-hidden="true" />
                    {t(`nav.${value}`)}
                    {value === 'reviews' && waiting > 0 ? (
                      <span className="ms-auto rounded-full bg-gold-400 px-2 text-xs font-bold text-ink" aria-hidden="true">
                        {waiting}
                      </span>
                    ) : null}
                    {value === 'reviews' && waiting > 0 ? (
                      <span className="sr-only">{t('reviews.waitingCount', { count: waiting })}</span>
                    ) : null}
                  </RadixTabs.Trigger>
                );
              })}
            </RadixTabs.List>
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="flex shrink-0 items-center gap-2 rounded-lg px-3 py-2.5 text-start font-medium whitespace-nowrap text-stone-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
            >
              <LogOut className="size-5 shrink-0" aria-hidden="true" />
              {t('nav.logout')}
            </button>
          </div>
        </div>
      </aside>
      <div className="min-w-0 flex-1 px-4 py-6 md:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-semibold text-brand-800">{t('dashboard')}</h1>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.studentHome()} className={buttonClasses('outline', 'md')}>
              <UserIcon className="size-5" aria-hidden="true" />
              {t('nav.profile')}
            </Link>
            <Button onClick={createCourse}>
              <Plus className="size-5" aria-hidden="true" />
              {t('createCourse')}
            </Button>
          </div>
        </div>
        {TABS.map((value) => {
          const Panel = PANELS[value];
          return (
            <RadixTabs.Content key={value} value={value} className="mt-6">
              <Panel />
            </RadixTabs.Content>
          );
        })}
      </div>
    </RadixTabs.Root>
  );
}
