import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerHtml } from '../src/plugins/server-html';
import type { PublicCourse } from '@sewee/shared';
import { notFound } from '../src/lib/app-error';
import { compressList, type CachedList } from '../src/modules/catalog/list-cache';
import type { UserRow } from '../src/modules/users/repository';
import { createTestApp } from './helpers/app';
import { Client } from './helpers/client';

// How /courses' guest HTML is kept, timed and recovered. A real entry module on disk
// (it counts its renders in globalThis), real cached lists from the catalogue cache's compressList.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A web build with index.html and a dist-ssr whose entry-server.js is `entrySource`. */
function webBuild(entrySource: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-ssr-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(
    path.join(root, 'dist/index.html'),
    '<!doctype html><html lang="en"><head><title>Sewee</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'dist-ssr/prerender.json'), '{}');
  fs.writeFileSync(path.join(root, 'dist-ssr/entry-server.js'), entrySource);
  return { dist: path.join(root, 'dist'), ssr: path.join(root, 'dist-ssr') };
}

const COUNTING = `
export async function render({ locale, courses }) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  return { html: '<h1>' + locale + ' ' + courses.data.length + '</h1>', state: { n: courses.data.length } };
}`;
const list = (n: number) => compressList(JSON.stringify({ success: true, data: Array.from({ length: n }, (_, i) => ({ i })) }));
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('/courses guest HTML (loadServerHtml)', () => {
  it('renders once per cached first page and language, and again for a new cache entry', async () => {
    const build = webBuild(COUNTING);
    let current: CachedList = await list(2);
    const guest = loadServerHtml(build.ssr, { currency: 'NGN', coursesFirstPage: async () => current })!;
    const before = renders();
    expect(await guest.render('/courses', '', 'en')).toEqual({ html: '<h1>en 2</h1>', state: { n: 2 } });
    await guest.render('/courses', '', 'en');
    await guest.render('/courses/', '', 'en');
    expect(renders() - before).toBe(1);
    expect((await guest.render('/courses', '', 'fr'))?.html).toBe('<h1>fr 2</h1>');
    expect(renders() - before).toBe(2);
    current = await list(3); // the cache expired or a course changed: a new entry
    expect((await guest.render('/courses', '', 'en'))?.html).toBe('<h1>en 3</h1>');
    expect(renders() - before).toBe(3);
  });

  it('renders the default list whatever other parameters the address carries, never a filtered one', async () => {
    const build = webBuild(COUNTING);
    const first = await list(1);
    const guest = loadServerHtml(build.ssr, { currency: 'NGN', coursesFirstPage: async () => first })!;
    for (const search of ['utm_source=whatsapp', 'fbclid=abc&utm_medium=social', ''])
      expect(await guest.render('/courses', search, 'en'), search).not.toBeNull();
    for (const search of [
      'q=silk',
      'category=beading',
      'level=beginner',
      'primaryLanguage=english',
      'sortBy=price-hightolow',
      'page=2',
      'utm_source=x&q=',
    ])
      expect(await guest.render('/courses', search, 'en'), search).toBeNull();
  });

  it('sends the shell when the first page takes longer than its time limit', async () => {
    const build = webBuild(COUNTING);
    const first = await list(1);
    const slow = () => new Promise<CachedList>((resolve) => setTimeout(() => resolve(first), 1_000));
    const guest = loadServerHtml(build.ssr, { currency: 'NGN', coursesFirstPage: slow, waitMs: 50 })!;
    const started = Date.now();
    expect(await guest.render('/courses', '', 'en')).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('by default waits out a busy database (a 400 ms first page is still drawn, not the blank shell)', async () => {
    const build = webBuild(COUNTING);
    const first = await list(1);
    const busy = () => new Promise<CachedList>((resolve) => setTimeout(() => resolve(first), 400));
    const guest = loadServerHtml(build.ssr, { currency: 'NGN', coursesFirstPage: busy })!;
    expect((await guest.render('/courses', '', 'en'))?.html).toBe('<h1>en 1</h1>');
  });

  it('tries the entry again after a failed import (it is not kept failed forever)', async () => {
    const build = webBuild('throw new Error("half-written build");');
    const first = await list(1);
    const guest = loadServerHtml(build.ssr, { currency: 'NGN', coursesFirstPage: async () => first })!;
    await expect(guest.render('/courses', '', 'en')).rejects.toThrow('half-written build');
    fs.writeFileSync(path.join(build.ssr, 'entry-server.js'), COUNTING);
    expect((await guest.render('/courses', '', 'en'))?.html).toBe('<h1>en 1</h1>');
  });
});

describe("a course's details for a member (loadServerHtml)", () => {
  const MEMBER = `
export async function render({ path, user, courseId, details }) {
  return { html: '<h1>' + details.title + ' (' + courseId + ') for ' + user.name + ' at ' + path + '</h1>', state: null };
}`;
  const member = { id: 'u1', name: 'Amara', isVerified: true, createdAt: new Date() } as unknown as UserRow;
  const id = '5e943920-752b-4b9f-926c-4b4222a1ca7f';

  it("draws the member's own answer; a course that is not there, a slow answer or an unverified member is the shell", async () => {
    const build = webBuild(MEMBER);
    const asked: string[] = [];
    let answer = async (viewer: UserRow, courseId: string): Promise<PublicCourse> => {
      asked.push(`${viewer.name} ${courseId}`);
      return { title: 'Beading' } as PublicCourse;
    };
    const pages = loadServerHtml(build.ssr, {
      currency: 'NGN',
      coursesFirstPage: () => list(1),
      courseDetails: (viewer, courseId) => answer(viewer, courseId),
      waitMs: 50,
    })!;
    expect((await pages.render(`/course/details/${id}/`, '', 'en', member))?.html).toBe(
      `<h1>Beading (${id}) for Amara at /course/details/${id}</h1>`,
    );
    expect(asked).toEqual([`Amara ${id}`]);
    // Only that page: every other one is the member's shell, and a guest never gets it drawn.
    expect(await pages.render('/courses', '', 'en', member)).toBeNull();
    expect(await pages.render('/', '', 'en', member)).toBeNull();
    expect(await pages.render(`/course/details/${id}`, '', 'en')).toBeNull();
    expect(await pages.render(`/course/details/${id}`, '', 'en', { ...member, isVerified: false } as UserRow)).toBeNull();
    expect(asked).toHaveLength(1); // an unverified member costs no query

    answer = () => Promise.reject(notFound('things.course'));
    expect(await pages.render(`/course/details/${id}`, '', 'en', member)).toBeNull();
    answer = () => new Promise((resolve) => setTimeout(() => resolve({ title: 'Late' } as PublicCourse), 1_000));
    const started = Date.now();
    expect(await pages.render(`/course/details/${id}`, '', 'en', member)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
    // Anything else is the caller's to log (web-app.ts then sends the shell).
    answer = () => Promise.reject(new Error('database down'));
    await expect(pages.render(`/course/details/${id}`, '', 'en', member)).rejects.toThrow('database down');
  });
});

describe('the page when the guest render fails', () => {
  it('is still a 200 with the shell, private and revalidated, varying by cookie', async () => {
    const build = webBuild('export async function render() { throw new Error("render broke"); }');
    const t = await createTestApp({}, {}, { webDist: build.dist });
    try {
      const res = await new Client(t).get('/courses');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-ssr');
      expect(res.headers['cache-control']).toMatch(/private/);
      expect(res.headers['cache-control']).toMatch(/no-cache/);
      expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
    } finally {
      await t.close();
    }
  });
});
