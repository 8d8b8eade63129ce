import { z } from 'zod';

/**
 * POST /api/student/order/create. Only `courseId` is read; the specification's other order
 * fields (userId, prices, titles, statuses...) may be sent but are ignored: the server takes
 * them from the session and the database.
 */
export const CreateOrderSchema = z.object({
  courseId: z.string({ error: 'courseId is required' }).trim().min(1, 'courseId is required').max(100),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

export const CreateOrderResponse = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), reference: z.string(), approveUrl: z.string() }),
});

export const CaptureSchema = z.object({
  reference: z.string({ error: 'reference is required' }).trim().min(1, 'reference is required').max(100),
});

export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export const CaptureResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ orderId: z.string(), courseId: z.string(), orderStatus: z.enum(ORDER_STATUSES) }),
});
