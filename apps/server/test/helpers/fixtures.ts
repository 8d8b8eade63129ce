import crypto from 'node:crypto';
import { courses, enrolments, lectures, media, orders } from '../../src/db/schema';
import type { TestApp } from './app';

/**
 * Test data written straight to the database, for tests whose subject is not course authoring
 * (catalogue, applications, orders, progress). Authoring itself is tested through the API.
 */
export async function insertCourse(
  t: TestApp,
  instructor: { _id: string; name: string },
  opts: {
    title?: string;
    subtitle?: string;
    pricing?: number;
    category?: string;
    level?: string;
    primaryLanguage?: string;
    published?: boolean;
    lectures?: { title?: string; freePreview?: boolean }[];
  } = {},
) {
  const [course] = await t.ctx.db
    .insert(courses)
    .values({
      instructorId: instructor._id,
      instructorName: instructor.name,
      title: opts.title ?? 'Pattern Making Basics',
      subtitle: opts.subtitle ?? 'Draft, cut and sew your first pattern',
      category: opts.category ?? 'beginner-to-advanced-fashion',
      level: opts.level ?? 'beginner',
      primaryLanguage: opts.primaryLanguage ?? 'english',
      description: 'A practical course.',
      pricingCents: Math.round((opts.pricing ?? 49.99) * 100),
      objectives: 'Measure,Draft,Sew',
      welcomeMessage: 'Welcome!',
      image: '/api/media/00000000-0000-4000-8000-000000000000',
      isPublished: opts.published ?? true,
    })
    .returning();
  const specs = opts.lectures ?? [{ freePreview: true }, {}, {}];
  const rows = [];
  for (const [i, spec] of specs.entries()) {
    const [m] = await t.ctx.db
      .insert(media)
      .values({ uploaderId: instructor._id, kind: 'video', mime: 'video/mp4', size: 1, storageKey: `fixture-${course.id}-${i}` })
      .returning();
    const [l] = await t.ctx.db
      .insert(lectures)
      .values({
        courseId: course.id,
        position: i,
        title: spec.title ?? `Lecture ${i + 1}`,
        videoUrl: `/api/media/${m.id}`,
        mediaId: m.id,
        freePreview: spec.freePreview ?? false,
      })
      .returning();
    rows.push(l);
  }
  return { course, lectures: rows };
}

/** Enrols a user directly (what a captured payment does). */
export async function insertEnrolment(t: TestApp, userId: string, courseId: string) {
  await t.ctx.db.insert(enrolments).values({ userId, courseId });
}

/** A paid order that enrolled nobody and waits for an admin's refund (what a second paid checkout leaves). */
export async function insertRefundDue(t: TestApp, userId: string, courseId: string) {
  const [order] = await t.ctx.db
    .insert(orders)
    .values({
      userId,
      courseId,
      amountCents: 2000,
      currency: 'USD',
      provider: 'sandbox',
      reference: `sewee_${crypto.randomBytes(16).toString('hex')}`,
      orderStatus: 'paid',
      paymentStatus: 'success',
      paidAt: new Date(),
      refundReason: 'duplicate',
      refundStatus: 'due',
    })
    .returning();
  return order;
}
