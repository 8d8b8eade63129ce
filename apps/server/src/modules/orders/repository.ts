import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, enrolments, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
type PaymentStatus = OrderRow['paymentStatus'];

export const ordersRepo = {
  insert: async (db: DbOrTx, order: NewOrder) => (await db.insert(orders).values(order).returning())[0],

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

  /** The user's unfinished orders for a course, newest first (re-verified before a new order is made). */
  pendingFor: (db: DbOrTx, userId: string, courseId: string) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), eq(orders.orderStatus, 'pending')))
      .orderBy(desc(orders.createdAt))
      .limit(5),

  /** Records a provider's final "no" (or a mismatch) on an order that is not paid. */
  markFailed: (db: DbOrTx, id: string, paymentStatus: PaymentStatus) =>
    db
      .update(orders)
      .set({ orderStatus: 'failed', paymentStatus })
      .where(and(eq(orders.id, id), ne(orders.orderStatus, 'paid'))),

  /** Sandbox checkout: the test "provider" records the student's choice on a still-open payment only. */
  setSandboxPayment: (db: DbOrTx, reference: string, paymentStatus: 'success' | 'abandoned') =>
    db
      .update(orders)
      .set({ paymentStatus })
      .where(
        and(
          eq(orders.reference, reference),
          eq(orders.provider, 'sandbox'),
          eq(orders.orderStatus, 'pending'),
          eq(orders.paymentStatus, 'initiated'),
        ),
      ),

  /**
   * Moves the order to paid and enrols its user, in one transaction. Only the first caller changes
   * anything (the update is conditional), so captures, retries and webhooks can race safely.
   * Returns true when this call made the change.
   */
  markPaidAndEnrol: (db: DbOrTx, orderId: string) =>
    db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({ orderStatus: 'paid', paymentStatus: 'success', paidAt: sql`now()` })
        .where(and(eq(orders.id, orderId), ne(orders.orderStatus, 'paid')))
        .returning();
      if (!paid) return false;
      await tx
        .insert(enrolments)
        .values({ userId: paid.userId, courseId: paid.courseId, orderId: paid.id })
        .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] });
      return true;
    }),

  /** Whether the user is enrolled in the course (bought it). */
  isEnrolled: async (db: DbOrTx, userId: string, courseId: string) =>
    (
      await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
        .limit(1)
    ).length > 0,
};
