import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/platform/jobs/queue';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin } from './helpers/client';
import { uploaded } from './helpers/media-files';
import { ladderRepo } from '../src/modules/media/repository';
import { clip, smallClip } from './helpers/video';
import { eventually } from './helpers/eventually';

/**
 * The ladder's jobs on the real queue (pg-boss on PGlite, or PostgreSQL in the other project): a video
 * uploaded while no queue ran is queued at start, and a job a restart interrupts completes after it.
 */
let t: TestApp;
const queues: JobQueue[] = [];
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  for (const q of queues) await q.stop(2_000).catch(() => undefined);
  await t?.close();
});

async function startQueue() {
  const q = await JobQueue.start(t.ctx.database, log);
  queues.push(q);
  await t.ctx.videos.start(q);
  return q;
}

const state = async (id: string) => (await t.ctx.videos.views(t.ctx.db, [id])).get(id)!.processing;

describe('ladder jobs', () => {
  it('a video waiting from before the start is queued; a job interrupted by a restart completes', async () => {
    const admin = await signedInAdmin(t);
    // Long enough to be caught half-way on a fast machine: 20 s of 480p.
    const source = clip({ seconds: 20, width: 854, height: 480, fps: 30, bitrate: '1500k' });
    const v = await uploaded(admin.client, { name: 'long.mp4', data: fs.readFileSync(source), type: 'video/mp4' });
    expect((await state(v.public_id)).status).toBe('pending');

    const first = await startQueue();
    const halfway = await eventually(async () => {
      const s = await state(v.public_id);
      return s.status === 'processing' && s.percent > 0 && s.percent < 90 ? s : null;
    }, 120_000);
    expect(halfway.percent).toBeGreaterThan(0);
    // A restart: the queue stops under the running job (its ffmpeg is stopped with it) ...
    await first.stop(500);
    expect((await state(v.public_id)).status).not.toBe('ready');

    // ... and the next process's queue takes the job up again and finishes it.
    await startQueue();
    const done = await eventually(async () => {
      const s = await state(v.public_id);
      return s.status === 'ready' ? s : null;
    }, 180_000);
    expect(done).toEqual({ status: 'ready', percent: 100, message: null });
    // pg-boss records the job's end just after its work returns.
    const jobs = await eventually(async () => {
      const rows = await t.ctx.db.execute(
        `select state, retry_count from pgboss.job where name = 'video-ladder' and singleton_key = '${v.public_id}' order by created_on` as never,
      );
      const list = (rows as unknown as { rows: { state: string; retry_count: number }[] }).rows;
      return list.some((j) => j.state === 'completed') ? list : null;
    }, 30_000);
    // The job was interrupted: retried, or taken over by the one the restart queued.
    expect(jobs.some((j) => j.retry_count > 0) || jobs.length > 1, JSON.stringify(jobs)).toBe(true);

    // Once the ladder was published, its AV1 job was queued on its own queue and runs after.
    const av1 = await eventually(async () => {
      const view = (await t.ctx.videos.views(t.ctx.db, [v.public_id])).get(v.public_id)!;
      return view.stream?.hlsAv1 ? view.stream : null;
    }, 180_000);
    expect(av1.renditions.filter((r) => r.codec === 'av1').map((r) => r.name)).toEqual(['av1-240p', 'av1-360p']);
  }, 600_000);
});

describe('AV1 jobs', () => {
  it('a ready video whose AV1 rungs are still to be made is queued at start, once', async () => {
    const admin = await signedInAdmin(t);
    const v = await uploaded(admin.client, { name: 'ready.mp4', data: fs.readFileSync(smallClip()), type: 'video/mp4' });
    // Made with no queue running (like a video from before AV1 rungs existed, which the migration marks
    // pending).
    await t.ctx.videos.process(v.public_id);
    expect((await ladderRepo.av1Unfinished(t.ctx.db)).map((r) => r.id)).toContain(v.public_id);
    await startQueue();
    await eventually(
      async () => ((await t.ctx.videos.views(t.ctx.db, [v.public_id])).get(v.public_id)!.stream?.hlsAv1 ? true : null),
      120_000,
    );
    expect((await ladderRepo.av1Unfinished(t.ctx.db)).map((r) => r.id)).not.toContain(v.public_id);
    // A later start queues nothing for it again.
    const jobsFor = async () => {
      const rows = await t.ctx.db.execute(
        `select count(*)::int as n from pgboss.job where name = 'video-av1' and singleton_key = '${v.public_id}'` as never,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const before = await jobsFor();
    expect(before).toBeGreaterThan(0);
    await startQueue();
    expect(await jobsFor()).toBe(before);
  }, 300_000);
});
