import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AuthGate } from './auth-gate';
import { Guard } from './guard';
import { PlainLayout } from './layout/plain-layout';
import { SiteLayout } from './layout/site-layout';

// Every page is split out of the shell, so a first visit downloads only what it shows (the HTML
// starts loading the page it was opened on at once: vite.config.ts PRELOAD_ROUTES). Each helper
// names the module and the export it renders.
const HomePage = lazy(() => import('../features/site/pages/home-page').then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import('../features/site/pages/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/site/pages/contact-page').then((m) => ({ default: m.ContactPage })));

const SeweeSignupPage = lazy(() => import('../features/auth/pages/sewee-signup-page').then((m) => ({ default: m.SeweeSignupPage })));
const SignupPage = lazy(() => import('../features/auth/pages/signup-page').then((m) => ({ default: m.SignupPage })));
const PlainLoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.PlainLoginPage })));
const SeweeLoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.SeweeLoginPage })));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const DashboardPage = lazy(() => import('../features/auth/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));

const UserDetailsPage = lazy(() => import('../features/admin/pages/user-details-page').then((m) => ({ default: m.UserDetailsPage })));

const CoursesPage = lazy(() => import('../features/catalog/pages/courses-page').then((m) => ({ default: m.CoursesPage })));
const StudentHomePage = lazy(() => import('../features/catalog/pages/student-home-page').then((m) => ({ default: m.StudentHomePage })));
const CourseDetailsPage = lazy(() =>
  import('../features/course/pages/course-details-page').then((m) => ({ default: m.CourseDetailsPage })),
);
const PaymentReturnPage = lazy(() =>
  import('../features/payments/pages/payment-return-page').then((m) => ({ default: m.PaymentReturnPage })),
);
const PaymentFailedPage = lazy(() =>
  import('../features/payments/pages/payment-failed-page').then((m) => ({ default: m.PaymentFailedPage })),
);
const MyCoursesPage = lazy(() => import('../features/learning/pages/my-courses-page').then((m) => ({ default: m.MyCoursesPage })));
const CourseProgressPage = lazy(() =>
  import('../features/learning/pages/course-progress-page').then((m) => ({ default: m.CourseProgressPage })),
);
const InstructorDashboardPage = lazy(() =>
  import('../features/instructor/pages/instructor-dashboard-page').then((m) => ({ default: m.InstructorDashboardPage })),
);
const CreateCoursePage = lazy(() =>
  import('../features/instructor/pages/create-course-page').then((m) => ({ default: m.CreateCoursePage })),
);
const EditCoursePage = lazy(() => import('../features/instructor/pages/edit-course-page').then((m) => ({ default: m.EditCoursePage })));

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

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its
 * data with TanStack Query, and this keeps about 15 KB of router code off slow connections.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
