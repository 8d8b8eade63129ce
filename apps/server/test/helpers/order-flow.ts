import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { enrolments, orders } from '../../src/db/schema';
import type { TestApp } from './app';
import { type signedInAdmin, verifiedStudent } from './client';

export type Student = Awaited<ReturnType<typeof verifiedStudent>>;

type Setup = { t: TestApp; admin: Awaited<ReturnType<typeof signedInAdmin>>; courseId: string };

/**
 * A student's way to one course through the API (apply, approval by the admin, order, capture) and
 * what it left in the database. `setup` is read at each call, as test files make their app in beforeAll.
 */
export function orderFlow(setup: () => Setup) {
  const courseId = () => setup().courseId;
  const db = () => setup().t.ctx.db;
  return {
    async approvedStudent(): Promise<Student> {
      const s = await verifiedStudent(setup().t);
      const res = await s.client.post(`/api/student/course-application/courses/${courseId()}/apply`, {
        name: s.user.name,
        email: s.user.email,
      });
      await setup().admin.client.put(`/api/student/course-application/applications/${res.json().data._id}/status`, { status: 'approved' });
      return s;
    },
    async checkout(s: Student) {
      const res = await s.client.post('/api/student/order/create', { courseId: courseId() });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { orderId: string; reference: string; approveUrl: string };
    },
    capture: (s: Student, reference: string) => s.client.post('/api/student/order/capture', { reference }),
    enrolmentCount: async (userId: string) =>
      (
        await db()
          .select()
          .from(enrolments)
          .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId())))
      ).length,
    storedOrder: async (reference: string) => (await db().select().from(orders).where(eq(orders.reference, reference)))[0]!,
  };
}
