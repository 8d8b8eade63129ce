import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin } from './helpers/client';
import { insertCourse } from './helpers/fixtures';
import { coursePayload } from './helpers/media-files';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const URL = '/api/student/course/get';

beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
  admin = await signedInAdmin(t);
  await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { title: 'Cached Crochet', category: 'crochet' });
});
afterAll(() => t.close());

const titles = async () => (await new Client(t).get(URL)).json().data.map((c: { title: string }) => c.title) as string[];

describe('the cached public catalogue list', () => {
  it('sends the same JSON compressed with brotli or gzip when the client accepts it', async () => {
    const plain = await new Client(t).get(URL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip;q=0.8', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await new Client(t).get(URL, { headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
    const none = await new Client(t).get(URL, { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('shows a course saved through the API at once, though writes behind its back wait for the expiry', async () => {
    expect(await titles()).toEqual(['Cached Crochet']);
    await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { title: 'Written Behind Its Back', category: 'beading' });
    expect(await titles()).toEqual(['Cached Crochet']);
    const res = await admin.client.post('/api/instructor/course/add', {
      ...(await coursePayload(admin.client)),
      title: 'Saved Through The API',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await titles()).sort()).toEqual(['Cached Crochet', 'Saved Through The API', 'Written Behind Its Back']);
  });

  it('keeps a separate entry per filter set, in any order of the ids', async () => {
    const a = (await new Client(t).get(`${URL}?category=crochet,beading`)).json().data;
    const b = (await new Client(t).get(`${URL}?category=beading&category=crochet`)).json().data;
    expect(a).toEqual(b);
    expect((await new Client(t).get(`${URL}?category=crochet`)).json().data.map((c: { title: string }) => c.title)).toEqual([
      'Cached Crochet',
    ]);
  });
});
