import { registerNamespace } from '../../../lib/i18n';

/** Strings merged into the 'instructor' namespace (issue 13: their own catalogue file, so they can be translated). */
export const applicationsPanel = {
  applications: {
    title: 'Student Course Applications',
    search: 'Search applications',
    searchPlaceholder: 'Search by name or email',
    name: 'Name',
    email: 'Email',
    course: 'Course',
    status: 'Status',
    actions: 'Actions',
    na: 'N/A',
    enroll: 'Enroll',
    reject: 'Reject',
    enrollWho: 'Enroll {{name}}',
    rejectWho: 'Reject {{name}}',
    loading: 'Loading...',
    empty: 'No applications yet.',
    noMatch: 'No applications match your search.',
    fetchError: 'Failed to fetch applications',
    updateError: 'Failed to update status',
    unexpected: 'Something went wrong',
    updated: 'Application status updated',
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    pagination: 'Application pages',
    page: 'Page {{page}}',
  },
};

registerNamespace('instructor', applicationsPanel, import.meta.glob('./locales/applications-i18n.*.ts'));
