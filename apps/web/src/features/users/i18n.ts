import { registerNamespace } from '../../lib/i18n';

/** The members table (Interested Students tab) and the user details page. */
export const users = {
  members: {
    title: 'Information of all the Members',
    name: 'Name',
    email: 'Email',
    empty: 'No users available.',
    error: 'Failed to fetch users',
  },
  users: {
    title: 'All Registered Users',
    search: 'Search users',
    searchPlaceholder: 'Search by name or email',
    decisions:
      "Reject stops a person applying for or buying courses (they can still browse them) and takes away an admin's powers; Approve gives all that back. A new account (Pending) may already apply, so approving it only marks it as checked. Either decision sends the person an e-mail.",
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    country: 'Country',
    status: 'Status',
    actions: 'Actions',
    na: 'N/A',
    approve: 'Approve',
    reject: 'Reject',
    approveUser: 'Approve {{name}}',
    rejectUser: 'Reject {{name}}',
    you: 'Your own account',
    loading: 'Loading...',
    empty: 'No users found.',
    fetchError: 'Failed to fetch users',
    updateError: 'Failed to update status',
    unexpected: 'Something went wrong',
    updated: 'User status updated',
    statuses: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    downloadCsv: 'Download CSV',
    bulk: {
      selected: 'Selected: {{count}}',
      clear: 'Clear selection',
      approve: 'Approve selected',
      reject: 'Reject selected',
      selectPage: 'Select every user on this page',
      selectRow: 'Select {{name}}',
    },
    pagination: 'Pages',
    page: 'Page {{page}}',
  },
};

registerNamespace('users', users, import.meta.glob('./locales/i18n.*.ts'));
