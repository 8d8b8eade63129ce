import { registerNamespace } from '../../../lib/i18n';

/** My applications on the student home (issue 16), merged into the 'catalog' namespace. */
export const myApplicationsTexts = {
  myApplications: {
    title: 'My applications',
    empty: 'You have not applied for a course yet.',
    browse: 'Browse the courses',
    fetchError: 'Could not load your applications',
    appliedOn: 'Applied on {{date}}',
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Not approved' },
    hints: {
      pending: 'The Sewee team has not decided yet. You will get an e-mail when they do.',
      approved: 'You are admitted: open the course and press Buy Now to enrol.',
      rejected: 'This application was not approved.',
    },
    buyNow: 'Approved: Buy Now',
    open: 'Open {{course}}',
    adminMessage: 'Message from the Sewee team:',
  },
};

registerNamespace('catalog', myApplicationsTexts, import.meta.glob('./locales/my-applications-i18n.*.ts'));
