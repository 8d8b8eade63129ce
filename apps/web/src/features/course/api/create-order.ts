import { useMutation } from '@tanstack/react-query';
import type { PublicCourse, User } from '@sewee/shared';
import { ordersApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** The order payload of the API contract. The server reads courseId only; the rest comes from its database and the session. */
export interface OrderPayload {
  userId: string;
  userName: string;
  userEmail: string;
  orderStatus: 'pending';
  paymentMethod: string;
  paymentStatus: 'initiated';
  orderDate: string;
  paymentId: string;
  payerId: string;
  instructorId: string;
  instructorName: string;
  courseImage: string;
  courseTitle: string;
  courseId: string;
  coursePricing: number;
}

export function orderPayload(user: Pick<User, '_id' | 'name' | 'email'>, course: PublicCourse, now = new Date()): OrderPayload {
  return {
    userId: user._id,
    userName: user.name,
    userEmail: user.email,
    orderStatus: 'pending',
    paymentMethod: 'card',
    paymentStatus: 'initiated',
    orderDate: now.toISOString(),
    paymentId: '',
    payerId: '',
    instructorId: course.instructorId,
    instructorName: course.instructorName,
    courseImage: course.image,
    courseTitle: course.title,
    courseId: course._id,
    coursePricing: course.pricing,
  };
}

export const createOrder = (payload: OrderPayload) => call(ordersApi.create, { body: payload }).then((r) => r.data);

export const useCreateOrder = () => useMutation({ mutationFn: createOrder, meta: { errorMessage: 'course:toasts.orderFailed' } });
