import { registerNamespace } from '../../lib/i18n';

export const course = {
  details: 'Course Details',
  loading: 'Loading course…',
  backToProfile: 'Back to Profile',
  createdBy: 'Created By {{name}}',
  created: 'Created {{date}}',
  language: 'Language: {{language}}',
  // Singular when 1 or fewer (spec §2): chosen in code, not by i18next plurals.
  // Plural forms by i18next's rules (Arabic has six); `_zero` keeps the specification's 'Student' for 1 or fewer.
  students_zero: '{{count}} Student',
  students_one: '{{count}} Student',
  students_other: '{{count}} Students',
  learn: "What you'll learn",
  description: 'Course Description',
  curriculum: 'Course Curriculum',
  freePreview: 'Free preview',
  locked: 'Available after purchase',
  previewTitle: 'Course Preview',
  previewList: 'Free preview lectures',
  close: 'Close',
  noPreview: 'This course has no free preview yet.',
  loadingVideo: 'Loading video…',
  price: 'Price',
  currencyNote: 'Prices are in {{currency}}.',
  missing: {
    title: 'This course does not exist or is no longer available',
    allCourses: 'All Courses',
  },
  actions: {
    apply: 'Apply',
    pending: 'Application Pending',
    buy: 'Buy Now',
    enrolFree: 'Enrol for free',
    rejected: 'Application Rejected',
    go: 'Go to course',
  },
  actionHints: {
    pending: 'An instructor will review your application. Once it is approved you can buy the course here.',
    rejected: 'Your application for this course was not accepted.',
  },
  toasts: {
    missingUser: 'User info missing. Please log in again.',
    applied: 'Application submitted successfully',
    applyFailed: 'Failed to submit application',
    orderFailed: 'Could not start the payment. Please try again.',
    redirecting: 'Opening the secure payment page…',
  },
};

registerNamespace('course', course, import.meta.glob('./locales/i18n.*.ts'));
