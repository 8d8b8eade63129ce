import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_LIMITS, parseCaptions } from '@sewee/shared';
import { DEMO_ACCOUNTS, seedDemo } from '../src/modules/demo/seed';
import { DEMO_APPLICANTS, DEMO_CAPTIONS, DEMO_INTAKE_COURSE, DEMO_INTAKE_NAME, DEMO_OWNED_COURSE } from '../src/modules/demo/showcase';
import {
  DEMO_BODICE_LESSON,
  DEMO_LESSONS_COURSE,
  DEMO_PATTERN_LECTURE,
  DEMO_PATTERN_NAME,
  DEMO_STEP_LESSON,
} from '../src/modules/demo/lessons';
import { createTestApp, type TestApp } from './helpers/app';
import { Client } from './helpers/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
});
afterAll(() => t.close());

/** A client signed in as `account`, and the account's id. */
async function signedIn(account: { email: string; password: string }) {
  const client = new Client(t);
  const res = await client.post('/api/auth/login', { email: account.email, password: account.password });
  expect(res.statusCode).toBe(200);
  return Object.assign(client, { userId: res.json().user._id as string });
}

describe('demo content', () => {
  it('creates the README accounts, which can sign in', async () => {
    for (const a of Object.values(DEMO_ACCOUNTS)) {
      const res = await new Client(t).post('/api/auth/login', { email: a.email, password: a.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ isVerified: true, status: 'approved' });
    }
  });

  it('publishes the home-page courses and more, each with a playable free preview and a cover image', async () => {
    const list = (await new Client(t).get('/api/student/course/get')).json().data as {
      _id: string;
      title: string;
      image: string;
      category: string;
    }[];
    expect(list.map((c) => c.title)).toEqual(
      expect.arrayContaining([
        'Introduction to Fashion Illustration II',
        'Introduction to Fabric & Textile Science',
        'Fundamentals of Pattern Making & Sewing',
        'Introduction to Fashion Design',
      ]),
    );
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((c) => c.category)).size).toBeGreaterThanOrEqual(4);
    const guest = new Client(t);
    for (const c of list.slice(0, 2)) {
      const details = (await guest.get(`/api/student/course/get/details/${c._id}`)).json().data;
      const preview = details.curriculum.find((l: { freePreview: boolean }) => l.freePreview);
      expect(preview.videoUrl).toMatch(/^\/api\/media\//);
      const video = await guest.get(preview.videoUrl, { headers: { range: 'bytes=0-3' } });
      expect(video.statusCode).toBe(206);
      expect(video.headers['content-type']).toBe('video/webm');
      expect(video.rawPayload.toString('hex')).toBe('1a45dfa3');
      const image = await guest.get(c.image);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('the demo student owns a course, part-way through: admitted with a message, first lecture viewed, the second resumes at 0:04', async () => {
    const student = await signedIn(DEMO_ACCOUNTS.student);
    const bought = (await student.get(`/api/student/courses-bought/get/${student.userId}`)).json().data as {
      courseId: string;
      title: string;
    }[];
    expect(bought.map((c) => c.title)).toEqual([DEMO_OWNED_COURSE]);
    const course = bought[0]!;
    const data = (await student.get(`/api/student/course-progress/get/${student.userId}/${course.courseId}`)).json().data;
    expect(data.isPurchased).toBe(true);
    expect(data.completed).toBe(false);
    const lectures = data.courseDetails.curriculum as { _id: string }[];
    const byLecture = new Map(
      (data.progress as { lectureId: string; viewed: boolean; positionSeconds: number }[]).map((p) => [p.lectureId, p]),
    );
    expect(byLecture.get(lectures[0]!._id)?.viewed).toBe(true);
    expect(byLecture.get(lectures[1]!._id)).toMatchObject({ viewed: false, positionSeconds: 4 });
    expect(byLecture.get(lectures[2]!._id)?.viewed ?? false).toBe(false);
    // A required practice piece after the first lecture, not sent yet.
    expect(data.practice).toEqual([expect.objectContaining({ required: true, status: 'not_sent' })]);
    const pieces = (await student.get(`/api/student/practice/${course.courseId}`)).json().data;
    expect(pieces).toEqual([expect.objectContaining({ title: 'Your fashion figure', afterLecture: 1, photos: 1, rounds: [] })]);
    const mine = (await student.get('/api/student/course-application/mine')).json().applications as {
      status: string;
      message: string | null;
    }[];
    expect(mine).toEqual([expect.objectContaining({ status: 'approved', enrolled: true, message: expect.stringMatching(/^Welcome!/) })]);
  });

  it('one course has a free step lesson of six drawn photos within their budgets, and a PDF pattern with its preview', async () => {
    const anon = new Client(t);
    const list = (await anon.get('/api/student/course/get')).json().data as { _id: string; title: string }[];
    const course = list.find((c) => c.title === DEMO_LESSONS_COURSE)!;
    const details = (await anon.get(`/api/student/course/get/details/${course._id}`)).json().data;
    const lesson = details.curriculum.find((l: { title: string }) => l.title === DEMO_STEP_LESSON);
    expect(lesson).toMatchObject({ kind: 'steps', freePreview: true, stepCount: 6 });
    expect(lesson.dataCost.bytes).toBeLessThanOrEqual(6 * STEP_LIMITS.imageMaxBytes);
    for (const step of lesson.steps) {
      expect(step.text.length).toBeGreaterThan(0);
      expect(step.image).toMatchObject({ width: 1280, height: 960 });
      expect(step.imageSmall.bytes).toBeLessThanOrEqual(STEP_LIMITS.smallMaxBytes);
      const small = await anon.get(step.imageSmall.url);
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBe(step.imageSmall.bytes);
    }
    // The pattern is on a paid lecture: its name and size for anyone, the file for whoever may open it.
    const drafting = details.curriculum.find((l: { title: string }) => l.title === DEMO_PATTERN_LECTURE);
    expect(drafting.files).toEqual([expect.objectContaining({ name: DEMO_PATTERN_NAME, type: 'application/pdf', url: null })]);
    const admin = await signedIn(DEMO_ACCOUNTS.admin);
    const file = (await admin.get(`/api/student/course/get/details/${course._id}`)).json().data.curriculum[1].files[0];
    const pdf = await admin.get(file.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await admin.get(file.previewUrl)).statusCode).toBe(200);
  });

  it('the same course ends with a free pattern lesson, the bodice block; the demo student has no measurements yet', async () => {
    const anon = new Client(t);
    const list = (await anon.get('/api/student/course/get')).json().data as { _id: string; title: string }[];
    const course = list.find((c) => c.title === DEMO_LESSONS_COURSE)!;
    const curriculum = (await anon.get(`/api/student/course/get/details/${course._id}`)).json().data.curriculum;
    expect(curriculum.at(-1)).toMatchObject({
      kind: 'pattern',
      title: DEMO_BODICE_LESSON,
      freePreview: true,
      pattern: { design: 'bella', options: {} },
    });
    const student = await signedIn(DEMO_ACCOUNTS.student);
    expect((await student.get('/api/account/measurements')).json().data).toEqual({ units: 'cm', values: {}, updatedAt: null });
  });

  it("the owned course's first lecture has captions in English and French, WebVTT anyone who may watch it can fetch", async () => {
    const list = (await new Client(t).get('/api/student/course/get')).json().data as { _id: string; title: string }[];
    const owned = list.find((c) => c.title === DEMO_OWNED_COURSE)!;
    const guest = new Client(t);
    const details = (await guest.get(`/api/student/course/get/details/${owned._id}`)).json().data;
    const preview = details.curriculum[0] as { freePreview: boolean; captions: { lang: string; url: string }[] };
    expect(preview.freePreview).toBe(true);
    expect(preview.captions.map((c) => c.lang).sort()).toEqual(['en', 'fr']);
    for (const track of preview.captions) {
      const res = await guest.get(track.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
      const parsed = parseCaptions(res.body, 8);
      expect(parsed.ok && parsed.cues.map((c) => c.text)).toEqual(DEMO_CAPTIONS[track.lang as 'en' | 'fr']);
    }
  });

  it('an intake is open on another course, with applications from students of four countries waiting for a decision', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.admin);
    const intakes = (await admin.get('/api/admin/intakes')).json().data as {
      name: string;
      courseTitle: string;
      opensAt: string;
      closesAt: string;
      counts: { applied: number };
    }[];
    expect(intakes).toHaveLength(1);
    const intake = intakes[0]!;
    expect(intake).toMatchObject({ name: DEMO_INTAKE_NAME, courseTitle: DEMO_INTAKE_COURSE, counts: { applied: DEMO_APPLICANTS.length } });
    expect(Date.parse(intake.opensAt)).toBeLessThan(Date.now());
    expect(Date.parse(intake.closesAt)).toBeGreaterThan(Date.now() + 30 * 24 * 3600_000);
    const pending = (await admin.get('/api/student/course-application/applications?status=pending')).json().applications as {
      course: { title: string };
      student: { email: string; country: string };
    }[];
    expect(pending.map((a) => a.course.title)).toEqual(DEMO_APPLICANTS.map(() => DEMO_INTAKE_COURSE));
    expect(pending.map((a) => a.student.country).sort()).toEqual(DEMO_APPLICANTS.map((a) => a.country).sort());
  });

  it('runs once: a second start adds nothing', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.admin);
    const counts = async () => ({
      courses: (await new Client(t).get('/api/student/course/get')).json().data.length as number,
      intakes: (await admin.get('/api/admin/intakes')).json().data.length as number,
      applications: (await admin.get('/api/student/course-application/applications')).json().total as number,
    });
    const before = await counts();
    await seedDemo(t.ctx);
    expect(await counts()).toEqual(before);
  });
});

describe('demo lectures with DEMO_LADDER_CACHE', () => {
  it('all stream one ladder (H.264 and AV1), encoded once into the cache by two fresh starts at once (one waits for the other)', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-demo-ladders-'));
    const seeded = async () => {
      const logLines: string[] = [];
      const app = await createTestApp({ DEMO_LADDER_CACHE: cache, LOG_LEVEL: 'info' }, {}, { logLines });
      await seedDemo(app.ctx);
      return { app, encoded: logLines.filter((l) => /video ladder ready|AV1 rungs ready/.test(l)).length };
    };
    // As the browser suite starts its servers: together, on one empty cache.
    const [first, second] = await Promise.all([seeded(), seeded()]);
    try {
      expect([first.encoded, second.encoded].sort()).toEqual([0, 2]);
      for (const { app } of [first, second]) {
        const list = (await new Client(app).get('/api/student/course/get')).json().data as { _id: string }[];
        for (const c of list) {
          const details = (await new Client(app).get(`/api/student/course/get/details/${c._id}`)).json().data;
          const preview = details.curriculum.find((l: { freePreview: boolean }) => l.freePreview);
          expect(preview.stream.hlsAv1).toMatch(/master-av1\.m3u8$/);
          expect(preview.stream.renditions.map((r: { codec: string }) => r.codec)).toEqual(expect.arrayContaining(['h264', 'av1']));
          const rung = await new Client(app).get(preview.stream.renditions[0].url);
          expect(rung.statusCode).toBe(200);
          expect(rung.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
        }
      }
    } finally {
      await first.app.close();
      await second.app.close();
      fs.rmSync(cache, { recursive: true, force: true });
    }
  }, 240_000);
});
