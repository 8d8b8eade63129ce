import { isValidElement, lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AuthGate } from './auth-gate';
import { Guard } from './guard';
import { PlainLayout } from './layout/plain-layout';
import { SiteLayout } from './layout/site-layout';

type Page = ComponentType & { preload: () => Promise<void> };

/**
 * A page split out of the shell, so a first visit downloads only what it shows (the HTML starts
 * loading the page it was opened on at once: vite.config.ts PRELOAD_ROUTES). Once its code is here
 * it renders directly; before that through React.lazy. That matters for the first render: React keeps
 * a Suspense fallback on screen for at least ~300 ms once it has shown one, so main.tsx loads the
 * opening page first (preloadPages) and the visitor never sees the page spinner before it.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      Loaded = pick(m);
    });
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  // Chosen once per mount: switching from Lazy to Loaded later would remount the page and lose its state.
  const Page = () => {
    const [Direct] = useState(() => Loaded);
    return Direct ? <Direct /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

const HomePage = page(
  () => import('../features/site/pages/home-page'),
  (m) => m.HomePage,
);
const AboutPage = page(
  () => import('../features/site/pages/about-page'),
  (m) => m.AboutPage,
);
const ContactPage = page(
  () => import('../features/site/pages/contact-page'),
  (m) => m.ContactPage,
);

const SeweeSignupPage = page(
  () => import('../features/auth/pages/sewee-signup-page'),
  (m) => m.SeweeSignupPage,
);
const SignupPage = page(
  () => import('../features/auth/pages/signup-page'),
  (m) => m.SignupPage,
);
const PlainLoginPage = page(
  () => import('../features/auth/pages/login-page'),
  (m) => m.PlainLoginPage,
);
const SeweeLoginPage = page(
  () => import('../features/auth/pages/login-page'),
  (m) => m.SeweeLoginPage,
);
const VerifyEmailPage = page(
  () => import('../features/auth/pages/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const ForgotPasswordPage = page(
  () => import('../features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = page(
  () => import('../features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const DashboardPage = page(
  () => import('../features/auth/pages/dashboard-page'),
  (m) => m.DashboardPage,
);

const UserDetailsPage = page(
  () => import('../features/admin/pages/user-details-page'),
  (m) => m.UserDetailsPage,
);

const CoursesPage = page(
  () => import('../features/catalog/pages/courses-page'),
  (m) => m.CoursesPage,
);
const StudentHomePage = page(
  () => import('../features/catalog/pages/student-home-page'),
  (m) => m.StudentHomePage,
);
const CourseDetailsPage = page(
  () => import('../features/course/pages/course-details-page'),
  (m) => m.CourseDetailsPage,
);
const PaymentReturnPage = page(
  () => import('../features/payments/pages/payment-return-page'),
  (m) => m.PaymentReturnPage,
);
const PaymentFailedPage = page(
  () => import('../features/payments/pages/payment-failed-page'),
  (m) => m.PaymentFailedPage,
);
const MyCoursesPage = page(
  () => import('../features/learning/pages/my-courses-page'),
  (m) => m.MyCoursesPage,
);
const CourseProgressPage = page(
  () => import('../features/learning/pages/course-progress-page'),
  (m) => m.CourseProgressPage,
);
const InstructorDashboardPage = page(
  () => import('../features/instructor/pages/instructor-dashboard-page'),
  (m) => m.InstructorDashboardPage,
);
const CreateCoursePage = page(
  () => import('../features/instructor/pages/create-course-page'),
  (m) => m.CreateCoursePage,
);
const EditCoursePage = page(
  () => import('../features/instructor/pages/edit-course-page'),
  (m) => m.EditCoursePage,
);

/** The whole route table of spec §2; access kinds match ROUTE_TABLE in route-access.ts. */
export const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [
      {
        // Public site shell.
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'contact-us', element: <ContactPage /> },
          { element: <Guard kind="guest" />, children: [{ path: 'courses', element: <CoursesPage /> }] },
          {
            element: <Guard kind="member" />,
            children: [
              { path: 'dashboard/courses', element: <CoursesPage /> },
              { path: 'student-home', element: <StudentHomePage /> },
              { path: 'student-courses', element: <MyCoursesPage /> },
            ],
          },
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          {
            element: <Guard kind="guest" />,
            children: [
              { path: 'sewee-signup', element: <SeweeSignupPage /> },
              { path: 'signup', element: <SignupPage /> },
              { path: 'login', element: <PlainLoginPage /> },
              { path: 'sewee-login', element: <SeweeLoginPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password/:token', element: <ResetPasswordPage /> },
            ],
          },
          { element: <Guard kind="open" />, children: [{ path: 'verify-email', element: <VerifyEmailPage /> }] },
          {
            element: <Guard kind="member" />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'course-progress/:id', element: <CourseProgressPage /> },
              { path: 'payment-return', element: <PaymentReturnPage /> },
              { path: 'payment-failed', element: <PaymentFailedPage /> },
              { path: 'course/details/:id', element: <CourseDetailsPage /> },
            ],
          },
          {
            element: <Guard kind="admin" />,
            children: [
              { path: 'user-details', element: <UserDetailsPage /> },
              { path: 'instructor', element: <InstructorDashboardPage /> },
              { path: 'instructor/create-new-course', element: <CreateCoursePage /> },
              { path: 'instructor/edit-course/:courseId', element: <EditCoursePage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Loads the code of the pages `path` shows (a failed load is left to React.lazy to report). */
export async function preloadPages(path: string): Promise<void> {
  const pages = (matchRoutes(routes, path) ?? []).map(({ route }) => route.element);
  await Promise.all(
    pages.map((el) => {
      const type = isValidElement(el) ? (el.type as Partial<Page>) : undefined;
      return typeof type?.preload === 'function' ? type.preload().catch(() => undefined) : undefined;
    }),
  );
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its
 * data with TanStack Query, and this keeps about 15 KB of router code off slow connections.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
