import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogDetailsResponse, CatalogListResponse } from '@sewee/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';
import { CatalogQuerySchema } from '@sewee/shared';
import { CACHED_PAGES, keyOf } from '../src/modules/catalog/list-body';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
let buyer: Awaited<ReturnType<typeof verifiedStudent>>;
let stranger: Awaited<ReturnType<typeof verifiedStudent>>;
let courses: Record<string, Awaited<ReturnType<typeof insertCourse>>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  otherAdmin = await signedInAdmin(t);
  buyer = await verifiedStudent(t);
  stranger = await verifiedStudent(t);
  const inst = { _id: admin.user._id, name: 'Ada Instructor' };
  courses = {
    beading: await insertCourse(t, inst, {
      title: 'beading Basics',
      pricing: 20,
      category: 'beading',
      level: 'beginner',
      primaryLanguage: 'english',
    }),
    crochet: await insertCourse(t, inst, {
      title: 'Crochet Studio',
      pricing: 5.5,
      category: 'crochet',
      level: 'intermediate',
      primaryLanguage: 'french',
    }),
    makeup: await insertCourse(t, inst, {
      title: 'Advanced Makeup',
      pricing: 99.99,
      category: 'professional-makeup',
      level: 'advanced',
      primaryLanguage: 'english',
      lectures: [{ freePreview: true }, { freePreview: false }, { freePreview: true }, {}],
    }),
    draft: await insertCourse(t, inst, { title: 'AAA Unpublished Draft', pricing: 1, category: 'beading', published: false }),
  };
  await insertEnrolment(t, buyer.user._id, courses.makeup.course.id);
});
afterAll(() => t.close());

const anon = () => new Client(t);
const list = async (query = '', client: Client = anon()) => {
  const res = await client.get(`/api/student/course/get${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return CatalogListResponse.parse(res.json()).data;
};

describe('catalogue list', () => {
  it('is public, shows only published courses, cheapest first by default', async () => {
    const data = await list();
    expect(data.map((c) => c.title)).toEqual(['Crochet Studio', 'beading Basics', 'Advanced Makeup']);
    expect(data.every((c) => c.isPublised)).toBe(true);
  });

  it('carries the card fields: lecture count, student count, dollars', async () => {
    const makeup = (await list()).find((c) => c.title === 'Advanced Makeup')!;
    expect(makeup).toMatchObject({ pricing: 99.99, lectureCount: 4, studentCount: 1, instructorName: 'Ada Instructor', level: 'advanced' });
    expect(makeup).not.toHaveProperty('curriculum');
    expect(makeup).not.toHaveProperty('students');
  });

  it.each([
    ['price-lowtohigh', ['Crochet Studio', 'beading Basics', 'Advanced Makeup']],
    ['price-hightolow', ['Advanced Makeup', 'beading Basics', 'Crochet Studio']],
    ['title-atoz', ['Advanced Makeup', 'beading Basics', 'Crochet Studio']],
    ['title-ztoa', ['Crochet Studio', 'beading Basics', 'Advanced Makeup']],
  ])('sorts by %s (titles case-insensitively)', async (sortBy, titles) => {
    expect((await list(`?sortBy=${sortBy}`)).map((c) => c.title)).toEqual(titles);
  });

  it('filters by comma-joined ids, ANDed across groups', async () => {
    expect((await list('?category=beading,crochet')).map((c) => c.title).sort()).toEqual(['Crochet Studio', 'beading Basics']);
    expect((await list('?category=beading%2Ccrochet&level=intermediate')).map((c) => c.title)).toEqual(['Crochet Studio']);
    expect((await list('?primaryLanguage=english&sortBy=title-atoz')).map((c) => c.title)).toEqual(['Advanced Makeup', 'beading Basics']);
    expect(await list('?category=shoe-making')).toEqual([]);
  });

  it('treats a repeated key as a list (and mixes with commas)', async () => {
    expect((await list('?level=beginner&level=advanced')).map((c) => c.title).sort()).toEqual(['Advanced Makeup', 'beading Basics']);
    expect((await list('?level=beginner,intermediate&level=advanced')).length).toBe(3);
  });

  it('ignores empty filter values', async () => {
    expect((await list('?category=&level=')).length).toBe(3);
  });

  it.each([
    ['?category=knitting', 'category'],
    ['?level=expert', 'level'],
    ['?primaryLanguage=klingon', 'primaryLanguage'],
    ['?category=beading,nope', 'category'],
    ['?level=beginner&level=%27%3B%20drop%20table%20courses', 'level'],
    ['?sortBy=price', 'sortBy'],
    ['?sortBy=title-atoz&sortBy=title-ztoa', 'sortBy'],
    ['?sortBy=', 'sortBy'],
  ])('refuses %s with 400, never 500', async (query, field) => {
    const res = await anon().get(`/api/student/course/get${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toBeTruthy();
    expect(res.json().errors.map((e: { path: string }) => e.path.split('.')[0])).toContain(field);
  });
});

describe('catalogue paging', () => {
  const paged = async (query: string) => {
    const res = await anon().get(`/api/student/course/get${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return CatalogListResponse.parse(res.json());
  };

  it("keeps the whole list and today's shape when neither limit nor page is given", async () => {
    const body = (await anon().get('/api/student/course/get')).json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.data).toHaveLength(3);
  });

  it('pages in the sort order, with the total and whether more follow', async () => {
    const first = await paged('?limit=2');
    expect(first.data.map((c) => c.title)).toEqual(['Crochet Studio', 'beading Basics']);
    expect(first.paging).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const second = await paged('?limit=2&page=2');
    expect(second.data.map((c) => c.title)).toEqual(['Advanced Makeup']);
    expect(second.paging).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    const za = await paged('?sortBy=title-ztoa&limit=1&page=3');
    expect(za.data.map((c) => c.title)).toEqual(['Advanced Makeup']);
  });

  it('counts within the filters, and says the total past the last page', async () => {
    const beading = await paged('?category=beading,crochet&limit=1');
    expect(beading.paging).toEqual({ page: 1, limit: 1, total: 2, hasMore: true });
    const past = await paged('?limit=2&page=9');
    expect(past.data).toEqual([]);
    expect(past.paging).toEqual({ page: 9, limit: 2, total: 3, hasMore: false });
    expect((await paged('?category=shoe-making&limit=5')).paging).toEqual({ page: 1, limit: 5, total: 0, hasMore: false });
  });

  it('takes 12 a page when only the page is given', async () => {
    expect((await paged('?page=1')).paging).toEqual({ page: 1, limit: 12, total: 3, hasMore: false });
  });

  it('caches only the small pages people open, page 1 under one key (a crawler cannot flush the cache)', () => {
    const key = (query: Record<string, unknown>) => keyOf(CatalogQuerySchema.parse(query));
    expect(key({ limit: 12 })).toBe(key({ limit: 12, page: 1 }));
    expect(key({ page: 1 })).toBe(key({ limit: 12 }));
    expect(key({ category: 'beading,crochet', limit: 12 })).toBe(key({ category: 'crochet,beading', limit: 12, page: 1 }));
    expect(key({ page: 2 })).not.toBe(key({ page: 1 })); // each page on its own
    expect(key({})).not.toBe(key({ limit: 12 })); // the whole list is not page 1
    expect(key({ page: CACHED_PAGES })).not.toBeNull();
    expect(key({ page: CACHED_PAGES + 1 })).toBeNull();
    expect(key({ limit: 7 })).toBeNull();
    expect(key({ limit: 1 })).toBeNull();
    expect(key({ limit: 100, page: 2 })).toBeNull();
    expect(key({ q: 'silk' })).toBeNull();
  });

  it('counts published courses per category in one call (drafts not counted)', async () => {
    const res = await anon().get('/api/student/course/category-counts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { beading: 1, crochet: 1, 'professional-makeup': 1 } });
  });

  it("takes only digits for limit and page, saying so in the visitor's language", async () => {
    const res = await anon().get('/api/student/course/get?limit=1e1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'limit', message: 'limit must be a whole number (digits only)' }]);
    const fr = await anon().get('/api/student/course/get?page=0x2', { headers: { 'accept-language': 'fr' } });
    expect(fr.json().errors[0].message).toBe('« page » doit être un nombre entier (chiffres uniquement)');
  });

  it('answers an uncached page correctly too', async () => {
    expect((await paged('?limit=7&page=1')).data.map((c) => c.title)).toEqual(['Crochet Studio', 'beading Basics', 'Advanced Makeup']);
    expect((await paged('?limit=1&page=6')).paging).toEqual({ page: 6, limit: 1, total: 3, hasMore: false });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?limit=1e1', 'limit'],
    ['?limit=0x10', 'limit'],
    ['?page=%202', 'page'],
    ['?page=2.0', 'page'],
    ['?page=0', 'page'],
    ['?page=-1&limit=3', 'page'],
  ])('refuses %s with 400, never 500', async (query, field) => {
    const res = await anon().get(`/api/student/course/get${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(res.json().errors.map((e: { path: string }) => e.path.split('.')[0])).toContain(field);
  });
});

describe('course details', () => {
  const details = async (client: Client, id: string) => {
    const res = await client.get(`/api/student/course/get/details/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return CatalogDetailsResponse.parse(res.json()).data;
  };

  it('is public and has the specification course shape', async () => {
    const c = await details(anon(), courses.makeup.course.id);
    expect(c).toMatchObject({
      _id: courses.makeup.course.id,
      title: 'Advanced Makeup',
      subtitle: expect.any(String),
      instructorId: admin.user._id,
      instructorName: 'Ada Instructor',
      isPublised: true,
      pricing: 99.99,
      objectives: 'Measure,Draft,Sew',
      studentCount: 1,
      applicationStatus: null,
      isPurchased: false,
    });
    expect(new Date(c.date).toISOString()).toBe(c.date);
    expect(c.curriculum.map((l) => l.title)).toEqual(['Lecture 1', 'Lecture 2', 'Lecture 3', 'Lecture 4']);
  });

  it('shows video URLs of free previews only to anonymous visitors and non-buyers', async () => {
    for (const client of [anon(), stranger.client]) {
      const c = await details(client, courses.makeup.course.id);
      const videos = c.curriculum.map((l) => (l.kind === 'video' ? l : expect.unreachable('a video lecture')));
      expect(videos.map((l) => [l.freePreview, l.videoUrl !== null, l.public_id !== null])).toEqual([
        [true, true, true],
        [false, false, false],
        [true, true, true],
        [false, false, false],
      ]);
      const locked = courses.makeup.lectures.filter((l) => !l.freePreview);
      for (const l of locked) expect(JSON.stringify(c)).not.toContain(l.mediaId);
      expect(videos[0]!.videoUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    }
  });

  it('shows every video URL to a buyer, the owner and any admin', async () => {
    for (const client of [buyer.client, admin.client, otherAdmin.client]) {
      const c = await details(client, courses.makeup.course.id);
      expect(c.curriculum.every((l) => l.kind === 'video' && l.videoUrl && l.public_id)).toBe(true);
    }
    expect((await details(buyer.client, courses.makeup.course.id)).isPurchased).toBe(true);
  });

  it('answers 404 for unknown, unpublished and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000001', courses.draft.course.id, 'not-a-uuid', "1'%20or%201=1"]) {
      const res = await admin.client.get(`/api/student/course/get/details/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('never shows a student e-mail or name in public course data', async () => {
    const bodies = [
      (await anon().get('/api/student/course/get')).body,
      (await buyer.client.get('/api/student/course/get')).body,
      (await anon().get(`/api/student/course/get/details/${courses.makeup.course.id}`)).body,
      (await stranger.client.get(`/api/student/course/get/details/${courses.makeup.course.id}`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(buyer.user.email);
      expect(body).not.toContain(buyer.user._id);
      expect(body).not.toContain(stranger.user.email);
      expect(body).not.toMatch(/@example\.com/);
    }
  });
});

describe('purchase info and My Courses', () => {
  it('answers true for a bought course and false otherwise, never an error', async () => {
    const yes = await buyer.client.get(`/api/student/course/purchase-info/${courses.makeup.course.id}/${buyer.user._id}`);
    expect(yes.json()).toEqual({ success: true, data: true });
    for (const courseId of [courses.beading.course.id, '00000000-0000-4000-8000-000000000001', 'garbage']) {
      const no = await buyer.client.get(`/api/student/course/purchase-info/${courseId}/${buyer.user._id}`);
      expect(no.statusCode).toBe(200);
      expect(no.json()).toEqual({ success: true, data: false });
    }
    const none = await stranger.client.get(`/api/student/course/purchase-info/${courses.makeup.course.id}/${stranger.user._id}`);
    expect(none.json()).toEqual({ success: true, data: false });
  });

  it('lists bought courses, [] when none', async () => {
    const res = await buyer.client.get(`/api/student/courses-bought/get/${buyer.user._id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual([
      {
        id: expect.any(String),
        courseId: courses.makeup.course.id,
        title: 'Advanced Makeup',
        courseImage: courses.makeup.course.image,
        instructorName: 'Ada Instructor',
      },
    ]);
    expect((await stranger.client.get(`/api/student/courses-bought/get/${stranger.user._id}`)).json()).toEqual({ success: true, data: [] });
  });

  it("refuses another student's ids with 403, and anonymous callers with 401", async () => {
    const a = await stranger.client.get(`/api/student/course/purchase-info/${courses.makeup.course.id}/${buyer.user._id}`);
    expect(a.statusCode).toBe(403);
    const b = await stranger.client.get(`/api/student/courses-bought/get/${buyer.user._id}`);
    expect(b.statusCode).toBe(403);
    expect(b.body).not.toContain('Advanced Makeup');
    expect((await anon().get(`/api/student/courses-bought/get/${buyer.user._id}`)).statusCode).toBe(401);
    expect((await anon().get(`/api/student/course/purchase-info/${courses.makeup.course.id}/${buyer.user._id}`)).statusCode).toBe(401);
  });

  it("lets an admin read a student's purchases", async () => {
    const res = await admin.client.get(`/api/student/courses-bought/get/${buyer.user._id}`);
    expect(res.json().data).toHaveLength(1);
    expect((await admin.client.get(`/api/student/course/purchase-info/${courses.makeup.course.id}/${buyer.user._id}`)).json().data).toBe(
      true,
    );
  });
});
