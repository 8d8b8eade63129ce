import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import type { LectureStream, Processing } from '@sewee/shared';
import { PNG_1X1 } from '../../server/test/helpers/media-files';
import { expect, ok, registerStudent, type Student } from './support';

// What the video specs share: a phone-like clip made with ffmpeg at test time
// (never committed), a course whose free-preview lecture is that clip, processed by the real server.

/** `seconds` of moving detail with noise at `bitrate`, with sound: a lecture filmed on a phone. */
export function phoneClip(o: { size: string; seconds: number; bitrate: string }): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-video-e2e-'));
  const file = path.join(dir, 'phone.mp4');
  execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${o.size}:rate=30`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(o.seconds), '-vf', 'noise=alls=20:allf=t', '-c:v', 'libx264', '-b:v', o.bitrate, '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  const clip = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return clip;
}

/**
 * How often the video specs ask whether the server has finished an encode: each ask is a small GET,
 * and what a worker waits past the encode's end is on average half of this (it was 2 s: 1 s lost per wait).
 */
export const PROCESSING_POLL_MS = 500;

export interface PreviewCourse {
  courseId: string;
  /** The lecture video's public id (its processing endpoint). */
  publicId: string;
  /** A verified student who has not bought the course: the free preview is theirs to watch. */
  student: Student;
}

/**
 * A published course (by `admin`) whose one lecture, `lecture`, is `clip` as a free preview, and a
 * new student; resolves once the real job queue and ffmpeg have made the H.264 ladder.
 */
export async function previewCourse(
  admin: APIRequestContext,
  o: { clip: Buffer; title: string; subtitle: string; lecture: string; studentTag: string; timeoutMs: number },
): Promise<PreviewCourse> {
  type Uploaded = { data: { url: string; public_id: string } };
  const video = await ok<Uploaded>(
    admin.post('/api/media/upload', { multipart: { file: { name: 'phone.mp4', mimeType: 'video/mp4', buffer: o.clip } } }),
  );
  const image = await ok<Uploaded>(
    admin.post('/api/media/upload', { multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 } } }),
  );
  const created = await ok<{ data: { _id: string } }>(
    admin.post('/api/instructor/course/add', {
      data: {
        title: o.title,
        subtitle: o.subtitle,
        category: 'crochet',
        level: 'beginner',
        primaryLanguage: 'english',
        description: 'A lecture recorded on a phone.',
        pricing: 5,
        objectives: 'Watch cheaply',
        welcomeMessage: 'Welcome',
        image: image.data.url,
        curriculum: [{ title: o.lecture, videoUrl: video.data.url, public_id: video.data.public_id, freePreview: true }],
      },
    }),
  );
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  let student: Student;
  try {
    student = await registerStudent(api, o.studentTag);
  } finally {
    await api.dispose();
  }
  // The editor's endpoint says when the ladder is ready.
  await expect
    .poll(async () => (await ok<{ data: Processing }>(admin.get(`/api/media/${video.data.public_id}/processing`))).data.status, {
      timeout: o.timeoutMs,
      intervals: [PROCESSING_POLL_MS],
    })
    .toBe('ready');
  return { courseId: created.data._id, publicId: video.data.public_id, student };
}

export const pathOf = (url: string) => new URL(url, process.env.E2E_BASE_URL).pathname;

/** The player's label: megabytes as carriers count them, one decimal below 10, at least 0.1. */
export const mb = (bytes: number) => `${Math.max(0.1, bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;

export const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

/** Every rung file of `stream()` the page fetched (hls.js asks for byte ranges of these), by rung name. */
export function watchRungRequests(page: Page, stream: () => LectureStream) {
  const seen: string[] = [];
  page.on('request', (req: Request) => {
    const p = pathOf(req.url());
    const r = stream().renditions.find((x) => pathOf(x.url) === p);
    if (r) seen.push(r.name);
  });
  return seen;
}

export async function openQualityMenu(page: Page, player: Locator) {
  await player.hover(); // the controls fade while playing
  await player.getByRole('button', { name: /^Quality/ }).click();
  return page.getByRole('menu', { name: 'Quality' });
}
