import type { RefundReason } from '@sewee/shared';
import { and, asc, desc, eq, inArray, isNotNull, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, enrolments, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
type PaymentStatus = OrderRow['paymentStatus'];

/** Orders whose payment may still come: the re-check job asks their provider, Buy Now resumes them. */
const OPEN: OrderRow['orderStatus'][] = ['pending', 'processing'];

/** An order with its student and course (the refunds list, the receipt e-mail). */
const withPeople = (db: DbOrTx) =>
  db
    .select({
      order: orders,
      studentName: users.name,
      studentEmail: users.email,
      studentLanguage: users.language,
      courseTitle: courses.title,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(courses, eq(courses.id, orders.courseId));

export const ordersRepo = {
  insert: async (db: DbOrTx, order: NewOrder) => (await db.insert(orders).values(order).returning())[0],

  /** A scholarship order, once per student and course (a unique index): undefined when one already exists. */
  insertScholarship: async (db: DbOrTx, order: NewOrder) =>
    (
      await db
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: [orders.userId, orders.courseId], where: sql`${orders.provider} = 'scholarship'` })
        .returning()
    )[0],

  /** The student's scholarship order for the course, if any. */
  scholarshipOf: async (db: DbOrTx, userId: string, courseId: string) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), eq(orders.provider, 'scholarship')))
        .limit(1)
    )[0],

  findByReference: async (db: DbOrTx, reference: string) =>
    (await db.select().from(orders).where(eq(orders.reference, reference)).limit(1))[0],

  /** The order with its course's title (for the sandbox checkout page). */
  findWithCourse: async (db: DbOrTx, reference: string) =>
    (
      await db
        .select({ order: orders, courseTitle: courses.title })
        .from(orders)
        .innerJoin(courses, eq(courses.id, orders.courseId))
        .where(eq(orders.reference, reference))
        .limit(1)
    )[0],

  /** The user's open orders for a course, newest first (re-verified before a new order is made). */
  openFor: (db: DbOrTx, userId: string, courseId: string) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), inArray(orders.orderStatus, OPEN)))
      .orderBy(desc(orders.createdAt))
      .limit(5),

  /**
   * Records a provider's "no" (or a mismatch) on an order that is neither paid nor abandoned. Only a
   * checkout left unfinished (`abandoned`: the customer may still pay on it) stays on the re-check job.
   */
  markFailed: (db: DbOrTx, id: string, paymentStatus: PaymentStatus) =>
    db
      .update(orders)
      .set({
        orderStatus: 'failed',
        paymentStatus,
        paymentUpdatedAt: sql`now()`,
        ...(paymentStatus === 'abandoned' ? {} : { nextCheckAt: null }),
      })
      .where(and(eq(orders.id, id), notInArray(orders.orderStatus, ['paid', 'abandoned']))),

  /** pending -> processing: the provider says the payment is under way (mobile money, a transfer). */
  markProcessing: (db: DbOrTx, id: string) =>
    db
      .update(orders)
      .set({ orderStatus: 'processing', paymentStatus: 'processing', paymentUpdatedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.orderStatus, 'pending'))),

  /**
   * A payment not settled before its order's expiry: abandoned (a late success can still settle it).
   * Only orders still on the re-check job; true when this call changed it.
   */
  markAbandoned: async (db: DbOrTx, id: string) =>
    (
      await db
        .update(orders)
        .set({ orderStatus: 'abandoned', nextCheckAt: null })
        .where(and(eq(orders.id, id), isNotNull(orders.nextCheckAt), notInArray(orders.orderStatus, ['paid', 'abandoned'])))
        .returning({ id: orders.id })
    ).length > 0,

  /** Orders whose re-check is due (oldest first). A non-null next_check_at means the payment may still come. */
  dueForCheck: (db: DbOrTx, now: Date, limit: number) =>
    db.select().from(orders).where(lte(orders.nextCheckAt, now)).orderBy(asc(orders.nextCheckAt)).limit(limit),

  /**
   * Takes a due re-check: moves next_check_at from what was read to `next`. Only one of several
   * processes sweeping at once gets true for an order. `seen` came back as a JS Date (milliseconds)
   * while PostgreSQL keeps microseconds, so the stored value is compared at milliseconds.
   */
  claimCheck: async (db: DbOrTx, id: string, seen: Date, next: Date) =>
    (
      await db
        .update(orders)
        .set({ nextCheckAt: next })
        .where(and(eq(orders.id, id), sql`date_trunc('milliseconds', ${orders.nextCheckAt}) = ${seen.toISOString()}::timestamptz`))
        .returning({ id: orders.id })
    ).length > 0,

  /** Sandbox checkout: the test "provider" records the student's choice on a still-open payment only. */
  setSandboxPayment: (db: DbOrTx, reference: string, paymentStatus: 'success' | 'abandoned' | 'processing') =>
    db
      .update(orders)
      .set({ paymentStatus, paymentUpdatedAt: sql`now()` })
      .where(
        and(
          eq(orders.reference, reference),
          eq(orders.provider, 'sandbox'),
          eq(orders.orderStatus, 'pending'),
          eq(orders.paymentStatus, 'initiated'),
        ),
      ),

  /**
   * Moves the order to paid. Only the first caller gets the row back (the update is conditional),
   * so captures, retries and webhooks can race safely: only that caller goes on to enrol.
   */
  markPaid: async (db: DbOrTx, orderId: string) =>
    (
      await db
        .update(orders)
        .set({ orderStatus: 'paid', paymentStatus: 'success', paymentUpdatedAt: sql`now()`, paidAt: sql`now()`, nextCheckAt: null })
        .where(and(eq(orders.id, orderId), ne(orders.orderStatus, 'paid')))
        .returning()
    )[0],

  /** Enrols the order's user; false when they are already enrolled (through another order). */
  enrol: async (db: DbOrTx, order: OrderRow) =>
    (
      await db
        .insert(enrolments)
        .values({ userId: order.userId, courseId: order.courseId, orderId: order.id })
        .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] })
        .returning({ id: enrolments.id })
    ).length > 0,

  /** Records that a paid order's money must go back to the student. */
  flagRefund: (db: DbOrTx, orderId: string, reason: RefundReason) =>
    db.update(orders).set({ refundReason: reason, refundStatus: 'due' }).where(eq(orders.id, orderId)),

  /** An admin's note that the money went back: due -> refunded, once. Returns the order when this call changed it. */
  markRefunded: async (db: DbOrTx, orderId: string) =>
    (
      await db
        .update(orders)
        .set({ refundStatus: 'refunded', refundedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'due')))
        .returning({ id: orders.id })
    )[0],

  /** One order with its student and course (the receipt e-mail). */
  withPeople: async (db: DbOrTx, orderId: string) => (await withPeople(db).where(eq(orders.id, orderId)).limit(1))[0],

  /** Payments to refund (due first, then refunded), newest payment first, with the student and the course. */
  refunds: (db: DbOrTx, opts: { orderId?: string; limit: number }) =>
    withPeople(db)
      .where(and(isNotNull(orders.refundReason), opts.orderId ? eq(orders.id, opts.orderId) : undefined))
      .orderBy(sql`${orders.refundStatus} = 'refunded'`, desc(orders.paidAt), desc(orders.id))
      .limit(opts.limit),

  /** Whether the user is enrolled in the course (bought it). */
  /** Whether an order of the student for the course, made before `before`, is still being paid (pending or processing). */
  inFlightBefore: async (db: DbOrTx, userId: string, courseId: string, before: Date) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), eq(orders.courseId, courseId), inArray(orders.orderStatus, OPEN), lt(orders.createdAt, before)),
        )
        .limit(1)
    ).length > 0,

  isEnrolled: async (db: DbOrTx, userId: string, courseId: string) =>
    (
      await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
        .limit(1)
    ).length > 0,
};
