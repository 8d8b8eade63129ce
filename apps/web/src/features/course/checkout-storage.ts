import { STORAGE_KEYS } from '@sewee/shared/constants';

/**
 * Which course a checkout is for, so /payment-failed can link back to it. The payments feature
 * reads the same sessionStorage key (features do not import each other; the key could move to
 * STORAGE_KEYS in packages/shared).
 */
export const CHECKOUT_COURSE_KEY = 'currentOrderCourseId';

export function rememberCheckout(storage: Pick<Storage, 'setItem'>, orderId: string, courseId: string) {
  storage.setItem(STORAGE_KEYS.currentOrderId, orderId);
  storage.setItem(CHECKOUT_COURSE_KEY, courseId);
}
