/**
 * The one route table (docs/architecture.md, "Web"): every path with its page, its guard, its layout
 * and whether the HTML preloads it. The router (router.tsx), the guards' tests (route-access.test.ts) and the build's
 * preload table (vite.config.ts) all derive from it, so a route is added here once.
 *
 * Plain data only: vite.config.ts imports it at build time. Pages are named by their module under
 * src (`page`) and the export to render (`component`); router.tsx loads them lazily. A page is a
 * feature's (`features/<name>/pages/`), or the app's (`app/pages/`) when it composes several features.
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
  /** Module under src, without extension: 'features/catalog/pages/courses-page', or 'app/pages/…' for a page composed of several features. */
  page: string;
  component: string;
  /** The HTML starts loading this page's code at once when it is opened on this path. */
  preload?: true;
  early?: EarlyGet;
}

/** The catalogue page's first GET when no filter is set: its first page (features/catalog/api/get-courses.ts). */
const DEFAULT_CATALOGUE = `/api/student/course/get?sortBy=${DEFAULT_SORT}&limit=${CATALOG_PAGE_SIZE}`;

export const ROUTES = [
  { path: '/', kind: 'public', layout: 'site', page: 'features/site/pages/home-page', component: 'HomePage', preload: true },
  { path: '/about-us', kind: 'public', layout: 'site', page: 'features/site/pages/about-page', component: 'AboutPage' },
  { path: '/contact-us', kind: 'public', layout: 'site', page: 'features/site/pages/contact-page', component: 'ContactPage' },
  {
    path: '/courses',
    kind: 'guest',
    layout: 'site',
    page: 'features/catalog/pages/courses-page',
    component: 'CoursesPage',
    preload: true,
    early: { path: DEFAULT_CATALOGUE, who: 'guest', unfiltered: true, firstImage: 'data' },
  },
  {
    path: '/dashboard/courses',
    kind: 'member',
    layout: 'site',
    page: 'features/catalog/pages/courses-page',
    component: 'CoursesPage',
    preload: true,
    early: { path: DEFAULT_CATALOGUE, who: 'member', unfiltered: true, firstImage: 'data' },
  },
  { path: '/student-home', kind: 'member', layout: 'site', page: 'features/catalog/pages/student-home-page', component: 'StudentHomePage' },
  { path: '/student-courses', kind: 'member', layout: 'site', page: 'features/learning/pages/my-courses-page', component: 'MyCoursesPage' },
  { path: '/dashboard', kind: 'member', layout: 'plain', page: 'features/account/pages/dashboard-page', component: 'DashboardPage' },
  {
    path: '/course-progress/:id',
    kind: 'member',
    layout: 'plain',
    page: 'features/learning/pages/course-progress-page',
    component: 'CourseProgressPage',
  },
  {
    path: '/student-certificates/:courseId',
    kind: 'member',
    layout: 'site',
    page: 'features/certificates/pages/my-certificate-page',
    component: 'MyCertificatePage',
  },
  {
    path: '/certificates/:code',
    kind: 'public',
    layout: 'site',
    page: 'features/certificates/pages/certificate-page',
    component: 'CertificatePage',
  },
  {
    path: '/payment-return',
    kind: 'member',
    layout: 'plain',
    page: 'features/checkout/pages/payment-return-page',
    component: 'PaymentReturnPage',
  },
  {
    path: '/payment-failed',
    kind: 'member',
    layout: 'plain',
    page: 'features/checkout/pages/payment-failed-page',
    component: 'PaymentFailedPage',
  },
  {
    path: '/course/details/:id',
    kind: 'member',
    layout: 'plain',
    page: 'features/course/pages/course-details-page',
    component: 'CourseDetailsPage',
    preload: true,
    early: { path: '/api/student/course/get/details/:id', who: 'member' },
  },
  { path: '/user-details', kind: 'admin', layout: 'plain', page: 'features/users/pages/user-details-page', component: 'UserDetailsPage' },
  {
    path: '/instructor',
    kind: 'admin',
    layout: 'plain',
    page: 'app/pages/instructor-dashboard-page',
    component: 'InstructorDashboardPage',
  },
  {
    path: '/instructor/create-new-course',
    kind: 'admin',
    layout: 'plain',
    page: 'features/course-authoring/pages/create-course-page',
    component: 'CreateCoursePage',
  },
  {
    path: '/instructor/edit-course/:courseId',
    kind: 'admin',
    layout: 'plain',
    page: 'app/pages/edit-course-page',
    component: 'EditCoursePage',
  },
  { path: '/sewee-signup', kind: 'guest', layout: 'plain', page: 'features/account/pages/sewee-signup-page', component: 'SeweeSignupPage' },
  { path: '/signup', kind: 'guest', layout: 'plain', page: 'features/account/pages/signup-page', component: 'SignupPage' },
  { path: '/login', kind: 'guest', layout: 'plain', page: 'features/account/pages/login-page', component: 'PlainLoginPage', preload: true },
  {
    path: '/sewee-login',
    kind: 'guest',
    layout: 'plain',
    page: 'features/account/pages/login-page',
    component: 'SeweeLoginPage',
    preload: true,
  },
  {
    path: '/forgot-password',
    kind: 'guest',
    layout: 'plain',
    page: 'features/account/pages/forgot-password-page',
    component: 'ForgotPasswordPage',
  },
  {
    path: '/reset-password/:token',
    kind: 'guest',
    layout: 'plain',
    page: 'features/account/pages/reset-password-page',
    component: 'ResetPasswordPage',
  },
  { path: '/verify-email', kind: 'open', layout: 'plain', page: 'features/account/pages/verify-email-page', component: 'VerifyEmailPage' },
] as const satisfies readonly RouteEntry[];
