import { defineApi } from '../endpoint';

/**
 * Orders and payments. The Paystack webhook and the sandbox checkout pages are not called by the
 * web app (a provider and a browser form call them) and are registered by the orders module alone.
 */
export const ordersApi = defineApi(() => import('./orders.schemas'), {
  create: { method: 'POST', path: '/api/student/order/create', status: 201 },
  capture: { method: 'POST', path: '/api/student/order/capture' },
  /** Admins: payments that enrolled nobody. */
  refunds: { method: 'GET', path: '/api/instructor/refunds' },
  /** Admins. */
  markRefunded: { method: 'PATCH', path: '/api/instructor/refunds/:orderId' },
});
