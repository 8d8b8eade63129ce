import { registerNamespace } from '../../lib/i18n';

export const admin = {
  members: {
    title: 'Information of all the Members',
    name: 'Name',
    email: 'Email',
    empty: 'No users available.',
    error: 'Failed to fetch users',
  },
};

registerNamespace('admin', admin);
