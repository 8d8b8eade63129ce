import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { cleanup } from '../src/modules/maintenance/cleanup';
import { CLAIM_STALE_MS } from '../src/modules/media/resumable';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { fetchMedia, mp4, PNG_1X1 } from './helpers/media-files';

const TUS = { 'tus-resumable': '1.0.0' };
const meta = (filename: string) => `filename ${Buffer.from(filename).toString('base64')}`;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0' });
  owner = await signedInAdmin(t);
});
afterAll(() => t.close());

async function create(c: Client, length: number, filename = 'lecture.mp4') {
  return c.post('/api/media/tus', undefined, {
    headers: { cookie: c.cookieHeader, ...TUS, 'upload-length': String(length), 'upload-metadata': meta(filename) },
  });
}
const patch = (c: Client, location: string, offset: number, bytes: Buffer) =>
  c.patch(location, bytes, {
    headers: { cookie: c.cookieHeader, ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
const head = (c: Client, location: string) =>
  c.request('HEAD' as 'GET', location, undefined, { headers: { cookie: c.cookieHeader, ...TUS } });
const uploadsDir = () => path.join(t.dataDir, 'uploads');

describe('resumable uploads (tus) at /api/media/tus', () => {
  it('create, PATCH half, HEAD the offset, finish: the same media record as a form upload', async () => {
    const video = mp4(600_000);
    const created = await create(owner.client, video.length);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/media\/tus\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop()!;

    const half = Math.floor(video.length / 2);
    const first = await patch(owner.client, location, 0, video.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    const h = await head(owner.client, location);
    expect(h.statusCode).toBe(200);
    expect(h.headers['upload-offset']).toBe(String(half));
    expect(h.headers['upload-length']).toBe(String(video.length));

    const last = await patch(owner.client, location, half, video.subarray(half));
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ success: true, data: { url: `/api/media/${id}`, public_id: id } });
    const served = await fetchMedia(owner.client, `/api/media/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(video)).toBe(true);
    // The upload's own copy is gone once stored; the media record remains.
    expect(fs.readdirSync(uploadsDir()).filter((f) => f.startsWith(id))).toEqual([]);
    // Its owner's HEAD now says every byte is in (a client whose final answer was lost stops there).
    expect((await head(owner.client, location)).headers['upload-offset']).toBe(String(video.length));
    const metrics = await t.ctx.metrics.registry.getSingleMetricAsString('sewee_upload_bytes_total');
    expect(metrics).toContain(`sewee_upload_bytes_total{via="tus"} ${video.length}`);
  });

  it('an abort mid-PATCH keeps what arrived; a second app instance resumes from there and finishes', async () => {
    const video = mp4(3_000_000);
    const created = await create(owner.client, video.length);
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A train enters a tunnel: the PATCH announces every byte, sends 1.2 MB, and the connection drops.
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: location,
        headers: {
          cookie: owner.client.cookieHeader,
          ...TUS,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(video.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(video.subarray(0, 1_200_000), () => setTimeout(() => req.destroy(), 300));
    });

    // The dropped request's handler ends too (shutdown would otherwise wait for it).
    expect(await t.settled(5_000)).toBe(true);

    // The other process: same database, same DATA_DIR (a shared volume), its own tus server.
    const second = await buildApp(t.config, { database: t.ctx.database, logger: false, webDist: null });
    await second.app.ready();
    try {
      const other = new Client({ ...t, app: second.app } as TestApp);
      other.cookies = new Map(owner.client.cookies);
      // The first process may still be writing what had arrived when the connection dropped: ask
      // until the offset stops moving (a PATCH at a stale offset is refused with 409, as tus says).
      let offset = -1;
      for (let i = 0; i < 50; i++) {
        const now = Number((await head(other, location)).headers['upload-offset']);
        if (now > 0 && now === offset) break;
        offset = now;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(1_200_000);
      const rest = await patch(other, location, offset, video.subarray(offset));
      expect(rest.statusCode).toBe(200);
      expect(rest.json().data.public_id).toBe(id);
      const served = await fetchMedia(owner.client, `/api/media/${id}`);
      expect(served.rawPayload.equals(video)).toBe(true);
    } finally {
      await second.app.close();
    }
  });

  it('checks the type once the upload is complete: a text file named .mp4 is refused and nothing is kept', async () => {
    const text = Buffer.from('just some text, not a video at all\n'.repeat(200));
    const created = await create(owner.client, text.length, 'notes.mp4');
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    const res = await patch(owner.client, location, 0, text);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/notes\.mp4/),
    });
    expect((await fetchMedia(owner.client, `/api/media/${id}`)).statusCode).toBe(404);
    expect(fs.readdirSync(uploadsDir()).filter((f) => f.startsWith(id))).toEqual([]);
  });

  it("tus's own refusals answer in the API's JSON error shape (a client without Tus-Resumable, a wrong offset)", async () => {
    const bare = await owner.client.post('/api/media/tus', undefined, {
      headers: { cookie: owner.client.cookieHeader, 'upload-length': '10' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.headers['content-type']).toMatch(/^application\/json/);
    expect(bare.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Resumable uploads speak the tus protocol: send the Tus-Resumable header.',
    });
    const location = (await create(owner.client, 5000)).headers.location as string;
    const ahead = await patch(owner.client, location, 100, Buffer.alloc(10));
    expect(ahead.statusCode).toBe(409);
    expect(ahead.headers['content-type']).toMatch(/^application\/json/);
    expect(ahead.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('admins only, and only the admin who started an upload may continue it', async () => {
    const anon = new Client(t);
    expect((await create(anon, 100)).statusCode).toBe(401);
    const student = await verifiedStudent(t);
    expect((await create(student.client, 100)).statusCode).toBe(403);

    const created = await create(owner.client, 5000);
    const location = created.headers.location as string;
    const other = await signedInAdmin(t);
    expect((await head(other.client, location)).statusCode).toBe(403);
    const stolen = await patch(other.client, location, 0, mp4(4000).subarray(0, 5000));
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('You can only continue uploads you started.');
    expect((await head(student.client, location)).statusCode).toBe(403);
    expect((await head(anon, location)).statusCode).toBe(401);
    expect((await patch(anon, location, 0, Buffer.alloc(10))).statusCode).toBe(401);
    expect(Number((await head(owner.client, location)).headers['upload-offset'])).toBe(0);
    // Owner metadata sent by a client is replaced by the session's.
    const forged = await owner.client.post('/api/media/tus', undefined, {
      headers: {
        cookie: owner.client.cookieHeader,
        ...TUS,
        'upload-length': '10',
        'upload-metadata': `owner ${Buffer.from(other.user._id).toString('base64')}`,
      },
    });
    expect((await head(other.client, forged.headers.location as string)).statusCode).toBe(403);
    expect((await head(owner.client, '/api/media/tus/not-an-id')).statusCode).toBe(404);
  });

  it('the upload acted on is the one the owner check ran on: a query string cannot name another upload', async () => {
    const victim = await signedInAdmin(t);
    const theirs = (await create(victim.client, 5000)).headers.location as string;
    const theirId = theirs.split('/').pop()!;
    const mine = (await create(owner.client, 5000)).headers.location as string;
    const sneaky = `${mine}?x=/${theirId}`;
    const res = await patch(owner.client, sneaky, 0, Buffer.alloc(1000, 7));
    expect(res.statusCode).toBe(204);
    // The bytes went to the caller's own upload; the other admin's is untouched.
    expect(Number((await head(owner.client, mine)).headers['upload-offset'])).toBe(1000);
    expect(Number((await head(victim.client, theirs)).headers['upload-offset'])).toBe(0);
    expect(fs.statSync(path.join(uploadsDir(), theirId)).size).toBe(0);
    const gone = await owner.client.request('DELETE' as 'GET', sneaky, undefined, {
      headers: { cookie: owner.client.cookieHeader, ...TUS },
    });
    expect(gone.statusCode).toBe(204);
    expect((await head(victim.client, theirs)).statusCode).toBe(200);
  });

  it('a final answer lost on the way: HEAD says all bytes are in, and the final PATCH again gives the same record', async () => {
    const video = mp4(200_000);
    const location = (await create(owner.client, video.length)).headers.location as string;
    const id = location.split('/').pop()!;
    expect((await patch(owner.client, location, 0, video)).statusCode).toBe(200);
    const h = await head(owner.client, location);
    expect(h.statusCode).toBe(200);
    expect(h.headers['upload-offset']).toBe(String(video.length));
    expect(h.headers['upload-length']).toBe(String(video.length));
    const again = await patch(owner.client, location, 0, video);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { url: `/api/media/${id}`, public_id: id } });
    // Someone else's finished upload stays unknown to them.
    const other = await signedInAdmin(t);
    expect((await head(other.client, location)).statusCode).toBe(404);
  });

  it('a passing storage failure keeps the uploaded bytes: the retry finishes without sending them again', async () => {
    const video = mp4(200_000);
    const location = (await create(owner.client, video.length)).headers.location as string;
    const id = location.split('/').pop()!;
    const put = vi
      .spyOn(t.ctx.storage, 'put')
      .mockRejectedValueOnce(Object.assign(new Error('SlowDown at /srv/secret/path'), { $metadata: { httpStatusCode: 503 } }));
    try {
      const failed = await patch(owner.client, location, 0, video);
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('/srv/secret/path');
    } finally {
      put.mockRestore();
    }
    expect(fs.statSync(path.join(uploadsDir(), id)).size).toBe(video.length);
    // The client asks where it stands (tus-js-client then stops, all bytes being in): that finishes the upload from what is kept.
    const h = await head(owner.client, location);
    expect(h.statusCode).toBe(200);
    expect(h.headers['upload-offset']).toBe(String(video.length));
    expect(fs.readdirSync(uploadsDir()).filter((f) => f.startsWith(id))).toEqual([]);
    expect((await fetchMedia(owner.client, `/api/media/${id}`)).rawPayload.equals(video)).toBe(true);
  });

  it('two final PATCHes at once, through two processes: one media record, its bytes intact', async () => {
    const video = mp4(1_000_000);
    const location = (await create(owner.client, video.length)).headers.location as string;
    const id = location.split('/').pop()!;
    const half = 500_000;
    expect((await patch(owner.client, location, 0, video.subarray(0, half))).statusCode).toBe(204);
    const second = await buildApp(t.config, { database: t.ctx.database, logger: false, webDist: null });
    await second.app.ready();
    try {
      const other = new Client({ ...t, app: second.app } as TestApp);
      other.cookies = new Map(owner.client.cookies);
      const answers = await Promise.all([
        patch(owner.client, location, half, video.subarray(half)),
        patch(other, location, half, video.subarray(half)),
      ]);
      // The winner stores it; the other answers from the record it made (the same final answer).
      expect(
        answers.map((a) => a.statusCode),
        answers.map((a) => a.body).join('\n'),
      ).toEqual([200, 200]);
      for (const a of answers) expect(a.json().data.public_id).toBe(id);
      const rows = (await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM media WHERE id = ${id}`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]!.n).toBe(1);
      const served = await fetchMedia(owner.client, `/api/media/${id}`);
      expect(served.rawPayload.equals(video)).toBe(true);
    } finally {
      await second.app.close();
    }
  });

  it('the finishing claim of a process that died is given back: the next HEAD finishes the upload, a live claim is waited for', async () => {
    const video = mp4(200_000);
    const location = (await create(owner.client, video.length)).headers.location as string;
    const id = location.split('/').pop()!;
    const cut = video.length - 1000;
    expect((await patch(owner.client, location, 0, video.subarray(0, cut))).statusCode).toBe(204);
    // A process took every byte in, claimed the upload to store it, and died: the claim stays behind.
    const data = path.join(uploadsDir(), id);
    fs.appendFileSync(data, video.subarray(cut));
    fs.renameSync(data, data + '.finishing');
    const stale = new Date(Date.now() - CLAIM_STALE_MS - 1000);
    fs.utimesSync(data + '.finishing', stale, stale);

    const h = await head(owner.client, location);
    expect(h.statusCode, h.body).toBe(200);
    expect(h.headers['upload-offset']).toBe(String(video.length));
    expect(fs.readdirSync(uploadsDir()).filter((f) => f.startsWith(id))).toEqual([]);
    expect((await fetchMedia(owner.client, `/api/media/${id}`)).rawPayload.equals(video)).toBe(true);

    // A claim touched just now is a live process's: it is waited for, and left alone.
    const other = (await create(owner.client, video.length)).headers.location as string;
    const otherData = path.join(uploadsDir(), other.split('/').pop()!);
    expect((await patch(owner.client, other, 0, video.subarray(0, cut))).statusCode).toBe(204);
    fs.appendFileSync(otherData, video.subarray(cut));
    fs.renameSync(otherData, otherData + '.finishing');
    // Untouched from here on: it turns stale 1 s into the wait, which then ends (not after the 10 s cap) with a 409.
    const aging = new Date(Date.now() - CLAIM_STALE_MS + 1000);
    fs.utimesSync(otherData + '.finishing', aging, aging);
    const waited = await head(owner.client, other);
    expect(waited.statusCode).toBe(409); // a HEAD answer has no body: the status is all it says
    expect(fs.existsSync(otherData + '.finishing')).toBe(true);
    // The next request finds it stale and finishes it.
    expect((await head(owner.client, other)).headers['upload-offset']).toBe(String(video.length));
  });

  it("store(): a second insert of the same id does not delete the first upload's bytes", async () => {
    const video = mp4(50_000);
    const location = (await create(owner.client, video.length)).headers.location as string;
    const id = location.split('/').pop()!;
    expect((await patch(owner.client, location, 0, video)).statusCode).toBe(200);
    const { createMediaService } = await import('../src/modules/media/service');
    const media = createMediaService(t.ctx);
    const adminRow = ((await t.ctx.db.execute(sql`SELECT * FROM users WHERE id = ${owner.user._id}`)) as unknown as { rows: unknown[] })
      .rows[0];
    const { Readable } = await import('node:stream');
    await expect(
      media.store(adminRow as never, { filename: 'again.mp4', file: Readable.from([video]) as never }, 'video', id),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await fetchMedia(owner.client, `/api/media/${id}`)).rawPayload.equals(video)).toBe(true);
  });

  it('accept metadata: a resumable bulk upload (accept=video) refuses an image, as POST bulk-upload does', async () => {
    const png = PNG_1X1;
    const make = (accept: string) =>
      owner.client.post('/api/media/tus', undefined, {
        headers: {
          cookie: owner.client.cookieHeader,
          ...TUS,
          'upload-length': String(png.length),
          'upload-metadata': `${meta('photo.png')},accept ${Buffer.from(accept).toString('base64')}`,
        },
      });
    expect((await make('anything')).statusCode).toBe(400);
    const location = (await make('video')).headers.location as string;
    const res = await patch(owner.client, location, 0, png);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Upload an MP4, WebM or MOV video\./);
  });

  it('at most 20 unfinished uploads per admin (413, a clear message); others are not held back', async () => {
    const busy = await signedInAdmin(t);
    for (let i = 0; i < 20; i++) expect((await create(busy.client, 1000)).statusCode).toBe(201);
    const refused = await create(busy.client, 1000);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('You have 20 unfinished uploads. Finish or cancel one before starting another.');
    expect((await create(owner.client, 1000)).statusCode).toBe(201);
  });

  it('an upload larger than the free disk space is refused at creation (507)', async () => {
    const disk = await fs.promises.statfs(uploadsDir());
    const free = disk.bavail * disk.bsize;
    expect(free).toBeGreaterThan(10_000);
    {
      const statfs = vi.spyOn(fs.promises, 'statfs').mockResolvedValueOnce({ ...disk, bavail: 1, bsize: 4096 } as never);
      try {
        const res = await create(owner.client, 10_000);
        expect(res.statusCode).toBe(507);
        expect(res.json().message).toBe('The server has no room for a file this large right now. Try again later.');
      } finally {
        statfs.mockRestore();
      }
    }
  });

  it('an upload abandoned for 24 h is removed by the hourly cleanup job; a fresh one stays', async () => {
    const old = (await create(owner.client, 5000)).headers.location as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 25 * 3600_000);
      const fresh = (await create(owner.client, 5000)).headers.location as string;
      const report = await cleanup(t.ctx);
      expect(report.abandonedUploads).toBeGreaterThanOrEqual(1);
      expect((await head(owner.client, old)).statusCode).toBe(404);
      expect((await head(owner.client, fresh)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
