import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../src/modules/demo/seed';
import { createTestApp, type TestApp } from './helpers/app';
import { Client } from './helpers/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
});
afterAll(() => t.close());

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

  it('runs once: a second start adds nothing', async () => {
    const before = (await new Client(t).get('/api/student/course/get')).json().data.length;
    await seedDemo(t.ctx);
    expect((await new Client(t).get('/api/student/course/get')).json().data.length).toBe(before);
  });
});
