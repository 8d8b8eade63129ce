import { STORAGE_KEYS } from '@sewee/shared/constants';

const CHECKOUT_COURSE_KEY = STORAGE_KEYS.currentOrderCourseId;

export const checkoutCourseId = (storage: Pick<Storage, 'getItem'>) => storage.getItem(CHECKOUT_COURSE_KEY);

/** After a verified payment: the stored order id (spec §4) and its course are forgotten. */
export function clearCheckout(storage: Pick<Storage, 'removeItem'>) {
  storage.removeItem(STORAGE_KEYS.currentOrderId);
  storage.removeItem(CHECKOUT_COURSE_KEY);
}
