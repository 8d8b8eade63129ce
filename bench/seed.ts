// Seeds a fresh benchmark database (run with tsx, before the server starts: PGlite is one process).
//   tsx bench/seed.ts <dataDir> <out.json>      DATABASE_URL set -> PostgreSQL, else PGlite in <dataDir>/db
// 200 published courses across every category (3-6 lectures each), 2,000 verified students,
// realistic enrolments (popular courses get more), applications, paid orders and progress, plus
// sessions the load test and the browser measurements sign in with. Bulk inserts, so it takes seconds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { AFRICAN_COUNTRIES, CATEGORIES, LANGUAGES, LEVELS, mediaUrl } from '@sewee/shared';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import {
  applications,
  courseProgress,
  courses,
  enrolments,
  lectureProgress,
  lectures,
  media,
  orders,
  sessions,
  users,
} from '../apps/server/src/db/schema';
import { hashPassword, randomToken, sha256 } from '../apps/server/src/platform/security/secrets';

const [dataDir, outFile] = process.argv.slice(2);
if (!dataDir || !outFile) throw new Error('usage: tsx bench/seed.ts <dataDir> <out.json>');
const root = path.resolve(import.meta.dirname, '..');

const COURSES = Number(process.env.BENCH_COURSES || 200); // `npm run bench -- --courses=2000` (docs/performance.md)
const STUDENTS = 2000;
const INSTRUCTORS = 5;
const SESSIONS = 400; // signed-in students the load test rotates through

// Deterministic pseudo-random numbers: every run seeds the same shape of data.
let state = 20260601;
const rand = () => {
  state = (state * 1103515245 + 12345) & 0x7fffffff;
  return state / 0x7fffffff;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const uuid = () => crypto.randomUUID();

const COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Kenya',
  'South Africa',
  'Senegal',
  'Ethiopia',
  'Uganda',
  'Rwanda',
  "Côte d'Ivoire",
  'Cameroon',
  'Tanzania',
  'Egypt',
  'Morocco',
  'Zambia',
  'Malawi',
];
const FIRST = [
  'Amara',
  'Chioma',
  'Kwame',
  'Fatou',
  'Aisha',
  'Tendai',
  'Nia',
  'Kofi',
  'Zainab',
  'Thabo',
  'Adaeze',
  'Yaw',
  'Mariam',
  'Sipho',
  'Esi',
  'Ife',
];
const LAST = [
  'Okafor',
  'Mensah',
  'Diallo',
  'Banda',
  'Njoroge',
  'Abebe',
  'Nkosi',
  'Traoré',
  'Adeyemi',
  'Owusu',
  'Kamau',
  'Moyo',
  'Sow',
  'Mutua',
];
const TOPICS = [
  'Foundations',
  'Masterclass',
  'Essentials',
  'Techniques',
  'Studio',
  'Workshop',
  'Business',
  'Advanced Methods',
  'For Beginners',
  'Projects',
];
const LANGS = ['english', 'english', 'english', 'english', 'french', 'french', 'portuguese', 'arabic'] as const;
const PRICES = [0, 0, 0, 4.99, 9.99, 12, 14.5, 19.99, 24.99, 29.99, 39, 49.99];

async function insertAll<T>(label: string, rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  console.log(`  ${label}: ${rows.length}`);
}

async function main() {
  const t0 = Date.now();
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrate(database);
  const { db } = database;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (existing!.n > 0) throw new Error('The benchmark database already has accounts: point DATABASE_URL at a new, empty scratch database.');

  // One real video and the eight demo covers, shared by every course (media rows may share a file).
  const demo = path.join(root, 'apps/server/assets/demo');
  const mediaDir = path.join(dataDir, 'media');
  const put = (key: string, file: string) => {
    fs.mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
    fs.copyFileSync(file, path.join(mediaDir, key));
    return fs.statSync(file).size;
  };

  // Every account shares one argon2id hash: 2,000 real hashes would take minutes and prove nothing here.
  const passwordHash = await hashPassword('BenchStudent#2026');
  const instructorRows = Array.from({ length: INSTRUCTORS }, (_, i) => ({
    id: uuid(),
    name: `${pick(FIRST)} ${pick(LAST)}`,
    email: `instructor${i + 1}@bench.sewee.test`,
    passwordHash,
    role: 'admin' as const,
    isVerified: true,
    status: 'approved' as const,
    country: 'Nigeria',
    phone: `+234 800 000 ${String(1000 + i)}`,
  }));
  const studentRows = Array.from({ length: STUDENTS }, (_, i) => ({
    id: uuid(),
    name: `${pick(FIRST)} ${pick(LAST)}`,
    email: `student${i + 1}@bench.sewee.test`,
    passwordHash,
    role: 'user' as const,
    isVerified: true,
    status: 'approved' as const,
    country: pick(COUNTRIES),
    phone: `+234 81${String(i).padStart(8, '0')}`,
    dob: `${1985 + Math.floor(rand() * 20)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
    lastLogin: new Date(Date.now() - Math.floor(rand() * 30 * 86_400_000)),
  }));
  await insertAll('users', [...instructorRows, ...studentRows], (b) => db.insert(users).values(b));

  const admin = instructorRows[0]!;
  const videoId = uuid();
  const videoKey = `videos/${videoId.slice(0, 2)}/${videoId}.webm`;
  const mediaRows = [
    {
      id: videoId,
      uploaderId: admin.id,
      kind: 'video' as const,
      mime: 'video/webm',
      size: put(videoKey, path.join(demo, 'lecture.webm')),
      storageKey: videoKey,
    },
  ];
  const coverIds: string[] = [];
  for (let i = 1; i <= 8; i++) {
    const id = uuid();
    const key = `images/${id.slice(0, 2)}/${id}.webp`;
    mediaRows.push({
      id,
      uploaderId: admin.id,
      kind: 'image' as const,
      mime: 'image/webp',
      size: put(key, path.join(demo, `cover-${i}.webp`)),
      storageKey: key,
    });
    coverIds.push(id);
  }
  await insertAll('media', mediaRows, (b) => db.insert(media).values(b));

  const courseRows = Array.from({ length: COURSES }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const instructor = instructorRows[i % INSTRUCTORS]!;
    const title = `${category.label}: ${pick(TOPICS)} ${Math.floor(i / CATEGORIES.length) + 1}`;
    return {
      id: uuid(),
      instructorId: instructor.id,
      instructorName: instructor.name,
      title,
      subtitle: `Practical ${category.label.toLowerCase()} lessons you can follow on any phone`,
      category: category.id,
      level: pick(LEVELS).id,
      primaryLanguage: pick(LANGS),
      description: `${title} is a practical, video-based course taught by working designers. Each lecture shows one technique step by step, with the materials you can find in a local market, so you can practise at home and build a portfolio piece by the end.`,
      pricingCents: Math.round(pick(PRICES) * 100),
      objectives:
        'Choose the right materials, Prepare your workspace, Follow each technique step by step, Finish a portfolio piece, Price and sell your work',
      welcomeMessage: `Welcome to ${title}! Watch the free preview first, then apply.`,
      image: mediaUrl(coverIds[i % coverIds.length]!),
      isPublished: true,
      createdAt: new Date(Date.now() - (COURSES - i) * 3_600_000),
    };
  });
  await insertAll('courses', courseRows, (b) => db.insert(courses).values(b));

  const lecturesByCourse = new Map<string, string[]>();
  const lectureRows = courseRows.flatMap((c) => {
    const n = 3 + Math.floor(rand() * 4);
    const rows = Array.from({ length: n }, (_, position) => ({
      id: uuid(),
      courseId: c.id,
      position,
      title: `Lesson ${position + 1}: ${pick(TOPICS)}`,
      videoUrl: mediaUrl(videoId),
      mediaId: videoId,
      freePreview: position === 0,
    }));
    lecturesByCourse.set(
      c.id,
      rows.map((r) => r.id),
    );
    return rows;
  });
  await insertAll('lectures', lectureRows, (b) => db.insert(lectures).values(b));

  // Popularity follows a long tail: course k is picked with weight 1/(k+1).
  const weights = courseRows.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickCourse = () => {
    let r = rand() * total;
    for (let k = 0; k < weights.length; k++) if ((r -= weights[k]!) <= 0) return courseRows[k]!;
    return courseRows[courseRows.length - 1]!;
  };

  const applicationRows: (typeof applications.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const enrolmentRows: (typeof enrolments.$inferInsert)[] = [];
  const progressRows: (typeof courseProgress.$inferInsert)[] = [];
  const entryRows: (typeof lectureProgress.$inferInsert)[] = [];
  const enrolledIn = new Map<string, string[]>();
  for (const s of studentRows) {
    const chosen = new Set<(typeof courseRows)[number]>();
    const want = Math.floor(rand() * 7); // 0-6 courses, about 3 on average
    while (chosen.size < want) chosen.add(pickCourse());
    for (const c of chosen) {
      const bought = rand() < 0.7;
      applicationRows.push({
        id: uuid(),
        studentId: s.id,
        courseId: c.id,
        status: bought ? 'approved' : pick(['pending', 'pending', 'rejected'] as const),
      });
      if (!bought) continue;
      const orderId = uuid();
      orderRows.push({
        id: orderId,
        userId: s.id,
        courseId: c.id,
        amountCents: c.pricingCents,
        currency: 'USD',
        provider: 'sandbox',
        reference: `bench_${orderId}`,
        orderStatus: 'paid',
        paymentStatus: 'success',
        paidAt: new Date(),
      });
      enrolmentRows.push({ id: uuid(), userId: s.id, courseId: c.id, orderId });
      enrolledIn.set(s.id, [...(enrolledIn.get(s.id) ?? []), c.id]);
      const lectureIds = lecturesByCourse.get(c.id)!;
      const watched = Math.floor(rand() * (lectureIds.length + 1));
      if (watched === 0) continue;
      const progressId = uuid();
      progressRows.push({ id: progressId, userId: s.id, courseId: c.id });
      for (const lectureId of lectureIds.slice(0, watched)) {
        entryRows.push({ progressId, lectureId, viewed: true, viewedAt: new Date(), positionSeconds: 0 });
      }
    }
  }
  await insertAll('applications', applicationRows, (b) => db.insert(applications).values(b));
  await insertAll('orders', orderRows, (b) => db.insert(orders).values(b));
  await insertAll('enrolments', enrolmentRows, (b) => db.insert(enrolments).values(b));
  await insertAll('course_progress', progressRows, (b) => db.insert(courseProgress).values(b));
  await insertAll('lecture_progress', entryRows, (b) => db.insert(lectureProgress).values(b));

  // Sessions: enrolled students (for mark-lecture-viewed) and one admin.
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);
  const signedIn = studentRows.filter((s) => enrolledIn.has(s.id)).slice(0, SESSIONS);
  const students = signedIn.map((s) => {
    const courseId = enrolledIn.get(s.id)![0]!;
    return { token: randomToken(), userId: s.id, courseId, lectureIds: lecturesByCourse.get(courseId)! };
  });
  const adminToken = randomToken();
  await insertAll(
    'sessions',
    [
      ...students.map((s) => ({ tokenHash: sha256(s.token), userId: s.userId, kind: 'session' as const, expiresAt })),
      { tokenHash: sha256(adminToken), userId: admin.id, kind: 'session' as const, expiresAt },
    ],
    (b) => db.insert(sessions).values(b),
  );
  // Admissions at scale (`--only=admissions`): students up to 20,000 from the 54 African
  // countries and applications up to 100,000, spread over this year, most pending, for the
  // applications table and the reach summary.
  let admissionStudents = 0;
  let admissionApplications = 0;
  if (process.env.BENCH_ADMISSIONS === '1') {
    const yearStart = Date.UTC(new Date().getUTCFullYear(), 0, 1);
    const span = Math.max(86_400_000, Date.now() - yearStart);
    const extra = Array.from({ length: 20_000 - studentRows.length }, (_, i) => ({
      id: uuid(),
      name: `${pick(FIRST)} ${pick(LAST)}`,
      email: `applicant${i + 1}@bench.sewee.test`,
      passwordHash,
      role: 'user' as const,
      isVerified: rand() < 0.9,
      status: 'approved' as const,
      country: pick(AFRICAN_COUNTRIES),
      phone: `+221 77${String(i).padStart(7, '0')}`,
      createdAt: new Date(yearStart + Math.floor(rand() * span)),
    }));
    await insertAll('users (admissions)', extra, (b) => db.insert(users).values(b), 2000);
    const wanted = 100_000 - applicationRows.length;
    const rows: (typeof applications.$inferInsert)[] = [];
    for (let i = 0; rows.length < wanted; i++) {
      const s = extra[i % extra.length]!;
      const c = courseRows[(i * 7 + Math.floor(i / extra.length) * 13) % courseRows.length]!;
      rows.push({
        id: uuid(),
        studentId: s.id,
        courseId: c.id,
        status: pick(['pending', 'pending', 'pending', 'approved', 'rejected'] as const),
        createdAt: new Date(s.createdAt.getTime() + Math.floor(rand() * 86_400_000)),
      });
    }
    await insertAll('applications (admissions)', rows, (b) => db.insert(applications).values(b).onConflictDoNothing(), 2000);
    await db.execute(sql`ANALYZE`);
    admissionStudents = extra.length;
    admissionApplications = rows.length;
  }
  await database.close();

  // The most popular course (most enrolments): what the details measurements open.
  const popular = courseRows[0]!;
  fs.writeFileSync(
    outFile,
    JSON.stringify({
      courseIds: courseRows.map((c) => c.id),
      popularCourseId: popular.id,
      // The catalogue's filter ids, for the bench's random filter mix.
      filterIds: { category: CATEGORIES.map((c) => c.id), level: LEVELS.map((l) => l.id), primaryLanguage: LANGUAGES.map((l) => l.id) },
      adminToken,
      students,
      counts: {
        courses: courseRows.length,
        lectures: lectureRows.length,
        students: studentRows.length + admissionStudents,
        enrolments: enrolmentRows.length,
        applications: applicationRows.length + admissionApplications,
        lectureProgress: entryRows.length,
      },
    }),
  );
  console.log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
