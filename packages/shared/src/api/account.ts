import { defineApi } from '../endpoint';

/** /api/account: the signed-in user's own settings. */
export const accountApi = defineApi(() => import('./account.schemas'), {
  /** Data saver (docs/decisions/012-data-saver-on-the-user.md), stored on the user so it follows them to every device. */
  dataSaver: { method: 'PUT', path: '/api/account/data-saver' },
  /** The language (docs/decisions/023-languages.md), stored on the user so pages, server messages and e-mails follow it. */
  language: { method: 'PUT', path: '/api/account/language' },
  /** The student's own measurements (docs/decisions/039-patterns.md): only they read or change them. */
  measurements: { method: 'GET', path: '/api/account/measurements' },
  saveMeasurements: { method: 'PUT', path: '/api/account/measurements' },
});
