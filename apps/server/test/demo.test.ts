import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('demo lectures with DEMO_LADDER_CACHE', () => {
  it('all stream one ladder (H.264 and AV1), encoded once into the cache and reused by the next fresh start', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-demo-ladders-'));
    const seeded = async () => {
      const logLines: string[] = [];
      const app = await createTestApp({ DEMO_LADDER_CACHE: cache, LOG_LEVEL: 'info' }, {}, { logLines });
      await seedDemo(app.ctx);
      return { app, encoded: logLines.filter((l) => /video ladder ready|AV1 rungs ready/.test(l)).length };
    };
    const first = await seeded();
    const second = await seeded();
    try {
      expect(first.encoded).toBe(2);
      expect(second.encoded).toBe(0);
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
