import { STORAGE_KEYS } from '@sewee/shared/constants';

/**
 * The checkout's trail in session storage: Buy Now remembers the order (`currentOrderId`)
 * and its course, /payment-return reads the course back and forgets both once the payment is verified.
 */
const ORDER_KEY = STORAGE_KEYS.currentOrderId;
const COURSE_KEY = STORAGE_KEYS.currentOrderCourseId;

export function rememberCheckout(storage: Pick<Storage, 'setItem'>, orderId: string, courseId: string) {
  storage.setItem(ORDER_KEY, orderId);
  storage.setItem(COURSE_KEY, courseId);
}

export const checkoutCourseId = (storage: Pick<Storage, 'getItem'>) => storage.getItem(COURSE_KEY);

/** After a verified payment: the stored order id and its course are forgotten. */
export function clearCheckout(storage: Pick<Storage, 'removeItem'>) {
  storage.removeItem(ORDER_KEY);
  storage.removeItem(COURSE_KEY);
}
