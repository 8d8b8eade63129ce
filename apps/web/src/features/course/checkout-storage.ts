import { STORAGE_KEYS } from '@sewee/shared/constants';

export const CHECKOUT_COURSE_KEY = STORAGE_KEYS.currentOrderCourseId;

export function rememberCheckout(storage: Pick<Storage, 'setItem'>, orderId: string, courseId: string) {
  storage.setItem(STORAGE_KEYS.currentOrderId, orderId);
  storage.setItem(CHECKOUT_COURSE_KEY, courseId);
}
