import { registerNamespace } from '../../lib/i18n';

/** The Reach tab: the admissions funnel of a year against its targets. */
export const reach = {
  reach: {
    title: 'Reach',
    intro: 'How far the year is from the scholarship targets: students admitted and African countries reached.',
    year: 'Year',
    fetchError: 'Could not load the reach summary',
    downloadCsv: 'Download every application (CSV)',
    targets: {
      students: 'Students admitted: {{count}} of {{target}}',
      countries: 'Countries reached: {{count}} of {{target}}',
    },
    funnel: {
      title: 'Funnel',
      signedUp: 'Signed up',
      verified: 'Verified',
      applied: 'Applied',
      admitted: 'Admitted',
      enrolled: 'Enrolled',
      completed: 'Completed',
    },
    chart: {
      title: 'Admitted students by country',
      desc: 'A bar for each of the 54 African countries; countries with nobody admitted yet are marked. The same numbers are in the table below.',
      none: 'none yet',
      others: 'Other countries or no country: {{count}} admitted',
    },
    table: {
      caption: 'Students by country',
      country: 'Country',
      applicants: 'Applicants',
      admitted: 'Admitted',
      enrolled: 'Enrolled',
      completed: 'Completed',
    },
    courses: {
      caption: 'Courses',
      course: 'Course',
      applicants: 'Applicants',
      admitted: 'Admitted',
      completionRate: 'Completion rate',
      none: 'No course has applications this year.',
    },
  },
};

registerNamespace('reach', reach, import.meta.glob('./locales/i18n.*.ts'));
