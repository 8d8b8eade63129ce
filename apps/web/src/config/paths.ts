/**
 * Every page's address, built in one place. Write `paths.courseDetails(id)`,
 * never a literal such as '/course/details/…': app/route-table.ts maps the same patterns to pages
 * and guards, so a renamed route changes here and nowhere else.
 */
const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => '/',
  about: () => '/about-us',
  contact: () => '/contact-us',
  /** The guest catalogue. */
  courses: () => '/courses',
  /** The signed-in catalogue (same page, member guard). */
  memberCourses: () => '/dashboard/courses',
  studentHome: () => '/student-home',
  myCourses: () => '/student-courses',
  dashboard: () => '/dashboard',
  courseProgress: (courseId: string) => `/course-progress/${seg(courseId)}`,
  /** The student's certificate of a course. */
  myCertificate: (courseId: string) => `/student-certificates/${seg(courseId)}`,
  /** A certificate's public verification page: anyone, signed in or not. */
  certificate: (code: string) => `/certificates/${seg(code)}`,
  paymentReturn: () => '/payment-return',
  paymentFailed: () => '/payment-failed',
  courseDetails: (courseId: string) => `/course/details/${seg(courseId)}`,
  userDetails: () => '/user-details',
  instructor: () => '/instructor',
  createCourse: () => '/instructor/create-new-course',
  editCourse: (courseId: string) => `/instructor/edit-course/${seg(courseId)}`,
  /** The site's own sign-up and sign-in pages; `plainSignup`/`plainLogin` are the spec's bare twins. */
  signup: () => '/sewee-signup',
  plainSignup: () => '/signup',
  login: () => '/sewee-login',
  plainLogin: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${seg(token)}`,
  verifyEmail: () => '/verify-email',
} as const;
