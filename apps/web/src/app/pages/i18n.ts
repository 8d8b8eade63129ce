import { registerNamespace } from '../../lib/i18n';

/** The instructor dashboard's frame: its title, its tab list and the Create New Course button. */
export const instructor = {
  dashboard: 'Dashboard',
  createCourse: 'Create New Course',
  nav: {
    view: 'Instructor View',
    label: 'Instructor sections',
    dashboard: 'Dashboard',
    students: 'Interested Students',
    courses: 'Courses',
    refunds: 'Payments to refund',
    reach: 'Reach',
    reviews: 'Reviews',
    learners: 'Learners',
    intakes: 'Intakes',
    logout: 'Logout',
    profile: 'Profile',
  },
  reviews: {
    waitingCount: '{{count}} waiting',
  },
};

registerNamespace('instructor', instructor, import.meta.glob('./locales/i18n.*.ts'));
