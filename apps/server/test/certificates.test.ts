import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  CourseCertificatesResponse,
  PublicCertificateResponse,
  RevokeCertificateResponse,
  StudentCertificateResponse,
} from '@sewee/shared';
import { certificates, lectures, media, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';

type Person = { client: Client; user: { _id: string; email: string; name: string } };
let t: TestApp;
let instructor: Person;
let student: Person;
let stranger: Person;
let webDist: string;

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Sewee: courses." /><title>Sewee</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-cert-webdist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({}, {}, { webDist });
  instructor = await signedInAdmin(t);
  student = await verifiedStudent(t, { name: 'Ngozi Adébáyọ̀' });
  stranger = await verifiedStudent(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const mineUrl = (courseId: string) => `/api/student/certificates/${courseId}`;
const verifyUrl = (code: string) => `/api/certificates/${encodeURIComponent(code)}`;

/** A course by `instructor` that `buyer` bought, with `n` lectures. */
async function boughtCourse(buyer: Person, n = 2, title = 'Tailoring a Kaftan') {
  const made = await insertCourse(t, instructor.user, { title, lectures: Array.from({ length: n }, (_, i) => ({ freePreview: i === 0 })) });
  await insertEnrolment(t, buyer.user._id, made.course.id);
  return { courseId: made.course.id, lectureIds: made.lectures.map((l) => l.id) };
}

async function markAll(p: Person, courseId: string, lectureIds: string[]) {
  for (const lectureId of lectureIds) {
    const res = await p.client.post('/api/student/course-progress/mark-lecture-viewed', { userId: p.user._id, courseId, lectureId });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function certificateOf(p: Person, courseId: string) {
  const res = await p.client.get(mineUrl(courseId));
  expect(res.statusCode, res.body).toBe(200);
  return StudentCertificateResponse.parse(res.json()).data;
}

const certificateCount = async (courseId: string) =>
  Number((await t.ctx.db.select({ n: count() }).from(certificates).where(eq(certificates.courseId, courseId)))[0]!.n);

/** A completed course and its certificate. */
async function completed(p: Person, title?: string) {
  const { courseId, lectureIds } = await boughtCourse(p, 2, title);
  await markAll(p, courseId, lectureIds);
  return { courseId, lectureIds, cert: await certificateOf(p, courseId) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  // Items as pdf.js reads them, in drawing order; a piece drawn right where the last one ended (a
  // letter from a fallback font inside a word) joins it, anything else is a new word.
  let text = '';
  let end: { x: number; y: number } | undefined;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [x, y] = [item.transform[4] as number, item.transform[5] as number];
    const adjacent = end && Math.abs(end.y - y) < 1 && Math.abs(end.x - x) < 0.5;
    text += (adjacent ? '' : ' ') + item.str;
    end = { x: x + item.width, y };
  }
  // pdf.js reads a glyph with no text of its own (a mark the font positions) as a control character.
  text = text
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .normalize('NFC');
  await doc.destroy();
  return text;
}

/** Renders the PDF's page with poppler and reads the QR code on it as a phone would. */
function qrOnPage(bytes: Buffer): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-cert-'));
  try {
    fs.writeFileSync(path.join(dir, 'c.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', path.join(dir, 'c.pdf'), path.join(dir, 'page')]);
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('issuing', () => {
  it('refuses while the course is not complete, issues once on completion, and keeps it when lectures are added', async () => {
    const { courseId, lectureIds } = await boughtCourse(student, 3);
    const early = await student.client.get(mineUrl(courseId));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Finish every lecture of this course to get its certificate.');
    // In Arabic, a verbal noun ("finishing ... is needed"), not a masculine imperative: the student's gender is not known.
    expect((await student.client.put('/api/account/language', { language: 'ar' })).statusCode).toBe(200);
    expect((await student.client.get(mineUrl(courseId))).json().message).toBe('يلزم إكمال جميع دروس هذه الدورة للحصول على شهادتها.');
    expect((await student.client.put('/api/account/language', { language: 'en' })).statusCode).toBe(200);

    await markAll(student, courseId, lectureIds.slice(0, 2));
    expect((await student.client.get(mineUrl(courseId))).statusCode).toBe(409);
    expect(await certificateCount(courseId)).toBe(0);

    // The mark that completes the course issues the certificate, before anyone asks for it.
    await markAll(student, courseId, lectureIds.slice(2));
    expect(await certificateCount(courseId)).toBe(1);

    const first = await certificateOf(student, courseId);
    expect(first.code).toHaveLength(10);
    for (const ch of first.code) expect(CERTIFICATE_CODE_ALPHABET).toContain(ch);
    expect(first.code).not.toMatch(/[01OI]/);
    expect(first.url).toBe(`http://localhost:3000/certificates/${first.code}`);
    expect(first.pdfUrl).toBe(`http://localhost:3000/api/certificates/${first.code}/pdf`);

    // Idempotent: asking again, or marking again, changes nothing.
    await markAll(student, courseId, lectureIds);
    expect(await certificateOf(student, courseId)).toEqual(first);
    expect(await certificateCount(courseId)).toBe(1);

    // A lecture added later undoes completion, not the certificate.
    const [m] = await t.ctx.db
      .insert(media)
      .values({ uploaderId: instructor.user._id, kind: 'video', mime: 'video/mp4', size: 1, storageKey: `extra-${crypto.randomUUID()}` })
      .returning();
    await t.ctx.db
      .insert(lectures)
      .values({ courseId, position: 3, title: 'Added later', videoUrl: `/api/media/${m!.id}`, mediaId: m!.id });
    expect(await certificateOf(student, courseId)).toEqual(first);
    const pub = PublicCertificateResponse.parse((await new Client(t).get(verifyUrl(first.code))).json()).data;
    expect(pub.valid).toBe(true);
  });

  it('records the name, title and instructor as they were at completion', async () => {
    const { courseId, cert } = await completed(student, 'Bag Making Basics');
    const { courses } = await import('../src/db/schema');
    await t.ctx.db.update(courses).set({ title: 'Renamed later' }).where(eq(courses.id, courseId));
    const pub = PublicCertificateResponse.parse((await new Client(t).get(verifyUrl(cert.code))).json()).data;
    expect(pub).toMatchObject({ studentName: 'Ngozi Adébáyọ̀', courseTitle: 'Bag Making Basics', instructorName: expect.any(String) });
    expect(pub.instructorName.length).toBeGreaterThan(0);
  });

  it('gives a student who completed a course before certificates existed one when asked', async () => {
    const { courseId, lectureIds } = await boughtCourse(student, 1);
    await markAll(student, courseId, lectureIds);
    await t.ctx.db.delete(certificates).where(eq(certificates.courseId, courseId));
    const cert = await certificateOf(student, courseId);
    expect(cert.code).toHaveLength(10);
    expect(await certificateCount(courseId)).toBe(1);
  });
});

describe('when the certificate cannot be made at completion', () => {
  it('still saves the completing mark (no 500), and issues the certificate when the student asks for it', async () => {
    const { courseId, lectureIds } = await boughtCourse(student, 1);
    await t.ctx.db.execute(
      sql`CREATE FUNCTION refuse_certificate() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no certificates now'; END $$ LANGUAGE plpgsql`,
    );
    await t.ctx.db.execute(
      sql`CREATE TRIGGER refuse_certificate BEFORE INSERT ON certificates FOR EACH ROW EXECUTE FUNCTION refuse_certificate()`,
    );
    try {
      const res = await student.client.post('/api/student/course-progress/mark-lecture-viewed', {
        userId: student.user._id,
        courseId,
        lectureId: lectureIds[0],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.completed).toBe(true);
      expect(await certificateCount(courseId)).toBe(0);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER refuse_certificate ON certificates`);
      await t.ctx.db.execute(sql`DROP FUNCTION refuse_certificate()`);
    }
    expect((await certificateOf(student, courseId)).code).toHaveLength(10);
  });
});

describe('owner only', () => {
  it("never hands a student someone else's certificate", async () => {
    const { courseId } = await completed(student);
    // The course is the student's, not the stranger's: the session decides whose certificate is read.
    const res = await stranger.client.get(mineUrl(courseId));
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain(student.user.name);
    expect((await new Client(t).get(mineUrl(courseId))).statusCode).toBe(401);
    expect((await student.client.get(mineUrl('not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('public verification', () => {
  it('answers anyone, signed out, with what the certificate says and no personal data', async () => {
    const { courseId, cert } = await completed(student, 'Crochet for Market');
    const anon = new Client(t, '10.9.0.1');
    const res = await anon.get(verifyUrl(cert.code));
    expect(res.statusCode, res.body).toBe(200);
    const body = PublicCertificateResponse.parse(res.json());
    expect(Object.keys(res.json().data).sort()).toEqual(['code', 'completedAt', 'courseTitle', 'instructorName', 'studentName', 'valid']);
    expect(body.data).toMatchObject({ code: cert.code, studentName: 'Ngozi Adébáyọ̀', courseTitle: 'Crochet for Market', valid: true });
    expect(new Date(body.data.completedAt).getTime()).toBeLessThanOrEqual(Date.now());
    for (const secret of [student.user.email, student.user._id, courseId, instructor.user._id, instructor.user.email]) {
      expect(res.body).not.toContain(secret);
    }
    // Typed by a person: lower case, with a dash or spaces.
    const typed = `${cert.code.slice(0, 5).toLowerCase()}-${cert.code.slice(5)}`;
    expect((await anon.get(verifyUrl(typed))).json().data.code).toBe(cert.code);
  });

  it('answers 404, never 500, to unknown and malformed codes', async () => {
    const anon = new Client(t, '10.9.0.2');
    for (const code of ['ABCDEFGHJK', 'O0I1O0I1O0', 'short', 'x'.repeat(200), '%00', '../../etc', 'ÄÖÜ', "' OR 1=1 --"]) {
      const res = await anon.get(verifyUrl(code));
      expect(res.statusCode, `${code}: ${res.body}`).toBe(404);
      expect(res.json().success).toBe(false);
      const pdf = await anon.get(`${verifyUrl(code)}/pdf`);
      expect(pdf.statusCode, `${code} pdf: ${pdf.body}`).toBe(404);
    }
    expect((await anon.get(verifyUrl('ABCDEFGHJK'))).json().message).toBe('That certificate was not found.');
  });

  it('is rate-limited per address against enumeration', async () => {
    const guesser = new Client(t, '10.9.9.9');
    let status = 0;
    for (let i = 0; i < 205 && status !== 429; i++) status = (await guesser.get(verifyUrl('ABCDEFGHJK'))).statusCode;
    expect(status).toBe(429);
    // Another address is not affected.
    expect((await new Client(t, '10.9.9.10').get(verifyUrl('ABCDEFGHJK'))).statusCode).toBe(404);
  });
});

describe('revoking', () => {
  it('lets an admin revoke with a reason; the public answer then says so and the PDF is gone', async () => {
    const { courseId, cert } = await completed(student);
    const pdfBefore = await new Client(t).get(`/api/certificates/${cert.code}/pdf`);
    expect(pdfBefore.statusCode).toBe(200);

    const url = `/api/admin/certificates/${cert.code}/revoke`;
    expect((await student.client.post(url, { reason: 'mine' })).statusCode).toBe(403);
    expect((await new Client(t).post(url, { reason: 'x' })).statusCode).toBe(401);
    const empty = await instructor.client.post(url, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await instructor.client.post('/api/admin/certificates/ABCDEFGHJK/revoke', { reason: 'x' })).statusCode).toBe(404);

    const res = await instructor.client.post(url, { reason: 'Issued to the wrong account' });
    expect(res.statusCode, res.body).toBe(200);
    const revoked = RevokeCertificateResponse.parse(res.json()).data;
    expect(revoked.valid).toBe(false);
    expect(revoked.revokedAt).toBeTruthy();

    const pub = PublicCertificateResponse.parse((await new Client(t).get(verifyUrl(cert.code))).json()).data;
    expect(pub).toMatchObject({ valid: false, revokedAt: revoked.revokedAt });
    const pdf = await new Client(t).get(`/api/certificates/${cert.code}/pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe('This certificate was revoked, so it can no longer be downloaded.');

    // A second revocation keeps the first date and reason.
    const again = RevokeCertificateResponse.parse((await instructor.client.post(url, { reason: 'Other' })).json()).data;
    expect(again.revokedAt).toBe(revoked.revokedAt);

    // The admin's course view lists it, with the reason.
    const list = await instructor.client.get(`/api/admin/certificates/course/${courseId}`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = CourseCertificatesResponse.parse(list.json()).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: cert.code,
      valid: false,
      revokedReason: 'Issued to the wrong account',
      studentName: 'Ngozi Adébáyọ̀',
    });
    expect((await student.client.get(`/api/admin/certificates/course/${courseId}`)).statusCode).toBe(403);
  });
});

describe('the PDF', () => {
  it('is an A4 landscape PDF whose text holds the name, course and code, with a QR code of the verification URL, cached once made', async () => {
    const { cert } = await completed(student, 'Shoe Making: Sandals');
    const res = await new Client(t).get(`/api/certificates/${cert.code}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`sewee-certificate-${cert.code}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(bytes);
    expect(text).toContain('Ngozi Adébáyọ̀'.normalize('NFC'));
    expect(text).toContain('Shoe Making: Sandals');
    expect(text).toContain(cert.code);
    expect(text).toContain(cert.url);

    // A4 landscape: 842 x 595 points.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
    const [, , w, h] = (await doc.getPage(1)).view;
    expect(Math.round(w!)).toBe(842);
    expect(Math.round(h!)).toBe(595);
    await doc.destroy();

    expect(qrOnPage(bytes)).toBe(cert.url);

    // pdftotext (poppler) finds them too: the text is real, selectable text.
    const poppler = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
    expect(poppler.normalize('NFC')).toContain('Ngozi Adébáyọ̀'.normalize('NFC'));
    expect(poppler).toContain('Shoe Making: Sandals');
    expect(poppler).toContain(cert.code);

    // Cached in storage once made: the second download is the same file.
    expect(await t.ctx.storage.stat(`certificates/${cert.code}.pdf`)).toBeTruthy();
    const second = await new Client(t).get(`/api/certificates/${cert.code}/pdf`);
    expect(second.rawPayload.equals(bytes)).toBe(true);
  });

  it('renders Arabic (joined, right to left) and Ethiopic names with embedded, subset fonts', async () => {
    for (const name of ['فاطمة الزهراء بنت محمد', 'አበበ በቀለ']) {
      const p = await verifiedStudent(t, { name });
      const { cert } = await completed(p, 'Beading 101');
      const bytes = (await new Client(t).get(`/api/certificates/${cert.code}/pdf`)).rawPayload;
      const text = await pdfText(bytes);
      expect(text, name).toContain(name.normalize('NFC'));
      expect(text).toContain('Beading 101');
      expect(text).toContain(cert.code);
      const poppler = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
      expect(poppler.replace(/[\u202a-\u202e]/g, '')).toContain(name);
      // Every font is embedded as a subset (pdfkit names subsets with a six-letter tag).
      const fonts = [...bytes.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[A-Za-z-]+)/g)].map((m) => m[1]);
      expect(fonts.some((f) => /Arabic|Ethiopic/.test(f!))).toBe(true);
    }
  });
});

describe("the PDF in the student's language", () => {
  /** The PDF's text as poppler reads it, bidi marks dropped and spaces folded. */
  const popplerText = (bytes: Buffer) =>
    execFileSync('pdftotext', ['-', '-'], { input: bytes })
      .toString()
      .replace(/[\u202a-\u202e]/g, '')
      .replace(/\s+/g, ' ')
      .normalize('NFC');
  const pdfOf = async (code: string, client = new Client(t)) => {
    const res = await client.get(`/api/certificates/${code}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  const setLanguage = (p: Person, language: 'en' | 'fr' | 'pt' | 'ar' | 'sw' | null) =>
    t.ctx.db.update(users).set({ language }).where(eq(users.id, p.user._id));

  it('says its words in each of the five languages, with the name and course title as written', async () => {
    const words = {
      en: ['Certificate of Completion', 'This certifies that', 'has completed the course', 'Completed on 4 March 2026', 'Check it at'],
      fr: ['Certificat de réussite', 'Ce certificat atteste que', 'a terminé le cours', 'Terminé le 4 mars 2026', 'Vérifiez-le sur'],
      pt: ['Certificado de Conclusão', 'Certifica-se que', 'concluiu o curso', 'Concluído em 4 de março de 2026', 'Verifique-o em'],
      sw: ['Cheti cha Kuhitimu', 'Hiki ni kuthibitisha kwamba', 'amehitimu kozi', 'Alihitimu tarehe 4 Machi 2026', 'Kithibitishe kwenye'],
      // (Where a line mixes Arabic with a name or date in Latin letters, poppler may read its parts left to right: the parts are checked.)
      ar: ['شهادة إتمام', 'تشهد هذه الوثيقة بأن', 'قد أتم الدورة', 'المدرب', 'تاريخ الإتمام', 'مارس', 'رمز الشهادة', 'تحقق منها على'],
    } as const;
    for (const [language, expected] of Object.entries(words) as [keyof typeof words, readonly string[]][]) {
      const p = await verifiedStudent(t, { name: 'Aïssatou Ndiaye' });
      await setLanguage(p, language);
      const { cert } = await completed(p, 'Wax Print: Cutting & Sewing');
      await t.ctx.db
        .update(certificates)
        .set({ completedAt: new Date(Date.UTC(2026, 2, 4, 10)) })
        .where(eq(certificates.code, cert.code));
      const bytes = await pdfOf(cert.code);
      const text = popplerText(bytes);
      for (const w of expected) expect(text, `${language}: ${w}`).toContain(w.normalize('NFC'));
      expect(text).toContain('Aïssatou Ndiaye'.normalize('NFC'));
      expect(text).toContain('Wax Print: Cutting & Sewing');
      expect(text).toContain(cert.code);
      if (language !== 'en') expect(text, language).not.toContain('This certifies that');
      expect(qrOnPage(bytes)).toBe(cert.url);
    }
  });

  it("follows the student's language when it changes; with none chosen, the downloader's", async () => {
    const p = await verifiedStudent(t, { name: 'فاطمة الزهراء' });
    await setLanguage(p, null);
    const { cert } = await completed(p, 'تفصيل القفطان للمبتدئين');
    // No language on the account: the language of whoever downloads it (the site's language cookie).
    const french = new Client(t);
    french.cookies.set('sewee-lang', 'fr');
    expect(popplerText(await pdfOf(cert.code, french))).toContain('Ce certificat atteste que');
    expect(popplerText(await pdfOf(cert.code))).toContain('This certifies that');

    await setLanguage(p, 'ar');
    await t.ctx.db
      .update(certificates)
      .set({ completedAt: new Date(Date.UTC(2026, 10, 28, 10)) })
      .where(eq(certificates.code, cert.code));
    const bytes = await pdfOf(cert.code, french);
    // Both readers read the Arabic as written, ligatures included (ين in the title and بر in نوفمبر are one glyph each).
    for (const text of [popplerText(bytes), await pdfText(bytes)]) {
      expect(text).toContain('تشهد هذه الوثيقة بأن');
      expect(text).toContain('فاطمة الزهراء');
      expect(text).toContain('تفصيل القفطان للمبتدئين');
      expect(text).toContain('تاريخ الإتمام');
      expect(text).toContain('نوفمبر 2026');
    }
    expect(await t.ctx.storage.stat(`certificates/${cert.code}.ar.pdf`)).toBeTruthy();

    // Revoking deletes every language's copy.
    expect((await instructor.client.post(`/api/admin/certificates/${cert.code}/revoke`, { reason: 'test' })).statusCode).toBe(200);
    for (const key of [`certificates/${cert.code}.pdf`, `certificates/${cert.code}.fr.pdf`, `certificates/${cert.code}.ar.pdf`])
      expect(await t.ctx.storage.stat(key), key).toBeUndefined();
  });
});

describe('the public page', () => {
  it('is served to anyone with Open Graph tags naming the certificate, and plain for an unknown code', async () => {
    const { cert } = await completed(student, 'Tie & Dye <Batik>');
    const page = await new Client(t, '10.8.0.1').get(`/certificates/${cert.code}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<meta property="og:title" content="Ngozi Adébáyọ̀: certificate of completion, Tie &amp; Dye &lt;Batik&gt; | Sewee" />',
    );
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost:3000/certificates/${cert.code}" />`);
    expect(page.body).toMatch(/<meta property="og:description" content="[^"]*is valid\." \/>/);
    expect(page.body).toContain('<title>Ngozi Adébáyọ̀: certificate of completion');
    expect(page.body).not.toContain(student.user.email);

    const unknown = await new Client(t, '10.8.0.1').get('/certificates/ABCDEFGHJK');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('og:title');
    expect(unknown.body).toContain('<title>Sewee</title>');
  });
});
