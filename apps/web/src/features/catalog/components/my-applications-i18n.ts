import { registerNamespace } from '../../../lib/i18n';

/** My applications on the student home, merged into the 'catalog' namespace. */
export const myApplicationsTexts = {
  myApplications: {
    title: 'My applications',
    empty: 'You have not applied for a course yet.',
    browse: 'Browse the courses',
    fetchError: 'Could not load your applications',
    appliedOn: 'Applied on {{date}}',
    statuses: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Not approved',
      waitlisted: 'Waitlisted',
      declined: 'Given up',
      expired: 'Expired',
    },
    hints: {
      pending: 'The Sewee team has not decided yet. You will get an e-mail when they do.',
      approved: 'You are admitted: open the course and press Buy Now to enrol.',
      rejected: 'This application was not approved.',
      waitlisted: 'Every funded seat is taken: you are on the waitlist. If a seat is freed, it is yours in turn and we will e-mail you.',
      declined: 'You gave this place up.',
      expired: 'This seat expired because you did not enrol in time.',
      enrolled: 'You are enrolled: the course is in My Courses.',
    },
    buyNow: 'Approved: Buy Now',
    continue: 'Continue the course',
    open: 'Open {{course}}',
    intake: '{{name}} intake',
    position: 'Position {{position}} on the waitlist',
    enrolBy: 'Enrol by {{date}}',
    adminMessage: 'Message from the Sewee team:',
  },
};

registerNamespace('catalog', myApplicationsTexts, import.meta.glob('./locales/my-applications-i18n.*.ts'));
