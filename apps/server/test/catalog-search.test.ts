import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogListResponse } from '@sewee/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin } from './helpers/client';
import { insertCourse } from './helpers/fixtures';

// The catalogue's `q` (docs/decisions/022-catalogue-search.md): title, subtitle and instructor name,
// case- and accent-insensitive, on the server, on PGlite and PostgreSQL alike (db/search-fold.ts).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAdmin(t);
  const chioma = { _id: admin.user._id, name: 'Chioma Ọkàfọ̀r' };
  const rene = { _id: admin.user._id, name: 'René Dubois' };
  await insertCourse(t, chioma, { title: 'Crochet Studio', subtitle: 'Hooks, yarn and your first bag', pricing: 5, category: 'crochet' });
  await insertCourse(t, rene, { title: 'Création de Mode', subtitle: 'Les bases du patronage', pricing: 10 });
  await insertCourse(t, rene, { title: 'Beading 100% by hand', subtitle: 'Beads_and_wire', pricing: 20, category: 'beading' });
  await insertCourse(t, chioma, { title: 'Crochet Draft', subtitle: 'Not out yet', published: false });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await new Client(t).get(`/api/student/course/get?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return CatalogListResponse.parse(res.json())
    .data.map((c) => c.title)
    .sort();
};
const q = (text: string, rest = '') => search(`q=${encodeURIComponent(text)}${rest}`);

describe('catalogue search (q)', () => {
  it('matches the title, ignoring case, and only published courses', async () => {
    expect(await q('crochet')).toEqual(['Crochet Studio']);
    expect(await q('CROCHET')).toEqual(['Crochet Studio']);
    expect(await q('cRoChEt sTuDiO')).toEqual(['Crochet Studio']);
  });

  it('matches the subtitle and the instructor name', async () => {
    expect(await q('yarn')).toEqual(['Crochet Studio']);
    expect(await q('patronage')).toEqual(['Création de Mode']);
    expect(await q('dubois')).toEqual(['Beading 100% by hand', 'Création de Mode']);
  });

  it('ignores accents on both sides', async () => {
    expect(await q('creation')).toEqual(['Création de Mode']);
    expect(await q('CRÉATION')).toEqual(['Création de Mode']);
    expect(await q('rené')).toEqual(['Beading 100% by hand', 'Création de Mode']);
    expect(await q('RENE')).toEqual(['Beading 100% by hand', 'Création de Mode']);
    // Yoruba dots below (ọ) fold too.
    expect(await q('okafor')).toEqual(['Crochet Studio']);
  });

  it('needs every word, in any order, and combines with the filters', async () => {
    expect(await q('studio crochet')).toEqual(['Crochet Studio']);
    expect(await q('crochet mode')).toEqual([]);
    expect(await q('dubois', '&category=beading')).toEqual(['Beading 100% by hand']);
    expect(await q('dubois', '&category=crochet')).toEqual([]);
  });

  it("finds a course by its category's name in each of the site's languages, accents and case ignored", async () => {
    // Beading: Perlage (fr), Missangas (pt), الأشغال بالخرز (ar), Ushanga (sw).
    for (const name of ['perlage', 'PERLAGE', 'missangas', 'بالخرز', 'ushanga', 'beading']) {
      expect(await q(name), name).toEqual(['Beading 100% by hand']);
    }
    // Croché (pt) and Kroshia (sw) find the crochet course; a category word joins a title word.
    expect(await q('croche')).toEqual(['Crochet Studio']);
    expect(await q('kroshia studio')).toEqual(['Crochet Studio']);
    expect(await q('perlage studio')).toEqual([]);
    expect(await q('perlage', '&category=crochet')).toEqual([]);
  });

  it('treats %, _ and \\ as plain characters, not patterns', async () => {
    expect(await q('100%')).toEqual(['Beading 100% by hand']);
    expect(await q('%')).toEqual(['Beading 100% by hand']);
    expect(await q('_')).toEqual(['Beading 100% by hand']);
    expect(await q('\\')).toEqual([]);
    expect(await q("'; drop table courses; --")).toEqual([]);
  });

  it('an empty or blank q is no search at all', async () => {
    const all = ['Beading 100% by hand', 'Crochet Studio', 'Création de Mode'];
    expect(await search('q=')).toEqual(all);
    expect(await q('   ')).toEqual(all);
    expect(await search('')).toEqual(all);
  });

  it('answers 100 characters of junk with an empty list, not an error', async () => {
    const junk = '§¤#@!~`^*()[]{}<>|?=+;:"ÿ\u00ad\u200b'.repeat(4).slice(0, 100);
    expect(await q(junk)).toEqual([]);
  });

  it('refuses 200 characters with a 400 that says what to do, never a 500', async () => {
    for (const text of ['x'.repeat(200), '%_\\\'"<>&{}'.repeat(20), 'é'.repeat(101)]) {
      const res = await new Client(t).get(`/api/student/course/get?q=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('at most 100 characters') });
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('q');
    }
  });
});
