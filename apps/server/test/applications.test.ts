import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationsResponse } from '@sewee/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse } from './helpers/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let course: Awaited<ReturnType<typeof insertCourse>>;
let draft: Awaited<ReturnType<typeof insertCourse>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const inst = { _id: admin.user._id, name: 'Ada Instructor' };
  course = await insertCourse(t, inst, { title: 'Bag Making 101', category: 'bag-making' });
  draft = await insertCourse(t, inst, { title: 'Draft', published: false });
});
afterAll(() => t.close());

const applyUrl = (id: string) => `/api/student/course-application/courses/${id}/apply`;
const statusUrl = (id: string) => `/api/student/course-application/courses/${id}/details`;
const body = (u: { name: string; email: string }) => ({ name: u.name, email: u.email });

describe('applying', () => {
  it('creates a pending application for the signed-in student (201), then shows its status', async () => {
    const s = await verifiedStudent(t);
    expect((await s.client.get(statusUrl(course.course.id))).json()).toEqual({ success: true, status: null });
    const res = await s.client.post(applyUrl(course.course.id), body(s.user));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: { _id: expect.any(String), courseId: course.course.id, studentId: s.user._id, status: 'pending' },
    });
    expect((await s.client.get(statusUrl(course.course.id))).json()).toEqual({ success: true, status: 'pending' });
  });

  it('takes the student from the session, not from the body', async () => {
    const victim = await verifiedStudent(t);
    const s = await verifiedStudent(t);
    const res = await s.client.post(applyUrl(course.course.id), {
      name: victim.user.name,
      email: victim.user.email,
      studentId: victim.user._id,
    });
    expect(res.json().data.studentId).toBe(s.user._id);
    expect((await victim.client.get(statusUrl(course.course.id))).json().status).toBeNull();
  });

  it('refuses a second application for the same course with 409', async () => {
    const s = await verifiedStudent(t);
    expect((await s.client.post(applyUrl(course.course.id), body(s.user))).statusCode).toBe(201);
    const again = await s.client.post(applyUrl(course.course.id), body(s.user));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: expect.stringMatching(/already applied/) });
  });

  it("names the status in the reader's words, never the raw value, inside a translated message", async () => {
    const s = await verifiedStudent(t);
    expect((await s.client.post(applyUrl(course.course.id), body(s.user))).statusCode).toBe(201);
    // Signed in, the account's language is the reader's.
    const again = async (language: string) => {
      expect((await s.client.put('/api/account/language', { language })).statusCode).toBe(200);
      return s.client.post(applyUrl(course.course.id), body(s.user));
    };
    expect((await again('en')).json().message).toBe('You have already applied for this course (status: pending).');
    expect((await again('fr')).json().message).toBe('Vous avez déjà postulé à ce cours (candidature en attente).');
    expect((await again('pt')).json().message).toBe('Já se candidatou a este curso (candidatura pendente).');
    expect((await again('ar')).json().message).toBe('لقد تقدّمت بطلب التحاق بهذه الدورة من قبل (الحالة: قيد الانتظار).');
    expect((await again('sw')).json().message).toBe('Umeshaomba kujiunga na kozi hii (hali: linasubiri).');
  });

  it('needs name and email present', async () => {
    const s = await verifiedStudent(t);
    for (const b of [{}, { name: s.user.name }, { email: s.user.email }, { name: ' ', email: s.user.email }]) {
      const res = await s.client.post(applyUrl(course.course.id), b);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('User info missing. Please log in again.');
    }
  });

  it('answers 404 for unknown, unpublished and malformed courses', async () => {
    const s = await verifiedStudent(t);
    for (const id of [draft.course.id, '00000000-0000-4000-8000-000000000009', 'abc']) {
      expect((await s.client.post(applyUrl(id), body(s.user))).statusCode).toBe(404);
    }
    expect((await s.client.get(statusUrl('abc'))).statusCode).toBe(404);
    expect((await s.client.get(statusUrl('00000000-0000-4000-8000-000000000009'))).statusCode).toBe(404);
  });

  it('refuses a rejected user with 403 and says why', async () => {
    const s = await verifiedStudent(t);
    expect((await admin.client.patch(`/api/auth/users/${s.user._id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    const res = await s.client.post(applyUrl(course.course.id), body(s.user));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not approved/i);
  });

  it('needs a signed-in, verified user', async () => {
    const anon = new Client(t);
    expect((await anon.post(applyUrl(course.course.id), { name: 'x', email: 'x@y.z' })).statusCode).toBe(401);
    expect((await anon.get(statusUrl(course.course.id))).statusCode).toBe(401);
    const unverified = new Client(t);
    const email = `unv-${Date.now()}@example.com`;
    await unverified.post('/api/auth/signup', { name: 'Unverified', email, password: 'Sewing#Machine1' });
    expect((await unverified.post('/api/auth/login', { email, password: 'Sewing#Machine1' })).statusCode).toBe(200);
    const res = await unverified.post(applyUrl(course.course.id), { name: 'Unverified', email });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify/i);
  });
});

describe('admin review', () => {
  it('lists every application with student and course, for admins only', async () => {
    const s = await verifiedStudent(t);
    await s.client.post(applyUrl(course.course.id), body(s.user));
    const res = await admin.client.get('/api/student/course-application/applications');
    expect(res.statusCode).toBe(200);
    const parsed = ApplicationsResponse.parse(res.json());
    const row = parsed.applications.find((a) => a.student._id === s.user._id)!;
    expect(row).toMatchObject({
      status: 'pending',
      student: { name: s.user.name, email: s.user.email },
      course: { title: 'Bag Making 101' },
    });
    expect(parsed.total).toBe(parsed.applications.length);

    expect((await s.client.get('/api/student/course-application/applications')).statusCode).toBe(403);
    expect((await new Client(t).get('/api/student/course-application/applications')).statusCode).toBe(401);
  });

  it('searches by name or e-mail and pages on request', async () => {
    const s = await verifiedStudent(t, { name: 'Zainab Searchable' });
    await s.client.post(applyUrl(course.course.id), body(s.user));
    const byName = (await admin.client.get('/api/student/course-application/applications?search=zainab%20SEARCH')).json();
    expect(byName.applications.map((a: { student: { _id: string } }) => a.student._id)).toEqual([s.user._id]);
    const byEmail = (
      await admin.client.get(`/api/student/course-application/applications?search=${encodeURIComponent(s.user.email.toUpperCase())}`)
    ).json();
    expect(byEmail.applications).toHaveLength(1);
    const page = (await admin.client.get('/api/student/course-application/applications?page=1&pageSize=2')).json();
    expect(page.applications).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
  });

  it('sets approved or rejected (admin only) and the student sees it', async () => {
    const s = await verifiedStudent(t);
    const appId = (await s.client.post(applyUrl(course.course.id), body(s.user))).json().data._id;
    const url = `/api/student/course-application/applications/${appId}/status`;
    expect((await s.client.put(url, { status: 'approved' })).statusCode).toBe(403);
    expect((await s.client.get(statusUrl(course.course.id))).json().status).toBe('pending');

    const ok = await admin.client.put(url, { status: 'approved' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Application approved' });
    expect((await s.client.get(statusUrl(course.course.id))).json().status).toBe('approved');

    expect((await admin.client.put(url, { status: 'rejected' })).json().message).toBe('Application rejected');
    expect((await s.client.get(statusUrl(course.course.id))).json().status).toBe('rejected');
  });

  it("lets any admin decide an application to another admin's course (a deliberate rule: docs/enrolment.md)", async () => {
    const colleague = await signedInAdmin(t);
    const s = await verifiedStudent(t);
    const appId = (await s.client.post(applyUrl(course.course.id), body(s.user))).json().data._id;
    const listed = (await colleague.client.get('/api/student/course-application/applications')).json().applications;
    expect(listed.map((a: { _id: string }) => a._id)).toContain(appId);
    const res = await colleague.client.put(`/api/student/course-application/applications/${appId}/status`, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect((await s.client.get(statusUrl(course.course.id))).json().status).toBe('approved');
  });

  it('takes every admin power from an admin whose account is rejected, and gives it back on approval', async () => {
    const demoted = await signedInAdmin(t);
    const s = await verifiedStudent(t);
    const appId = (await s.client.post(applyUrl(course.course.id), body(s.user))).json().data._id;
    expect((await admin.client.patch(`/api/auth/users/${demoted.user._id}/status`, { status: 'rejected' })).statusCode).toBe(200);

    const decide = () => demoted.client.put(`/api/student/course-application/applications/${appId}/status`, { status: 'approved' });
    expect((await decide()).statusCode).toBe(403);
    expect((await demoted.client.get('/api/student/course-application/applications')).statusCode).toBe(403);
    expect((await demoted.client.patch(`/api/auth/users/${s.user._id}/status`, { status: 'rejected' })).statusCode).toBe(403);
    expect((await s.client.get(statusUrl(course.course.id))).json().status).toBe('pending');
    // The session stays, so the web app shows them as a (rejected) member, not an admin.
    expect((await demoted.client.get('/api/auth/check-auth')).json().user).toMatchObject({
      role: 'admin',
      isAdmin: false,
      status: 'rejected',
    });

    expect((await admin.client.patch(`/api/auth/users/${demoted.user._id}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(200);
  });

  it('validates the status and the id', async () => {
    expect((await admin.client.put('/api/student/course-application/applications/abc/status', { status: 'approved' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await admin.client.put('/api/student/course-application/applications/00000000-0000-4000-8000-000000000009/status', {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(404);
    const s = await verifiedStudent(t);
    const appId = (await s.client.post(applyUrl(course.course.id), body(s.user))).json().data._id;
    for (const status of ['pending', 'APPROVED', '', 42]) {
      const res = await admin.client.put(`/api/student/course-application/applications/${appId}/status`, { status });
      expect(res.statusCode).toBe(400);
    }
  });
});
