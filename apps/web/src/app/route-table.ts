/**
 * The one route table: every path with its page, its guard, its layout and whether the
 * HTML preloads it. The router (router.tsx), the guards' tests (route-access.test.ts) and the build's
 * preload table (vite.config.ts) all derive from it, so a route is added here once.
 *
 * Plain data only: vite.config.ts imports it at build time. Pages are named by their module under
 * src/features (`page`) and the export to render (`component`); router.tsx loads them lazily.
 */
import { CATALOG_PAGE_SIZE } from '@sewee/shared/constants';
import { DEFAULT_SORT } from '@sewee/shared/options';
import type { RouteKind } from './route-access';

/** The first GET of a preloaded page, which the HTML may start early (vite.config.ts EarlyGet). */
export interface EarlyGet {
  /** API path; a `:name` segment takes the same parameter of the route's path. */
  path: string;
  who: 'guest' | 'member';
  unfiltered?: true;
  firstImage?: 'data';
}

export interface RouteEntry {
  /** React Router pattern, e.g. '/course/details/:id'; paths.ts builds the same addresses. */
  path: string;
  kind: RouteKind;
  layout: 'site' | 'plain';
  /** Module under src/features, without extension, e.g. 'catalog/pages/courses-page'. */
  page: string;
  component: string;
  /** The HTML starts loading this page's code at once when it is opened on this path. */
  preload?: true;
  early?: EarlyGet;
}

/** The catalogue page's first GET when no filter is set: its first page (features/catalog/api/get-courses.ts). */
const DEFAULT_CATALOGUE = `/api/student/course/get?sortBy=${DEFAULT_SORT}&limit=${CATALOG_PAGE_SIZE}`;

export const ROUTES = [
  { path: '/', kind: 'public', layout: 'site', page: 'site/pages/home-page', component: 'HomePage', preload: true },
  { path: '/about-us', kind: 'public', layout: 'site', page: 'site/pages/about-page', component: 'AboutPage' },
  { path: '/contact-us', kind: 'public', layout: 'site', page: 'site/pages/contact-page', component: 'ContactPage' },
  {
    path: '/courses',
    kind: 'guest',
    layout: 'site',
    page: 'catalog/pages/courses-page',
    component: 'CoursesPage',
    preload: true,
    early: { path: DEFAULT_CATALOGUE, who: 'guest', unfiltered: true, firstImage: 'data' },
  },
  {
    path: '/dashboard/courses',
    kind: 'member',
    layout: 'site',
    page: 'catalog/pages/courses-page',
    component: 'CoursesPage',
    preload: true,
    early: { path: DEFAULT_CATALOGUE, who: 'member', unfiltered: true, firstImage: 'data' },
  },
  { path: '/student-home', kind: 'member', layout: 'site', page: 'catalog/pages/student-home-page', component: 'StudentHomePage' },
  { path: '/student-courses', kind: 'member', layout: 'site', page: 'learning/pages/my-courses-page', component: 'MyCoursesPage' },
  { path: '/dashboard', kind: 'member', layout: 'plain', page: 'account/pages/dashboard-page', component: 'DashboardPage' },
  {
    path: '/course-progress/:id',
    kind: 'member',
    layout: 'plain',
    page: 'learning/pages/course-progress-page',
    component: 'CourseProgressPage',
  },
  {
    path: '/student-certificates/:courseId',
    kind: 'member',
    layout: 'site',
    page: 'certificates/pages/my-certificate-page',
    component: 'MyCertificatePage',
  },
  {
    path: '/certificates/:code',
    kind: 'public',
    layout: 'site',
    page: 'certificates/pages/certificate-page',
    component: 'CertificatePage',
  },
  { path: '/payment-return', kind: 'member', layout: 'plain', page: 'checkout/pages/payment-return-page', component: 'PaymentReturnPage' },
  { path: '/payment-failed', kind: 'member', layout: 'plain', page: 'checkout/pages/payment-failed-page', component: 'PaymentFailedPage' },
  {
    path: '/course/details/:id',
    kind: 'member',
    layout: 'plain',
    page: 'course/pages/course-details-page',
    component: 'CourseDetailsPage',
    preload: true,
    early: { path: '/api/student/course/get/details/:id', who: 'member' },
  },
  { path: '/user-details', kind: 'admin', layout: 'plain', page: 'instructor/pages/user-details-page', component: 'UserDetailsPage' },
  {
    path: '/instructor',
    kind: 'admin',
    layout: 'plain',
    page: 'instructor/pages/instructor-dashboard-page',
    component: 'InstructorDashboardPage',
  },
  {
    path: '/instructor/create-new-course',
    kind: 'admin',
    layout: 'plain',
    page: 'instructor/pages/create-course-page',
    component: 'CreateCoursePage',
  },
  {
    path: '/instructor/edit-course/:courseId',
    kind: 'admin',
    layout: 'plain',
    page: 'instructor/pages/edit-course-page',
    component: 'EditCoursePage',
  },
  { path: '/sewee-signup', kind: 'guest', layout: 'plain', page: 'account/pages/sewee-signup-page', component: 'SeweeSignupPage' },
  { path: '/signup', kind: 'guest', layout: 'plain', page: 'account/pages/signup-page', component: 'SignupPage' },
  { path: '/login', kind: 'guest', layout: 'plain', page: 'account/pages/login-page', component: 'PlainLoginPage', preload: true },
  { path: '/sewee-login', kind: 'guest', layout: 'plain', page: 'account/pages/login-page', component: 'SeweeLoginPage', preload: true },
  { path: '/forgot-password', kind: 'guest', layout: 'plain', page: 'account/pages/forgot-password-page', component: 'ForgotPasswordPage' },
  {
    path: '/reset-password/:token',
    kind: 'guest',
    layout: 'plain',
    page: 'account/pages/reset-password-page',
    component: 'ResetPasswordPage',
  },
  { path: '/verify-email', kind: 'open', layout: 'plain', page: 'account/pages/verify-email-page', component: 'VerifyEmailPage' },
] as const satisfies readonly RouteEntry[];
