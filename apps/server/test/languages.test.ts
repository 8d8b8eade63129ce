import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flatten, validationCatalogues, type Catalogue, type Translation } from '@sewee/shared';
import fr from '../src/lib/messages/fr';
import { serverMessages } from '../src/lib/messages';

import { mailMessages } from '../src/platform/mail/texts';
import mailEn from '../src/platform/mail/texts/en';
import mailFr from '../src/platform/mail/texts/fr';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, codeFrom, lastMailTo, newSignup, verifiedStudent } from './helpers/client';

const INDEX = `<!doctype html><html lang="en" dir="ltr"><head><title>Sewee</title></head><body><div id="root"></div></body></html>`;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-webdist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({}, {}, { webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Marks every text, so the pipeline is proven whatever the translations say (and fails on a text left in English). */
const marked = <T extends Catalogue>(c: T): Translation<T> =>
  Object.fromEntries(Object.entries(c).map(([k, v]) => [k, typeof v === 'string' ? `[fr] ${v}` : marked(v)])) as Translation<T>;

describe('the language machinery, with a marked stand-in for French', () => {
  beforeAll(() => {
    serverMessages.add('fr', marked(serverMessages.english));
    mailMessages.add('fr', marked(mailEn));
  });
  afterEach(() => undefined);
  afterAll(() => {
    serverMessages.add('fr', { ...fr, validation: validationCatalogues.fr });
    mailMessages.add('fr', mailFr);
  });

  it('answers errors in the language of Accept-Language, with the same code', async () => {
    const res = await new Client(t).post(
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'Wrong#Password1' },
      { headers: { 'accept-language': 'fr-SN,fr;q=0.9,en;q=0.5' } },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: '[fr] Incorrect e-mail or password.' });
    const english = await new Client(t).post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong#Password1' });
    expect(english.json().message).toBe('Incorrect e-mail or password.');
  });

  it("answers a success's message in the caller's language too, and in English otherwise", async () => {
    const c = new Client(t);
    const body = newSignup();
    const fr = await c.post('/api/auth/signup', body, { headers: { 'accept-language': 'fr' } });
    expect(fr.statusCode).toBe(201);
    expect(fr.json().message).toBe('[fr] Thanks! Check your e-mail: we sent a 6-digit code to verify your address.');
    const english = await new Client(t).post('/api/auth/signup', newSignup());
    expect(english.json().message).toBe('Thanks! Check your e-mail: we sent a 6-digit code to verify your address.');
  });

  it('translates validation messages and field names', async () => {
    const res = await new Client(t).post('/api/auth/signup', { ...newSignup(), name: '' }, { headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().errors).toContainEqual({ path: 'name', message: '[fr] [fr] Name is required' });
  });

  it('mails the verification code of a sign-up made in French in French, and the account keeps the language', async () => {
    const body = newSignup();
    const c = new Client(t);
    const res = await c.post('/api/auth/signup', body, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo(t, body.email);
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`[fr] Your Sewee verification code: ${code}`);
    expect(mail.text).toContain(`[fr] Hello ${body.name},`);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    await c.post('/api/auth/verify-email', { code });
    const login = await c.post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.json().user.language).toBe('fr');
    // Signed in, the account's language wins over the browser's.
    const err = await c.get('/api/student/course-application/courses/not-a-uuid/details', {
      headers: { 'accept-language': 'en', cookie: c.cookieHeader },
    });
    expect(err.json().message).toBe('[fr] [fr] That course was not found.');
  });
});

describe('the account language', () => {
  it('is saved with PUT /api/account/language and carried by the session user', async () => {
    const { client } = await verifiedStudent(t);
    const res = await client.put('/api/account/language', { language: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { language: 'ar' } });
    expect((await client.get('/api/auth/check-auth')).json().user.language).toBe('ar');
    const page = await client.get('/courses', { headers: { 'accept-language': 'fr', cookie: client.cookieHeader } });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('refuses a language Sewee does not speak with a 400 that says which it speaks, and a guest with a 401', async () => {
    const { client } = await verifiedStudent(t);
    const res = await client.put('/api/account/language', { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('en, fr, pt, ar, sw');
    expect((await new Client(t).put('/api/account/language', { language: 'fr' })).statusCode).toBe(401);
  });
});

describe('the page is sent in the visitor language', () => {
  it.each([
    ['fr-FR,fr;q=0.9', undefined, 'fr', 'ltr'],
    ['ar-EG,ar;q=0.9', undefined, 'ar', 'rtl'],
    ['sw-KE', undefined, 'sw', 'ltr'],
    ['de-DE', undefined, 'en', 'ltr'],
    ['fr-FR', 'sewee-lang=pt', 'pt', 'ltr'],
  ])('Accept-Language %s, cookie %s: <html lang="%s" dir="%s">', async (accept, cookie, lang, dir) => {
    const res = await new Client(t).get('/courses', { headers: { 'accept-language': accept, ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(res.headers['vary']).toMatch(/accept-language/);
  });
});

/** Needs the French translations (the translator's branch): fails while French is still the English placeholder. */
describe('real French', () => {
  it('Accept-Language: fr gives French error messages and a French verification e-mail', async () => {
    const login = await new Client(t).post(
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'Wrong#Password1' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(login.json().message).toBe(flatten(fr).get('auth.incorrect'));
    expect(login.json().message).not.toBe('Incorrect e-mail or password.');
    const body = newSignup();
    await new Client(t).post('/api/auth/signup', body, { headers: { 'accept-language': 'fr' } });
    const mail = await lastMailTo(t, body.email);
    expect(mail.subject).not.toContain('Your Sewee verification code');
    expect(mail.subject).toContain(codeFrom(mail));
  });
});
