import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, codeFrom, lastMailTo, newSignup, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment, insertRefundDue } from './helpers/fixtures';
import { PNG_1X1, coursePayload, mp4, multipart, upload, uploaded } from './helpers/media-files';
import { listRoutes, routeKey } from './helpers/routes';
import { smallClip } from './helpers/video';
import { practicePhotos, practicePieces, practiceSubmissions } from '../src/db/schema';
import { jpegOf } from './helpers/photos';
import { patternPdf } from '../src/modules/demo/pattern-pdf';

/**
 * Who may call what: every route the app serves x seven kinds of caller, each called with valid
 * input for the resource, so the status reflects authorization alone. One test collects every
 * wrong cell. A route without a row fails the test, so a new route must declare its guards here.
 */

const ROLES = ['anonymous', 'unverified', 'student', 'otherStudent', 'rejected', 'owner', 'otherAdmin'] as const;
/** A rejected admin has no admin power left: on every route they get what the rejected student gets. */
const CALLERS = [...ROLES, 'rejectedAdmin'] as const;
type Role = (typeof CALLERS)[number];
const expectedFor = (row: Row, role: Role) => row.expect[ROLES.indexOf(role === 'rejectedAdmin' ? 'rejected' : role)];

interface Req {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  payload?: Buffer | string;
  headers?: Record<string, string>;
}
interface Row {
  /** Per role, in ROLES order. */
  expect: number[];
  make: (role: Role) => Req | Promise<Req>;
  /** Runs after every other row (it changes state others rely on). */
  last?: boolean;
  /** Extra checks on a response (privacy of the body); a message when wrong. */
  check?: (role: Role, res: LightMyRequestResponse) => string | null;
}

const E = (...statuses: number[]) => statuses;
/** Public: everyone gets `s`. */
const ALL = (s: number) => ROLES.map(() => s);
/** Admins only. */
const ADMIN = (s: number) => E(401, 403, 403, 403, 403, s, s);
/** Any verified account (admins included) that is not rejected. */
const MEMBER = (s: number) => E(401, 403, s, s, 403, s, s);
/** The student's own resource; admins may read it. */
const OWN_READ = (s: number) => E(401, 403, s, 403, 403, s, s);
/** The student's own resource; only they may change it. */
const OWN_WRITE = (s: number) => E(401, 403, s, 403, 403, 403, 403);
/** The owner admin's course. */
const OWNER = (s: number) => E(401, 403, 403, 403, 403, s, 403);

let t: TestApp;
const cookie = {} as Record<Role, string>;
const users = {} as Record<Role, { _id: string; email: string; name: string; password: string }>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
let rejectedAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
let course: {
  _id: string;
  curriculum: { _id: string; public_id: string; videoUrl: string; freePreview: boolean; title: string }[];
} & Record<string, unknown>;
let paidVideoUrl: string;
/** A paid step lesson's photo and PDF file (a second course of the owner's, which the student bought). */
let paidStepPhoto: string;
let paidPdf: string;
let studentApplicationId: string;
let studentOrderReference: string;
let applyCourseId: string;
let orderCourseId: string;

const ADMIN_PASSWORD = 'Admin#Password1';

async function login(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const c = res.cookies.find((k) => k.name === 'sewee_session')!;
  return `sewee_session=${c.value}`;
}

let certificateSetup: Promise<{ courseId: string; code: string }> | undefined;
/** A one-lecture course the student bought and finished, so they hold its certificate (made once, on first use). */
function studentCertificate() {
  certificateSetup ??= (async () => {
    const made = await insertCourse(t, owner.user, { title: 'Certificate course', lectures: [{ freePreview: true }] });
    await insertEnrolment(t, users.student._id, made.course.id);
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/mark-lecture-viewed',
      headers: { cookie: cookie.student },
      payload: { userId: users.student._id, courseId: made.course.id, lectureId: made.lectures[0]!.id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const mine = await t.app.inject({ url: `/api/student/certificates/${made.course.id}`, headers: { cookie: cookie.student } });
    expect(mine.statusCode, mine.body).toBe(200);
    return { courseId: made.course.id, code: mine.json().data.code as string };
  })();
  return certificateSetup;
}

/** A fresh practice piece of the owner's course (so each caller's submission meets a piece with no round yet). */
async function newPiece() {
  const [piece] = await t.ctx.db
    .insert(practicePieces)
    .values({ courseId: course._id, position: 0, afterLecture: 1, title: 'Seam', instructions: 'Sew it.', photos: 1, required: false })
    .returning();
  return piece!;
}
/** A waiting round of the student's on a fresh piece, with one stored photo. */
async function waitingRound() {
  const piece = await newPiece();
  const [round] = await t.ctx.db
    .insert(practiceSubmissions)
    .values({ pieceId: piece.id, courseId: course._id, studentId: users.student._id, round: 1 })
    .returning();
  const key = `practice/test/${round!.id}.jpg`;
  const { size } = await t.ctx.storage.put(key, Readable.from([jpegOf(64, 48)]));
  const [photo] = await t.ctx.db
    .insert(practicePhotos)
    .values({ submissionId: round!.id, position: 0, storageKey: key, bytes: size, width: 64, height: 48 })
    .returning();
  return { round: round!, photo: photo! };
}
let studentPhoto: Promise<string> | undefined;

const asOwner = (req: Req) =>
  t.app.inject({
    method: req.method ?? 'GET',
    url: req.url,
    payload: req.payload ?? (req.body as never),
    headers: { cookie: cookie.owner, ...req.headers },
  });

/** A valid new scholarship intake for `courseId`. */
const intakeBody = (courseId: string) => ({
  courseId,
  name: 'January 2027',
  opensAt: '2026-12-01',
  closesAt: '2027-01-15',
  seats: 10,
  waiverPercent: 100,
  enrolWithinDays: 14,
});
/** A fresh intake, on a fresh course, made by the owner. */
async function ownerIntake(): Promise<string> {
  const made = await insertCourse(t, owner.user, { title: 'Intake course' });
  const res = await asOwner({ method: 'POST', url: '/api/admin/intakes', body: intakeBody(made.course.id) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

beforeAll(async () => {
  // Every tus row starts an upload of the owner's: the per-admin cap of unfinished uploads is raised.
  t = await createTestApp({ RATE_LIMITS: '0', UPLOAD_MAX_UNFINISHED: '1000' });
  owner = await signedInAdmin(t);
  otherAdmin = await signedInAdmin(t);
  rejectedAdmin = await signedInAdmin(t);
  const student = await verifiedStudent(t);
  const otherStudent = await verifiedStudent(t);
  const rejected = await verifiedStudent(t);

  // Unverified: signed up and signed in, code not entered.
  const signup = newSignup();
  const u = new Client(t);
  expect((await u.post('/api/auth/signup', signup)).statusCode).toBe(201);
  const unverifiedLogin = await u.post('/api/auth/login', { email: signup.email, password: signup.password });
  expect(unverifiedLogin.statusCode).toBe(200);

  cookie.anonymous = '';
  cookie.unverified = u.cookieHeader;
  cookie.student = student.client.cookieHeader;
  cookie.otherStudent = otherStudent.client.cookieHeader;
  cookie.rejected = rejected.client.cookieHeader;
  cookie.owner = owner.client.cookieHeader;
  cookie.otherAdmin = otherAdmin.client.cookieHeader;
  cookie.rejectedAdmin = rejectedAdmin.client.cookieHeader;
  users.unverified = { ...unverifiedLogin.json().user, password: signup.password };
  users.student = { ...student.user, password: student.password };
  users.otherStudent = { ...otherStudent.user, password: otherStudent.password };
  users.rejected = { ...rejected.user, password: rejected.password };
  users.owner = { ...owner.user, password: ADMIN_PASSWORD };
  users.otherAdmin = { ...otherAdmin.user, password: ADMIN_PASSWORD };
  users.rejectedAdmin = { ...rejectedAdmin.user, password: ADMIN_PASSWORD };

  // The owner's published course, authored through the API with real uploads: a free preview and a paid lecture.
  // The paid lecture is a real clip with its low-data ladder made (the job's work, run here).
  const paidVideo = { name: 'paid.mp4', data: fs.readFileSync(smallClip()), type: 'video/mp4' };
  const created = await owner.client.post(
    '/api/instructor/course/add',
    await coursePayload(owner.client, [{ freePreview: true }, { video: paidVideo }]),
  );
  expect(created.statusCode, created.body).toBe(201);
  course = created.json().data;
  paidVideoUrl = course.curriculum[1].videoUrl;
  await t.ctx.videos.process(course.curriculum[1].public_id);

  // The student: applied and approved, enrolled, with progress and a paid order of another course.
  const applied = await student.client.post(`/api/student/course-application/courses/${course._id}/apply`, {
    name: student.user.name,
    email: student.user.email,
  });
  expect(applied.statusCode).toBe(201);
  studentApplicationId = applied.json().data._id;
  expect(
    (await owner.client.put(`/api/student/course-application/applications/${studentApplicationId}/status`, { status: 'approved' }))
      .statusCode,
  ).toBe(200);
  await insertEnrolment(t, student.user._id, course._id);
  const stepsPayload = await coursePayload(owner.client, [{ freePreview: true }]);
  const photo = await upload(owner.client, [{ name: 'step.jpg', data: jpegOf(320, 240) }], '/api/media/upload?purpose=step');
  paidStepPhoto = photo.json().data.public_id;
  paidPdf = (await uploaded(owner.client, { name: 'pattern.pdf', data: await patternPdf() })).public_id;
  const stepsCourse = await owner.client.post('/api/instructor/course/add', {
    ...stepsPayload,
    curriculum: [
      ...stepsPayload.curriculum,
      {
        kind: 'steps',
        title: 'Threading',
        steps: [{ text: 'Hold the needle', imageUrl: photo.json().data.url, image_public_id: paidStepPhoto }],
        files: [{ name: 'Pattern', url: `/api/media/${paidPdf}`, public_id: paidPdf }],
      },
    ],
  });
  expect(stepsCourse.statusCode, stepsCourse.body).toBe(201);
  await insertEnrolment(t, student.user._id, stepsCourse.json().data._id);
  const marked = await student.client.post('/api/student/course-progress/mark-lecture-viewed', {
    userId: student.user._id,
    courseId: course._id,
    lectureId: course.curriculum[0]._id,
  });
  expect(marked.statusCode, marked.body).toBe(200);

  // A course every member may order: approved applications for each of them.
  orderCourseId = (await insertCourse(t, owner.user, { title: 'Beading', pricing: 20 })).course.id;
  for (const r of ['student', 'otherStudent', 'owner', 'otherAdmin'] as Role[]) {
    const a = await t.app.inject({
      method: 'POST',
      url: `/api/student/course-application/courses/${orderCourseId}/apply`,
      payload: { name: 'x', email: 'x' },
      headers: { cookie: cookie[r] },
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(
      (await owner.client.put(`/api/student/course-application/applications/${a.json().data._id}/status`, { status: 'approved' }))
        .statusCode,
    ).toBe(200);
  }
  // The student's own order of another course, paid on the sandbox checkout (capture settles it).
  const boughtCourseId = (await insertCourse(t, owner.user, { title: 'Bag Making', pricing: 15 })).course.id;
  const forOrder = await student.client.post(`/api/student/course-application/courses/${boughtCourseId}/apply`, { name: 'x', email: 'x' });
  expect(
    (await owner.client.put(`/api/student/course-application/applications/${forOrder.json().data._id}/status`, { status: 'approved' }))
      .statusCode,
  ).toBe(200);
  const order = await student.client.post('/api/student/order/create', { courseId: boughtCourseId });
  expect(order.statusCode, order.body).toBe(201);
  studentOrderReference = order.json().data.reference;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${studentOrderReference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(paid.statusCode).toBe(303);

  // A course nobody has applied to yet, so each caller's application is a first one.
  applyCourseId = (await insertCourse(t, owner.user, { title: 'Crochet' })).course.id;

  // Rejected last, so the setup above could use the account.
  for (const who of [rejected.user, rejectedAdmin.user])
    expect((await owner.client.patch(`/api/auth/users/${who._id}/status`, { status: 'rejected' })).statusCode).toBe(200);
}, 120_000);
afterAll(() => t?.close());

/** An upload of the owner's that no course uses, so deleting it is allowed for its uploader. */
const TUS_HEADERS = { 'tus-resumable': '1.0.0' };
/** A fresh resumable upload of 20 bytes the owner started (each caller gets its own: DELETE ends one). */
const ownerTusUpload = async () => {
  const res = await asOwner({ method: 'POST', url: '/api/media/tus', headers: { ...TUS_HEADERS, 'upload-length': '20' } });
  if (res.statusCode !== 201) throw new Error(`tus create failed: ${res.body}`);
  return res.headers.location as string;
};
const ownerUpload = async () => (await uploaded(owner.client, { name: 'spare.png', data: PNG_1X1, type: 'image/png' })).public_id;

/** A throwaway account's password-reset link token (a reset ends that account's sessions, not the callers'). */
async function resetToken() {
  const body = newSignup();
  await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
  return /reset-password\/([\w-]+)/.exec((await lastMailTo(t, body.email)).text)![1];
}

/** An upload of the owner's that ffmpeg cannot read, processed: failed, so Retry applies to it. */
async function failedVideo() {
  const v = await uploaded(owner.client, { name: 'broken.mp4', data: mp4(1024), type: 'video/mp4' });
  await t.ctx.videos.process(v.public_id);
  return v.public_id;
}

const CAPTIONS_VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHello.\n';
/** The paid lecture's caption path in `lang`. */
const captionsPath = (lang: string) => `/api/instructor/course/${course._id}/lectures/${course.curriculum[1]._id}/captions/${lang}`;
let captionsUrl: string | undefined;
/** The URL of an English track of the paid lecture (made once, by its instructor). */
async function paidCaptionsUrl() {
  captionsUrl ??= (await asOwner({ method: 'PUT', url: captionsPath('en'), body: { text: CAPTIONS_VTT } })).json().data.url as string;
  return captionsUrl;
}

const MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: ALL(200), make: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: ALL(200), make: () => ({ url: '/api/ready' }) },
  // Off without METRICS_TOKEN (as here) for everyone; with it, only the token opens it (ready-metrics.test.ts).
  'GET /api/metrics': { expect: ALL(404), make: () => ({ url: '/api/metrics' }) },
  'GET /api/docs': { expect: ALL(200), make: () => ({ url: '/api/docs' }) },
  'GET /api/docs/': { expect: ALL(200), make: () => ({ url: '/api/docs/' }) },
  'GET /api/docs/*': { expect: ALL(200), make: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/docs/json': { expect: ALL(200), make: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { expect: ALL(200), make: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/index.html': { expect: ALL(302), make: () => ({ url: '/api/docs/static/index.html' }) },
  'GET /api/docs/static/swagger-initializer.js': { expect: ALL(200), make: () => ({ url: '/api/docs/static/swagger-initializer.js' }) },

  // Accounts: sign-up, sign-in and recovery are open to all (the web app's guards send signed-in people away).
  'POST /api/auth/signup': { expect: ALL(201), make: () => ({ method: 'POST', url: '/api/auth/signup', body: newSignup() }) },
  'POST /api/auth/login': {
    expect: ALL(200),
    make: () => ({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: users.otherStudent.email, password: users.otherStudent.password },
    }),
  },
  'POST /api/auth/logout': {
    expect: ALL(200),
    // A session of the caller's own made for this call, so logging out does not end the one the matrix uses.
    make: async (role): Promise<Req> => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers: role === 'anonymous' ? {} : { cookie: await login(users[role].email, users[role].password) },
    }),
  },
  // Nobody signed in is a normal answer (200, success false), not a refusal: no console error on guest pages.
  'GET /api/auth/check-auth': { expect: ALL(200), make: () => ({ url: '/api/auth/check-auth' }) },
  'POST /api/auth/resend-verification': {
    expect: E(401, 200, 200, 200, 200, 200, 200),
    make: () => ({ method: 'POST', url: '/api/auth/resend-verification', body: {} }),
  },
  'POST /api/auth/verify-email': {
    expect: E(401, 200, 200, 200, 200, 200, 200),
    last: true,
    make: async (role) => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      body: { code: role === 'unverified' ? codeFrom(await lastMailTo(t, users.unverified.email)) : '123456' },
    }),
  },
  'POST /api/auth/forgot-password': {
    expect: ALL(200),
    make: () => ({ method: 'POST', url: '/api/auth/forgot-password', body: { email: users.student.email } }),
  },
  'POST /api/auth/reset-password/:token': {
    expect: ALL(200),
    make: async () => ({ method: 'POST', url: `/api/auth/reset-password/${await resetToken()}`, body: { password: 'Brand#New#Pass1' } }),
  },
  'PUT /api/account/data-saver': {
    expect: E(401, 200, 200, 200, 200, 200, 200),
    make: () => ({ method: 'PUT', url: '/api/account/data-saver', body: { dataSaver: true } }),
  },
  'PUT /api/account/language': {
    expect: E(401, 200, 200, 200, 200, 200, 200),
    make: () => ({ method: 'PUT', url: '/api/account/language', body: { language: 'en' } }),
  },
  // Each caller reads and writes only their own set (patterns.test.ts proves whose).
  'GET /api/account/measurements': {
    expect: E(401, 200, 200, 200, 200, 200, 200),
    make: () => ({ url: '/api/account/measurements' }),
  },
  'PUT /api/account/measurements': {
    expect: E(401, 200, 200, 200, 200, 200, 200),
    make: () => ({ method: 'PUT', url: '/api/account/measurements', body: { units: 'cm', values: { chest: 960 } } }),
  },
  'GET /api/auth/getUsers': { expect: ADMIN(200), make: () => ({ url: '/api/auth/getUsers' }) },
  'GET /api/auth/users': { expect: ADMIN(200), make: () => ({ url: '/api/auth/users?search=student&page=1' }) },
  'PATCH /api/auth/users/:userId/status': {
    expect: ADMIN(200),
    make: () => ({ method: 'PATCH', url: `/api/auth/users/${users.otherStudent._id}/status`, body: { status: 'approved' } }),
  },
  'POST /api/auth/users/bulk-status': {
    expect: ADMIN(200),
    make: () => ({ method: 'POST', url: '/api/auth/users/bulk-status', body: { ids: [users.otherStudent._id], status: 'approved' } }),
  },
  'GET /api/auth/users/export.csv': { expect: ADMIN(200), make: () => ({ url: '/api/auth/users/export.csv?search=student' }) },
  'GET /api/admin/admissions/summary': { expect: ADMIN(200), make: () => ({ url: '/api/admin/admissions/summary' }) },

  'POST /api/contact': {
    expect: ALL(201),
    make: () => ({ method: 'POST', url: '/api/contact', body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } }),
  },

  // Media: uploads and deletion are for admins; a delete only for the uploader; lecture videos for those who may watch.
  'POST /api/media/upload': {
    expect: ADMIN(201),
    make: async () => ({
      method: 'POST',
      url: '/api/media/upload',
      ...(await multipart([{ name: 'a.png', data: PNG_1X1, type: 'image/png' }])),
    }),
  },
  'POST /api/media/bulk-upload': {
    expect: ADMIN(201),
    make: async () => ({
      method: 'POST',
      url: '/api/media/bulk-upload',
      ...(await multipart([{ name: 'a.mp4', data: mp4(256), type: 'video/mp4', field: 'files' }])),
    }),
  },
  // Resumable uploads (tus): admins start one; only the admin who started it may continue or end it.
  'POST /api/media/tus': {
    expect: ADMIN(201),
    make: () => ({ method: 'POST', url: '/api/media/tus', headers: { ...TUS_HEADERS, 'upload-length': '20' } }),
  },
  'HEAD /api/media/tus/:id': {
    expect: OWNER(200),
    make: async () => ({ method: 'HEAD', url: await ownerTusUpload(), headers: TUS_HEADERS }),
  },
  'PATCH /api/media/tus/:id': {
    expect: OWNER(204),
    make: async () => ({
      method: 'PATCH',
      url: await ownerTusUpload(),
      payload: Buffer.alloc(10, 1),
      headers: { ...TUS_HEADERS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    }),
  },
  'DELETE /api/media/tus/:id': {
    expect: OWNER(204),
    make: async () => ({ method: 'DELETE', url: await ownerTusUpload(), headers: TUS_HEADERS }),
  },
  'DELETE /api/media/delete/:publicId': {
    expect: OWNER(200),
    make: async () => ({ method: 'DELETE', url: `/api/media/delete/${await ownerUpload()}` }),
  },
  'GET /api/media/:publicId': {
    // The course's paid lecture: its buyer, its instructor and admins.
    expect: E(401, 403, 200, 403, 403, 200, 200),
    make: () => ({ url: paidVideoUrl }),
  },
  'GET /api/media/:publicId/hls/:file': {
    // The paid lecture's low-data ladder: whoever may watch the video.
    expect: E(401, 403, 200, 403, 403, 200, 200),
    make: () => ({ url: `${paidVideoUrl}/hls/240p.mp4` }),
  },
  'GET /api/media/:publicId/captions/:file': {
    // The paid lecture's captions: whoever may watch the video.
    expect: E(401, 403, 200, 403, 403, 200, 200),
    make: async () => ({ url: await paidCaptionsUrl() }),
  },
  'GET /api/media/:publicId/small': {
    // A paid step lesson's photo at Data saver: whoever may open the lesson.
    expect: E(401, 403, 200, 403, 403, 200, 200),
    make: () => ({ url: `/api/media/${paidStepPhoto}/small` }),
  },
  'GET /api/media/:publicId/preview': {
    // A paid lesson's PDF preview: whoever may open the lesson.
    expect: E(401, 403, 200, 403, 403, 200, 200),
    make: () => ({ url: `/api/media/${paidPdf}/preview` }),
  },
  'GET /api/media/:publicId/processing': {
    // The instructor whose course plays it (or who uploaded it).
    expect: OWNER(200),
    make: () => ({ url: `/api/media/${course.curriculum[1].public_id}/processing` }),
  },
  'POST /api/media/:publicId/retry': {
    expect: OWNER(202),
    make: async () => ({ method: 'POST', url: `/api/media/${await failedVideo()}/retry` }),
  },

  // Course authoring: admins; a course's own pages only for its instructor.
  'POST /api/instructor/course/add': {
    expect: ADMIN(201),
    make: async (role) => {
      const author = role === 'otherAdmin' ? otherAdmin.client : owner.client;
      return { method: 'POST', url: '/api/instructor/course/add', body: await coursePayload(author) };
    },
  },
  'GET /api/instructor/course/get': { expect: ADMIN(200), make: () => ({ url: '/api/instructor/course/get' }) },
  'GET /api/instructor/course/get/details/:courseId': {
    expect: OWNER(200),
    make: () => ({ url: `/api/instructor/course/get/details/${course._id}` }),
  },
  'PUT /api/instructor/course/:courseId/lectures/:lectureId/captions/:lang': {
    expect: OWNER(200),
    make: () => ({ method: 'PUT', url: captionsPath('fr'), body: { text: CAPTIONS_VTT } }),
  },
  'DELETE /api/instructor/course/:courseId/lectures/:lectureId/captions/:lang': {
    expect: OWNER(200),
    make: async () => {
      // A track to delete for each caller (only the owner's call takes it away).
      expect((await asOwner({ method: 'PUT', url: captionsPath('pt'), body: { text: CAPTIONS_VTT } })).statusCode).toBe(200);
      return { method: 'DELETE', url: captionsPath('pt') };
    },
  },
  'PUT /api/instructor/course/update/:courseId': {
    expect: OWNER(200),
    make: () => {
      const { title, subtitle, category, level, primaryLanguage, description, pricing, objectives, welcomeMessage, image } = course;
      return {
        method: 'PUT',
        url: `/api/instructor/course/update/${course._id}`,
        body: {
          title,
          subtitle,
          category,
          level,
          primaryLanguage,
          description,
          pricing,
          objectives,
          welcomeMessage,
          image,
          curriculum: course.curriculum,
        },
      };
    },
  },
  'DELETE /api/instructor/course/delete/:courseId': {
    expect: OWNER(200),
    make: async () => ({
      method: 'DELETE',
      url: `/api/instructor/course/delete/${(await insertCourse(t, owner.user, { title: 'To delete' })).course.id}`,
    }),
  },

  // Progress: the student's own; admins may read it, nobody else may change it.
  'GET /api/student/course-progress/get/:userId/:courseId': {
    expect: OWN_READ(200),
    make: () => ({ url: `/api/student/course-progress/get/${users.student._id}/${course._id}` }),
  },
  'POST /api/student/course-progress/mark-lecture-viewed': {
    expect: OWN_WRITE(200),
    make: () => ({
      method: 'POST',
      url: '/api/student/course-progress/mark-lecture-viewed',
      body: { userId: users.student._id, courseId: course._id, lectureId: course.curriculum[1]._id },
    }),
  },
  'POST /api/student/course-progress/reset-progress': {
    expect: OWN_WRITE(200),
    make: () => ({
      method: 'POST',
      url: '/api/student/course-progress/reset-progress',
      body: { userId: users.student._id, courseId: course._id },
    }),
  },
  'PUT /api/student/course-progress/position': {
    expect: OWN_WRITE(200),
    make: () => ({
      method: 'PUT',
      url: '/api/student/course-progress/position',
      body: { userId: users.student._id, courseId: course._id, lectureId: course.curriculum[0]._id, positionSeconds: 12 },
    }),
  },

  // The session's own progress (the body names no user): the buyer and the course's owner, who may mark their own.
  'POST /api/student/course-progress/replay': {
    expect: E(401, 403, 200, 403, 403, 200, 403),
    make: () => ({
      method: 'POST',
      url: '/api/student/course-progress/replay',
      body: { courseId: course._id, events: [{ lectureId: course.curriculum[0]._id, positionSeconds: 5 }] },
    }),
  },

  // Applications: verified, non-rejected accounts apply and see their own status; admins review.
  'POST /api/student/course-application/courses/:courseId/apply': {
    expect: MEMBER(201),
    make: () => ({
      method: 'POST',
      url: `/api/student/course-application/courses/${applyCourseId}/apply`,
      body: { name: 'Name', email: 'e@example.com' },
    }),
  },
  'GET /api/student/course-application/courses/:courseId/details': {
    expect: E(401, 403, 200, 200, 200, 200, 200),
    make: () => ({ url: `/api/student/course-application/courses/${course._id}/details` }),
  },
  'GET /api/student/course-application/applications': {
    expect: ADMIN(200),
    make: () => ({ url: '/api/student/course-application/applications' }),
  },
  'POST /api/student/course-application/applications/:applicationId/decline': {
    // The student's own application (a fresh one each call); nobody else may give it up, admins included.
    expect: E(401, 403, 200, 403, 403, 403, 403),
    make: async () => {
      // Giving up is about a seat in an intake (a course without one answers 409): an intake open now.
      const made = await insertCourse(t, owner.user, { title: 'Decline course' });
      const day = 24 * 3600_000;
      const intake = await asOwner({
        method: 'POST',
        url: '/api/admin/intakes',
        body: {
          ...intakeBody(made.course.id),
          opensAt: new Date(Date.now() - day).toISOString(),
          closesAt: new Date(Date.now() + 30 * day).toISOString(),
        },
      });
      expect(intake.statusCode, intake.body).toBe(201);
      const a = await t.app.inject({
        method: 'POST',
        url: `/api/student/course-application/courses/${made.course.id}/apply`,
        headers: { cookie: cookie.student },
        payload: { name: 'x', email: 'x' },
      });
      return { method: 'POST', url: `/api/student/course-application/applications/${a.json().data._id}/decline` };
    },
  },
  'POST /api/admin/intakes': {
    expect: ADMIN(201),
    make: async () => ({ method: 'POST', url: '/api/admin/intakes', body: intakeBody((await insertCourse(t, owner.user)).course.id) }),
  },
  'GET /api/admin/intakes': {
    expect: ADMIN(200),
    make: () => ({ url: `/api/admin/intakes?courseId=${course._id}` }),
  },
  'PATCH /api/admin/intakes/:intakeId': {
    expect: ADMIN(200),
    make: async () => ({ method: 'PATCH', url: `/api/admin/intakes/${await ownerIntake()}`, body: { seats: 5 } }),
  },
  'DELETE /api/admin/intakes/:intakeId': {
    expect: ADMIN(200),
    make: async () => ({ method: 'DELETE', url: `/api/admin/intakes/${await ownerIntake()}` }),
  },
  'GET /api/student/course-application/mine': {
    expect: E(401, 403, 200, 200, 200, 200, 200),
    make: () => ({ url: '/api/student/course-application/mine' }),
  },
  'GET /api/student/course-application/applications/ids': {
    expect: ADMIN(200),
    make: () => ({ url: '/api/student/course-application/applications/ids?status=approved' }),
  },
  'GET /api/student/course-application/applications/export.csv': {
    expect: ADMIN(200),
    make: () => ({ url: '/api/student/course-application/applications/export.csv?country=Nigeria' }),
  },
  'POST /api/student/course-application/applications/bulk-status': {
    expect: ADMIN(200),
    make: () => ({
      method: 'POST',
      url: '/api/student/course-application/applications/bulk-status',
      body: { ids: [studentApplicationId], status: 'approved' },
    }),
  },
  'PUT /api/student/course-application/applications/:applicationId/status': {
    expect: ADMIN(200),
    make: () => ({
      method: 'PUT',
      url: `/api/student/course-application/applications/${studentApplicationId}/status`,
      body: { status: 'approved' },
    }),
  },

  // Catalogue: public; lecture videos only for those who may watch the whole course.
  'GET /api/student/course/get': { expect: ALL(200), make: () => ({ url: '/api/student/course/get?sortBy=title-atoz' }) },
  'GET /api/student/course/category-counts': { expect: ALL(200), make: () => ({ url: '/api/student/course/category-counts' }) },
  'GET /api/student/course/get/details/:courseId': {
    expect: ALL(200),
    make: () => ({ url: `/api/student/course/get/details/${course._id}` }),
    check: (role, res) => {
      const lectures = res.json().data.curriculum as {
        videoUrl: string | null;
        stream: unknown;
        dataCost: unknown;
        freePreview: boolean;
      }[];
      const mayWatch = ['student', 'owner', 'otherAdmin'].includes(role);
      if (!lectures[0].videoUrl) return 'the free preview has no video';
      if (mayWatch !== !!lectures[1].videoUrl)
        return mayWatch ? 'the paid lecture video is hidden from someone who may watch it' : 'the paid lecture video is exposed';
      if (mayWatch !== !!lectures[1].stream)
        return mayWatch ? 'the paid lecture stream is hidden from someone who may watch it' : 'the paid lecture stream is exposed';
      if (!lectures[1].dataCost) return 'the paid lecture has no data cost';
      if (JSON.stringify(res.json()).includes(users.student.email)) return "a student's e-mail is exposed";
      return null;
    },
  },
  'GET /api/student/course/purchase-info/:courseId/:studentId': {
    expect: OWN_READ(200),
    make: () => ({ url: `/api/student/course/purchase-info/${course._id}/${users.student._id}` }),
  },
  'GET /api/student/courses-bought/get/:studentId': {
    expect: OWN_READ(200),
    make: () => ({ url: `/api/student/courses-bought/get/${users.student._id}` }),
  },

  // Orders: members with an approved application order; only the order's owner captures it (others: "no such order").
  'POST /api/student/order/create': {
    expect: MEMBER(201),
    make: () => ({ method: 'POST', url: '/api/student/order/create', body: { courseId: orderCourseId } }),
  },
  'POST /api/student/order/capture': {
    expect: E(401, 403, 200, 404, 404, 404, 404),
    make: () => ({ method: 'POST', url: '/api/student/order/capture', body: { reference: studentOrderReference } }),
  },
  // Authenticated by the provider's signature, not a session; with the sandbox provider it does not exist.
  'POST /api/payments/paystack/webhook': {
    expect: ALL(404),
    make: () => ({ method: 'POST', url: '/api/payments/paystack/webhook', body: { event: 'charge.success', data: {} } }),
  },
  // Authenticated by the dashboard's secret hash (`verif-hash`), not a session; with the sandbox provider it does not exist.
  'POST /api/payments/flutterwave/webhook': {
    expect: ALL(404),
    make: () => ({ method: 'POST', url: '/api/payments/flutterwave/webhook', body: { event: 'charge.completed', data: {} } }),
  },
  // The sandbox provider's hosted checkout: anyone holding the unguessable reference, like a real provider's page.
  'GET /sandbox/checkout/:reference': { expect: ALL(200), make: () => ({ url: `/sandbox/checkout/${studentOrderReference}` }) },
  // Payments to refund: admins only; each call marks a fresh due refund.
  'GET /api/instructor/refunds': { expect: ADMIN(200), make: () => ({ url: '/api/instructor/refunds' }) },
  'PATCH /api/instructor/refunds/:orderId': {
    expect: ADMIN(200),
    make: async () => ({
      method: 'PATCH',
      url: `/api/instructor/refunds/${(await insertRefundDue(t, users.student._id, orderCourseId)).id}`,
      body: { status: 'refunded' },
    }),
  },
  // Certificates: the owner's own (others have not completed the course: 409); verification and the
  // PDF are public (anyone holding the code); revoking and the per-course list are for admins.
  'GET /api/student/certificates/:courseId': {
    expect: E(401, 403, 200, 409, 409, 409, 409),
    make: async () => ({ url: `/api/student/certificates/${(await studentCertificate()).courseId}` }),
    check: (_role, res) => (res.body.includes(users.student.email) ? 'exposes the e-mail' : null),
  },
  'GET /api/certificates/:code': {
    expect: ALL(200),
    make: async () => ({ url: `/api/certificates/${(await studentCertificate()).code}` }),
    check: (_role, res) =>
      res.body.includes(users.student.email) || res.body.includes(users.student._id) ? 'exposes personal data or ids' : null,
  },
  'GET /api/certificates/:code/pdf': {
    expect: ALL(200),
    make: async () => ({ url: `/api/certificates/${(await studentCertificate()).code}/pdf` }),
  },
  'GET /api/admin/certificates/course/:courseId': {
    expect: ADMIN(200),
    make: async () => ({ url: `/api/admin/certificates/course/${(await studentCertificate()).courseId}` }),
  },
  // Revoking stops the PDF, so it runs after the rows that download it; a repeat keeps the first revocation.
  'POST /api/admin/certificates/:code/revoke': {
    expect: ADMIN(200),
    last: true,
    make: async () => ({
      method: 'POST',
      url: `/api/admin/certificates/${(await studentCertificate()).code}/revoke`,
      body: { reason: 'Test' },
    }),
  },
  // Practice pieces: only a student who bought the course sends photos; their own pieces
  // (admins may read); the queue, the verdict and the Learners view are for admins; a photo is its
  // sender's and the admins'.
  'POST /api/student/practice/:courseId/:pieceId/submissions': {
    expect: E(401, 403, 201, 403, 403, 403, 403),
    make: async () => {
      const piece = await newPiece();
      const { payload, headers } = await multipart([{ field: 'photos', name: 'seam.jpg', data: jpegOf(64, 48), type: 'image/jpeg' }]);
      return { method: 'POST', url: `/api/student/practice/${course._id}/${piece.id}/submissions`, payload, headers };
    },
  },
  'GET /api/student/practice/:courseId': { expect: OWN_READ(200), make: () => ({ url: `/api/student/practice/${course._id}` }) },
  'GET /api/admin/practice/reviews': {
    expect: ADMIN(200),
    make: () => ({ url: `/api/admin/practice/reviews?courseId=${course._id}` }),
    check: (role, res) => (res.statusCode !== 200 && res.body.includes(users.student.email) ? `${role} sees a student's e-mail` : null),
  },
  'POST /api/admin/practice/submissions/:submissionId/review': {
    expect: ADMIN(200),
    make: async () => ({
      method: 'POST',
      url: `/api/admin/practice/submissions/${(await waitingRound()).round.id}/review`,
      body: { verdict: 'needs_work', comment: 'Trim the edge.' },
    }),
  },
  'GET /api/admin/courses/:courseId/learners': { expect: ADMIN(200), make: () => ({ url: `/api/admin/courses/${course._id}/learners` }) },
  'GET /api/practice/photos/:photoId': {
    expect: OWN_READ(200),
    make: async () => {
      studentPhoto ??= waitingRound().then((r) => r.photo.id);
      return { url: `/api/practice/photos/${await studentPhoto}` };
    },
    check: (_role, res) => (res.statusCode === 200 && !/^private/.test(String(res.headers['cache-control'])) ? 'not private' : null),
  },
  'POST /sandbox/checkout/:reference': {
    expect: ALL(303),
    make: () => ({
      method: 'POST',
      url: `/sandbox/checkout/${studentOrderReference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    }),
  },
};

describe('authorization matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(listRoutes(t.app).map(routeKey).sort());
  });

  it('answers every route x caller as the table says', async () => {
    const wrong: string[] = [];
    const rows = Object.entries(MATRIX).sort(([, a], [, b]) => Number(!!a.last) - Number(!!b.last));
    for (const [key, row] of rows) {
      expect(row.expect, key).toHaveLength(ROLES.length);
      for (const role of CALLERS) {
        const req = await row.make(role);
        const method = req.method ?? 'GET';
        const headers = { ...(cookie[role] ? { cookie: cookie[role] } : {}), ...req.headers };
        const res = await t.app.inject({
          method,
          url: req.url,
          headers,
          payload: req.payload ?? (req.body as never),
          remoteAddress: '10.1.1.1',
        });
        const want = expectedFor(row, role);
        if (res.statusCode !== want) wrong.push(`${key} as ${role}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (row.check && res.statusCode < 300) {
          const problem = row.check(role, res);
          if (problem) wrong.push(`${key} as ${role}: ${problem}`);
        }
        // A HEAD answer has no body to carry it (tus's HEAD route).
        if (res.statusCode >= 400 && method !== 'HEAD' && res.json().success !== false)
          wrong.push(`${key} as ${role}: a ${res.statusCode} without success:false`);
        // A GET route answers HEAD the same way.
        if (method === 'GET') {
          const head = await t.app.inject({ method: 'HEAD', url: req.url, headers, remoteAddress: '10.1.1.1' });
          if (head.statusCode !== res.statusCode)
            wrong.push(`HEAD ${key.slice(4)} as ${role}: expected ${res.statusCode} like GET, got ${head.statusCode}`);
        }
      }
    }
    expect(wrong, `\n${wrong.join('\n')}`).toEqual([]);
  }, 120_000);

  it('used each session it set up (sanity: the owner still manages the course afterwards)', async () => {
    expect((await asOwner({ url: `/api/instructor/course/get/details/${course._id}` })).statusCode).toBe(200);
  });
});
