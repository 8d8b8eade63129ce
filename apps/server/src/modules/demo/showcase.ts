import crypto from 'node:crypto';
import { toWebVtt, type Cue } from '@sewee/shared';
import type { AppContext } from '../../context';
import { hashPassword } from '../../platform/security/secrets';
import { applyToCourse } from '../applications/apply';
import { decideApplication } from '../applications/decide';
import { createCaptionsService } from '../captions/service';
import { coursesRepo, type CourseRow } from '../courses/repository';
import { createIntakesService } from '../intakes/service';
import { captureOrder } from '../orders/capture';
import { createOrder } from '../orders/create';
import { savePieces } from '../practice/service';
import { createProgressService } from '../progress/service';
import { usersRepo, type UserRow } from '../users/repository';

/**
 * What the demo shows beyond a catalogue, made through the same services a person's clicks go
 * through (so the demo obeys the rules it shows): the demo student owns a course and is part-way
 * through it, that course's first lecture has captions (so a transcript) and a practice piece,
 * and another course has an open scholarship intake with applications waiting for a decision.
 */

/** The course the demo student owns: free, so owning it needs no payment. */
export const DEMO_OWNED_COURSE = 'Introduction to Fashion Illustration II';
/** The course with an open scholarship intake and applications waiting. */
export const DEMO_INTAKE_COURSE = 'Fundamentals of Pattern Making & Sewing';
export const DEMO_INTAKE_NAME = 'Scholarship intake';

/** Students who applied to the intake; nobody signs in as them (their passwords are random and never shown). */
export const DEMO_APPLICANTS = [
  { name: 'Wanjiru Kamau', email: 'wanjiru.kamau@sewee.test', country: 'Kenya' },
  { name: 'Fatou Ndiaye', email: 'fatou.ndiaye@sewee.test', country: 'Senegal' },
  { name: 'Chinedu Okafor', email: 'chinedu.okafor@sewee.test', country: 'Nigeria' },
  { name: 'Thandiwe Dlamini', email: 'thandiwe.dlamini@sewee.test', country: 'South Africa' },
] as const;

/**
 * The first lecture's words (the demo video is 8 seconds long), in English, the course's language,
 * and in French, so the player's caption menu has a choice.
 */
export const DEMO_CAPTIONS: Record<'en' | 'fr', string[]> = {
  en: [
    'Welcome! In this lecture we draw the fashion figure.',
    'A fashion figure is about nine heads tall.',
    'Start with a light line for the balance of the body.',
    'Then add the head, the shoulders and the hips.',
  ],
  fr: [
    'Bienvenue ! Dans cette leçon, nous dessinons la silhouette de mode.',
    'Une silhouette de mode mesure environ neuf têtes.',
    'Commencez par un trait léger pour l’équilibre du corps.',
    'Ajoutez ensuite la tête, les épaules et les hanches.',
  ],
};
const CUE_SECONDS = 2;

/** Cues of `lines`, one after another, CUE_SECONDS each. */
export const demoCues = (lines: string[]): Cue[] => lines.map((text, i) => ({ start: i * CUE_SECONDS, end: (i + 1) * CUE_SECONDS, text }));

async function courseTitled(ctx: AppContext, admin: UserRow, title: string): Promise<CourseRow> {
  const course = (await coursesRepo.listByInstructor(ctx.db, admin.id)).find((c) => c.title === title);
  if (!course) throw new Error(`demo course "${title}" is missing`);
  return course;
}

/** The demo student applies, is admitted with a welcome message, takes the free course, watches the first lecture and half the second. */
async function seedOwnedCourse(ctx: AppContext, student: UserRow, course: CourseRow): Promise<void> {
  const application = await applyToCourse(ctx, student, course.id);
  await decideApplication(ctx, application._id, 'approved', 'Welcome! Start with the fashion figure, then send us your practice piece.');
  const order = await createOrder(ctx, student, course.id);
  await captureOrder(ctx, student, order.reference);
  const [first, second] = await coursesRepo.lecturesOf(ctx.db, course.id);
  const progress = createProgressService(ctx);
  await progress.markViewed(student, { userId: student.id, courseId: course.id, lectureId: first!.id });
  await progress.savePosition(student, { userId: student.id, courseId: course.id, lectureId: second!.id, positionSeconds: 4 });
}

/** Captions of the owned course's first lecture in each DEMO_CAPTIONS language, written as WebVTT and saved as an instructor's upload is. */
async function seedCaptions(ctx: AppContext, admin: UserRow, course: CourseRow): Promise<void> {
  const [first] = await coursesRepo.lecturesOf(ctx.db, course.id);
  const captions = createCaptionsService(ctx);
  for (const [lang, lines] of Object.entries(DEMO_CAPTIONS)) {
    await captions.put(admin, course.id, first!.id, lang, toWebVtt(demoCues(lines)));
  }
}

/** A practice piece after the owned course's first lecture. */
async function seedPracticePiece(ctx: AppContext, course: CourseRow): Promise<void> {
  const lectures = await coursesRepo.lecturesOf(ctx.db, course.id);
  await savePieces(ctx.db, course.id, lectures.length, [
    {
      title: 'Your fashion figure',
      instructions: 'Draw one fashion figure, nine heads tall, standing and walking. Photograph the page in daylight, from straight above.',
      photos: 1,
      required: true,
      afterLecture: 1,
    },
  ]);
}

/** An intake open since yesterday for 60 days with funded seats, and the applicants' pending applications. */
async function seedIntake(ctx: AppContext, course: CourseRow): Promise<void> {
  const now = Date.now();
  const day = 24 * 3600_000;
  await createIntakesService(ctx).create({
    courseId: course.id,
    name: DEMO_INTAKE_NAME,
    opensAt: new Date(now - day),
    closesAt: new Date(now + 60 * day),
    seats: 20,
    waiverPercent: 100,
    enrolWithinDays: 14,
  });
  for (const a of DEMO_APPLICANTS) {
    const applicant = (await usersRepo.insert(ctx.db, {
      name: a.name,
      email: a.email,
      passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
      isVerified: true,
      status: 'approved',
      country: a.country,
    }))!;
    await applyToCourse(ctx, applicant, course.id);
  }
}

/** Everything above, once, right after the demo accounts and courses are made (seedDemo). */
export async function seedDemoShowcase(ctx: AppContext, admin: UserRow, student: UserRow): Promise<void> {
  const owned = await courseTitled(ctx, admin, DEMO_OWNED_COURSE);
  await seedCaptions(ctx, admin, owned);
  await seedPracticePiece(ctx, owned);
  await seedOwnedCourse(ctx, student, owned);
  await seedIntake(ctx, await courseTitled(ctx, admin, DEMO_INTAKE_COURSE));
}
