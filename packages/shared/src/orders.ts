import { z } from 'zod';
import { say, type FieldKey } from './messages/validation/say';

/** A reference the client must send: the server looks it up, so only presence and a sane length are checked. */
const requiredRef = (field: FieldKey) =>
  z
    .string({ error: say('required', { field }) })
    .trim()
    .min(1, say('required', { field }))
    .max(100);

/**
 * POST /api/student/order/create. Only `courseId` is read; the specification's other order
 * fields (userId, prices, titles, statuses...) may be sent but are ignored: the server takes
 * them from the session and the database.
 */
export const CreateOrderSchema = z.object({
  courseId: requiredRef('courseId'),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

export const CreateOrderResponse = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), reference: z.string(), approveUrl: z.string() }),
});

export const CaptureSchema = z.object({
  reference: requiredRef('reference'),
});

/**
 * pending (at the provider's checkout) -> processing (paid by mobile money or transfer, waiting for
 * it to settle) -> paid; or failed (the provider said no), or abandoned (not settled before expiry).
 */
export const ORDER_STATUSES = ['pending', 'processing', 'paid', 'failed', 'abandoned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Why a paid order's money must go back to the student: the course was already bought through
 * another order (`duplicate`), or the account or the application was rejected between checkout
 * and capture, so the payment enrols nobody.
 */
export const REFUND_REASONS = ['duplicate', 'account_rejected', 'application_rejected'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATUSES = ['due', 'refunded'] as const;

export const CaptureResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    orderId: z.string(),
    courseId: z.string(),
    /** `paid`, or `processing`: the payment was received and is waiting for confirmation (poll capture again). */
    orderStatus: z.enum(['paid', 'processing']),
    /** The order's amount in its currency's major unit (49.99), and that currency. */
    amount: z.number(),
    currency: z.string(),
    /** Set when this payment will be refunded (the student is enrolled through an earlier order). */
    refundReason: z.enum(REFUND_REASONS).optional(),
  }),
});

/** A row of the admins' Payments to refund list. `amount` is in the currency's major unit (49.99). */
export const RefundSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  provider: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ _id: z.string(), title: z.string() }),
});
export type Refund = z.infer<typeof RefundSchema>;
export const RefundsResponse = z.object({ success: z.literal(true), data: z.array(RefundSchema) });

export const RefundOrderParams = z.object({ orderId: z.string().max(100) });
/** An admin records that the money went back (at the provider's dashboard); the only change allowed. */
export const RefundStatusUpdateSchema = z.object({ status: z.literal('refunded', { error: say('statusRefunded') }) });
export const RefundResponse = z.object({ success: z.literal(true), message: z.string(), data: RefundSchema });
