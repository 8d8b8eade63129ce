import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from '@sewee/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';
import { PNG_1X1, mp4, multipart, uploaded } from './helpers/media-files';
import { fillPath, listRoutes, paramsOf, routeKey, type AppRoute } from './helpers/routes';

/**
 * Hostile input sweep (no input from a client may ever cause a 500): random,
 * wrong-typed and malformed requests against every route the app serves, as an anonymous
 * visitor, a student and an admin. Every answer must be below 500, and every 4xx a JSON
 * `{ success: false, message }` a person can read.
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 25);

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let student: Awaited<ReturnType<typeof verifiedStudent>>;
let routes: AppRoute[];
/** Body field names per route, from the OpenAPI document, so bodies hit real fields with wrong values. */
const bodyFields = new Map<string, string[]>();
/** Ids that name real things, so hostile values also reach code past the "not found" checks. */
let knownIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0' });
  admin = await signedInAdmin(t);
  student = await verifiedStudent(t);
  const { course, lectures } = await insertCourse(t, admin.user, { lectures: [{ freePreview: true }, {}] });
  await insertEnrolment(t, student.user._id, course.id);
  const applied = await student.client.post(`/api/student/course-application/courses/${course.id}/apply`, {
    name: student.user.name,
    email: student.user.email,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const image = await uploaded(admin.client, { name: 'cover.png', data: PNG_1X1, type: 'image/png' });
  const video = await uploaded(admin.client, { name: 'v.mp4', data: mp4(512), type: 'video/mp4' });
  knownIds = [
    course.id,
    ...lectures.map((l) => l.id),
    lectures[0].mediaId,
    student.user._id,
    admin.user._id,
    applied.json().data._id,
    image.public_id,
    video.public_id,
  ];

  routes = listRoutes(t.app);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>
    >;
  };
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const props = op.requestBody?.content?.['application/json']?.schema?.properties;
      if (props) bodyFields.set(`${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`, Object.keys(props));
    }
  }
}, 120_000);
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// Arbitraries

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx\uD800',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uFEFF',
  '😀👩🏽‍🎓🇳🇬',
  'ﷺ مرحبا',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '%',
  '%00',
  '%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0'.repeat(36),
  'a'.repeat(101),
  'é'.repeat(5000),
  'x'.repeat(70_000),
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u202E', 'a', "'", '%', '\\'), maxLength: 20 }),
  },
  { weight: 1, arbitrary: fc.uuid() },
);

const knownId = () => fc.constantFrom(...knownIds);

/** Values of the wrong type, or right type and wrong content, or right. */
const fieldValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: nastyString },
    { weight: 2, arbitrary: knownId() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        null,
        true,
        false,
        0,
        -1,
        1.5,
        1e308,
        -0,
        Number.MAX_SAFE_INTEGER + 2,
        49.99,
        'approved',
        'rejected',
        'pending',
        'admin',
      ),
    },
    { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** A body as a JSON object with the route's own field names (and some others), possibly with duplicated keys. */
const objectBody = (fields: string[]) =>
  fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...(fields.length ? fields : ['x']), '__proto__', 'constructor', 'role', 'userId'),
            fc.string({ maxLength: 10 }),
          ),
          fieldValue(),
        ),
        {
          maxLength: Math.max(3, fields.length + 2),
        },
      ),
      fc.boolean(),
    )
    .map(([pairs, complete]) => {
      // Half the time every field of the route is present, so validation passes more often.
      const all = complete ? [...fields.map((f) => [f, pairs.find(([k]) => k === f)?.[1] ?? 'x'] as [string, unknown]), ...pairs] : pairs;
      // Raw text, not JSON.stringify of an object: keys may repeat, as a hand-written body can.
      return `{${all.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
    });

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const deepNesting = (n: number) => '['.repeat(n) + ']'.repeat(n);

function bodyArb(route: AppRoute): fc.Arbitrary<Body> {
  const fields = bodyFields.get(routeKey(route)) ?? [];
  const json = (a: fc.Arbitrary<string>) => a.map((payload) => ({ payload, contentType: 'application/json' }));
  const options: fc.Arbitrary<Body>[] = [
    fc.constant({}),
    json(objectBody(fields)),
    json(objectBody(fields)),
    json(fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null')),
    json(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        'nul',
        '[1,2',
        '{"a":1}}',
        '\u0000',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        deepNesting(5000),
        `{"a":"${'x'.repeat(150_000)}"}`,
      ),
    ),
    json(fc.string({ maxLength: 60 })),
    fc.record({
      payload: fc.oneof(fc.string({ maxLength: 60 }), objectBody(fields)),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/vnd.api+json',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        '',
        'invalid',
        '*/*',
      ),
    }),
    // Multipart garbage: broken framing, wrong fields, random bytes as files.
    fc
      .tuple(
        fc.uint8Array({ maxLength: 600 }),
        fc.constantFrom('file', 'files', 'other', ''),
        fc.constantFrom('a.mp4', '../../x.png', '', '\u0000.png', 'x'.repeat(300)),
      )
      .map(([bytes, field, name]) => {
        const b = 'XyZ';
        const payload = Buffer.concat([
          Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`),
          Buffer.from(bytes),
          Buffer.from(`\r\n--${b}--\r\n`),
        ]);
        return { payload, contentType: `multipart/form-data; boundary=${b}` };
      }),
    fc
      .uint8Array({ maxLength: 400 })
      .map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'multipart/form-data; boundary=----abc' })),
    fc.constantFrom(
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno filename\r\n--x--\r\n',
        contentType: 'multipart/form-data; boundary=x',
      },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
        contentType: 'multipart/form-data; boundary=x',
      },
      { payload: '--x\r\n\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
      { payload: 'garbage', contentType: 'multipart/form-data; boundary=' },
    ),
  ];
  return fc.oneof(...options);
}

/** A path parameter: known ids, nasty text (encoded), or raw hostile path bytes. */
const paramValue = () =>
  fc.oneof(
    { weight: 2, arbitrary: knownId() },
    { weight: 3, arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..%2F..%2Fetc%2Fpasswd',
        '..',
        '.',
        '%00',
        'a%00b',
        '%',
        '%E0%A4%A',
        '%FF%FE',
        '%C0%AE%C0%AE%2F',
        '%2e%2e%2f%2e%2e',
        '%F0%9F%98%80',
        '%D8%00',
        "'%20OR%201=1--",
        '1;select%20pg_sleep(1)',
        'a'.repeat(499),
        'a'.repeat(501),
        'a'.repeat(5000),
        '%20',
        '~',
        '*',
      ),
    },
  );

const queryArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'category',
          'level',
          'primaryLanguage',
          'sortBy',
          'search',
          'page',
          'pageSize',
          'status',
          'category[]',
          'level[0]',
          '__proto__',
          'constructor',
          '',
        ),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(
        nastyString,
        fc.constantFrom(
          'beading',
          'beading,crochet',
          'beginner',
          'english',
          'price-hightolow',
          '1',
          '0',
          '-1',
          '1e9',
          '2.5',
          ',,,',
          'x'.repeat(20_000),
        ),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`).join('&'),
  );

const headersArb = fc.record(
  {
    range: fc.constantFrom(
      'bytes=0-',
      'bytes=-1',
      'bytes=5-2',
      'bytes=0-0,1-1',
      'bytes=99999999999999999999-',
      'items=0-1',
      'bytes=abc',
      '',
    ),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"y"'),
    'if-range': fc.constantFrom('"x"', 'Mon, 01 Jan 2001 00:00:00 GMT'),
    origin: fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null', ''),
    'x-request-id': fc.constantFrom('../../x', 'a'.repeat(300), 'ok-id'),
    'x-paystack-signature': fc.constantFrom('', 'abc', '0'.repeat(128)),
    'verif-hash': fc.constantFrom('', 'abc', 'x'.repeat(300)),
    accept: fc.constantFrom('text/html', '*/*', 'application/xml'),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------

type Role = 'anonymous' | 'student' | 'admin';

function cookieFor(role: Role, junkCookie: string | null): string | undefined {
  if (role === 'student') return student.client.cookieHeader;
  if (role === 'admin') return admin.client.cookieHeader;
  return junkCookie ?? undefined;
}

/** What is wrong with a response, or null when it is an acceptable answer to hostile input. */
function problem(method: string, url: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  // The sandbox checkout is a provider's web page for browsers: its "not found" is an HTML page.
  if (url.startsWith('/sandbox/') && type.startsWith('text/html')) return null;
  if (!type.includes('application/json')) return `status ${res.statusCode} with content-type "${type}"`;
  let body: { success?: unknown; code?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    return `status ${res.statusCode} with a body that is not JSON`;
  }
  if (body.success !== false) return `status ${res.statusCode} without success:false`;
  if (typeof body.message !== 'string' || !body.message.trim()) return `status ${res.statusCode} without a message`;
  // The web switches on the code: it must be one it knows, and say the same as the status.
  if (!isErrorCode(body.code)) return `status ${res.statusCode} without a known code (${String(body.code)})`;
  if (ERROR_STATUS[body.code] !== res.statusCode) return `status ${res.statusCode} with code ${body.code}`;
  return null;
}

describe('hostile input sweep', () => {
  it('never answers 5xx, and every 4xx is { success: false, code, message } in JSON', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const role of ['anonymous', 'student', 'admin'] as Role[]) {
        // Logging out would end the shared session of the signed-in roles.
        if (route.path === '/api/auth/logout' && role !== 'anonymous') continue;
        const names = paramsOf(route.path);
        const arb = fc.record({
          params: fc.tuple(...names.map(() => paramValue())),
          query: fc.option(queryArb, { freq: 2 }),
          body: bodyArb(route),
          headers: headersArb,
          junkCookie: fc.option(
            fc.constantFrom(
              'sewee_session=x',
              `sewee_session=${'a'.repeat(300)}`,
              'sewee_session=%00',
              'sewee_pending=abc; sewee_session=',
              '=;;;=',
              'a=b'.repeat(2000),
            ),
            { freq: 2 },
          ),
          head: fc.boolean(),
        });
        const result = await fc.check(
          fc.asyncProperty(arb, async (c) => {
            const path = fillPath(route.path, Object.fromEntries(names.map((n, i) => [n, c.params[i]])));
            const url = c.query ? `${path}?${c.query}` : path;
            const method = route.method === 'GET' && c.head ? 'HEAD' : route.method;
            const cookie = cookieFor(role, c.junkCookie);
            const opts: InjectOptions = {
              method,
              url,
              remoteAddress: '10.9.9.9',
              headers: {
                ...c.headers,
                ...(cookie ? { cookie } : {}),
                ...(c.body.contentType !== undefined ? { 'content-type': c.body.contentType } : {}),
              },
              ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
            };
            requests += 1;
            const res = await t.app.inject(opts);
            const wrong = problem(method, url, res);
            if (wrong) throw new Error(`${role} ${method} ${url.slice(0, 200)} -> ${wrong}`);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed) {
          const err = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          failures.push(`${err.split('\n')[0]}\n    seed ${result.seed}; case ${JSON.stringify(result.counterexample).slice(0, 600)}`);
        }
      }
    }
    if (process.env.HOSTILE_REPORT) (await import('node:fs')).writeFileSync(process.env.HOSTILE_REPORT, failures.join('\n'));
    expect(requests).toBeGreaterThan(routes.length * RUNS);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);

  it('is still healthy afterwards: health answers, sessions work, and a normal sign-in succeeds', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await student.client.get('/api/auth/check-auth')).statusCode).toBe(200);
    expect((await admin.client.get('/api/instructor/course/get')).statusCode).toBe(200);
    const again = await verifiedStudent(t);
    const fresh = new Client(t);
    const login = await fresh.post('/api/auth/login', { email: again.user.email, password: again.password });
    expect(login.statusCode, login.body).toBe(200);
    expect((await fresh.get('/api/student/course/get')).json().success).toBe(true);
  });

  it('answers the cases the sweep once found with a JSON 4xx (regressions)', async () => {
    const cases: [InjectOptions, number][] = [
      // A NUL reached PostgreSQL through the sandbox checkout's reference: a 500.
      [{ method: 'GET', url: '/sandbox/checkout/%00' }, 404],
      [{ method: 'POST', url: '/sandbox/checkout/a%00b', payload: { action: 'pay' } }, 404],
      [{ method: 'POST', url: '/api/contact', payload: { name: 'A\u0000', email: 'a@example.com' } }, 400],
      [
        {
          method: 'POST',
          url: '/api/student/order/capture',
          payload: { reference: 'x\u0000' },
          headers: { cookie: student.client.cookieHeader },
        },
        400,
      ],
      [{ method: 'GET', url: '/api/auth/users?search=%00', headers: { cookie: admin.client.cookieHeader } }, 400],
      // Fastify's own answers (bad %-escapes, over-long parameters) were not in the API's error shape.
      [{ method: 'GET', url: '/api/student/course/get/details/%E0%A4%A' }, 400],
      [{ method: 'GET', url: '/api/student/course/get/details/%' }, 400],
      [{ method: 'GET', url: `/api/student/course/get/details/${'a'.repeat(501)}` }, 414],
    ];
    for (const [opts, status] of cases) {
      const res = await t.app.inject(opts);
      expect(res.statusCode, `${opts.method} ${opts.url}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    }
  });

  it('takes multipart uploads of random bytes as 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.uint8Array({ minLength: 0, maxLength: 5000 }), fc.constantFrom('file', 'files')), {
          minLength: 1,
          maxLength: 3,
        }),
        async (files) => {
          for (const url of ['/api/media/upload', '/api/media/bulk-upload']) {
            const { payload, headers } = await multipart(
              files.map(([data, field], i) => ({ name: `f${i}.mp4`, data: Buffer.from(data), type: 'video/mp4', field })),
            );
            const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: admin.client.cookieHeader } });
            expect(problem('POST', url, res), res.body).toBeNull();
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
