import { defineApi } from '../endpoint';

/** /api/admin/intakes: scholarship intakes (docs/decisions/031-scholarship-intakes.md), admins only. */
export const intakesApi = defineApi(() => import('./intakes.schemas'), {
  create: { method: 'POST', path: '/api/admin/intakes', status: 201 },
  list: { method: 'GET', path: '/api/admin/intakes' },
  update: { method: 'PATCH', path: '/api/admin/intakes/:intakeId' },
  remove: { method: 'DELETE', path: '/api/admin/intakes/:intakeId' },
});
