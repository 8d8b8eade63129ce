import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsApi, authApi, coursesApi, endpointPath, mediaApi, ordersApi, progressApi, type Endpoint } from '@sewee/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, newSignup, signedInAdmin, verifiedStudent } from './helpers/client';

/**
 * Admin and member checks are scope hooks (onRequest): they run before the body is read or
 * validated, so a caller without the right learns nothing of a route's validation rules. Each
 * route below gets a body that breaks its schema; only a caller who may use the route sees the 400.
 */
const ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED = { title: 42, status: 'nonsense', courseId: { not: 'a string' }, lectureId: [], reference: null };
const params = { courseId: ID, applicationId: ID, userId: ID, orderId: ID, publicId: ID, token: 'x' };

const ADMIN_ROUTES: Endpoint[] = [
  coursesApi.create,
  coursesApi.update,
  applicationsApi.setStatus,
  authApi.setUserStatus,
  ordersApi.markRefunded,
  mediaApi.upload,
];
const MEMBER_ROUTES: Endpoint[] = [
  applicationsApi.apply,
  progressApi.markViewed,
  progressApi.reset,
  progressApi.savePosition,
  ordersApi.create,
];

let t: TestApp;
let student: Client;
let unverified: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  student = (await verifiedStudent(t)).client;
  // Signed in, e-mail not verified yet (sign-in is allowed; member actions are not).
  unverified = new Client(t, '10.0.0.9');
  const body = newSignup();
  expect((await unverified.post('/api/auth/signup', body)).statusCode).toBe(201);
  expect((await unverified.post('/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
  admin = (await signedInAdmin(t)).client;
});
afterAll(() => t?.close());

const send = (client: Client, e: Endpoint) =>
  client.request(e.method, endpointPath(e.path, params), e.method === 'GET' || e.method === 'DELETE' ? undefined : MALFORMED);

describe('guards run before validation', () => {
  it.each(ADMIN_ROUTES.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: a student with a malformed body gets 403, not 400',
    async (_n, e) => {
      const res = await send(student, e);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'Only administrators can do this.' });
      const anonymous = await send(new Client(t), e);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    },
  );

  it.each(MEMBER_ROUTES.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: an anonymous caller with a malformed body gets 401, not 400',
    async (_n, e) => {
      const res = await send(new Client(t), e);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    },
  );

  it('a caller who may use the route gets the validation answer, with its code and fields', async () => {
    const res = await send(admin, coursesApi.create);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: expect.arrayContaining([expect.objectContaining({ path: 'title' })]),
    });
    const member = await send(student, progressApi.markViewed);
    expect(member.statusCode).toBe(400);
    expect(member.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('every error body carries its code', () => {
  it('not found, unknown route, malformed JSON and a foreign origin', async () => {
    const c = new Client(t);
    expect((await c.get(`/api/student/course/get/details/${ID}`)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await c.get('/api/no-such-route')).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await c.request('POST', '/api/auth/login', '{not json', { headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'The request body is not valid JSON.' });
    const foreign = await c.request('POST', '/api/auth/logout', {}, { headers: { origin: 'https://evil.example' } });
    expect(foreign.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' });
  });

  it('an unverified account is refused member routes with FORBIDDEN before validation', async () => {
    const res = await send(unverified, progressApi.markViewed);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Please verify your e-mail address first.' });
  });
});
