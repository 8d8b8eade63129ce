import { defineApi } from '../endpoint';

/** /api/contact: the site's contact form. */
export const contactApi = defineApi(() => import('./contact.schemas'), {
  send: { method: 'POST', path: '/api/contact', status: 201 },
});
