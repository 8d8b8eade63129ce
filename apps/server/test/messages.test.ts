import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, Messages, messageOf, placeholders, say, type Locale } from '@sewee/shared';
import { msg, renderMessage, requestLocale, serverMessages } from '../src/lib/messages';
import { AppError, notFound } from '../src/lib/app-error';
import { fieldsMessage } from '../src/lib/app-error';
import { mailMessages } from '../src/platform/mail/texts';
import { contactAckMessages } from '../src/modules/contact/ack-texts';
import { sandboxMessages } from '../src/modules/orders/sandbox-texts';
import { pdfMessages } from '../src/modules/certificates/pdf-texts';

const SRC = path.join(import.meta.dirname, '../src');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });

const catalogues: [string, Messages<never>][] = [
  ['lib/messages (errors, success answers, validation)', serverMessages as unknown as Messages<never>],
  ['platform/mail/texts', mailMessages as unknown as Messages<never>],
  ['modules/contact/ack-texts', contactAckMessages as unknown as Messages<never>],
  ['modules/orders/sandbox-texts', sandboxMessages as unknown as Messages<never>],
  ['modules/certificates/pdf-texts', pdfMessages as unknown as Messages<never>],
];
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const others = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

describe('every catalogue has every message in every language', () => {
  for (const [name, messages] of catalogues) {
    it(`${name}: each English key has a text in each language, with the same parameters`, () => {
      const english = messages.entries('en');
      for (const locale of others) {
        const own = messages.entries(locale);
        const problems: string[] = [];
        for (const [key, template] of english) {
          const plural = key !== baseKey(key);
          const forms = plural ? [...own.keys()].filter((k) => baseKey(k) === baseKey(key)) : own.has(key) ? [key] : [];
          if (!forms.length || (plural && !own.has(`${baseKey(key)}_other`))) problems.push(`${key}: missing`);
          const names = new Set(placeholders(template).filter((n) => n !== 'count'));
          // A plural form may say the number in words ("two tries"): only the other parameters are required.
          for (const form of forms) {
            const theirs = new Set(placeholders(own.get(form)!).filter((n) => n !== 'count'));
            if ([...names].some((n) => !theirs.has(n)) || [...theirs].some((n) => !names.has(n)))
              problems.push(`${form}: parameters ${[...theirs].join(',')} instead of ${[...names].join(',')}`);
          }
        }
        for (const key of own.keys())
          if (!english.has(key) && ![...english.keys()].some((k) => baseKey(k) === baseKey(key))) problems.push(`${key}: not in English`);
        expect(problems, `${name} in ${locale}`).toEqual([]);
      }
    });
  }
});

describe('server messages by key', () => {
  it('throws no English sentence: every AppError, forbidden(), badRequest() and notFound() is given a key', () => {
    // The type-checker requires a message key; this catches a cast or an `as never` slipping a text through.
    const sentence = /(?:new AppError\(\s*'[A-Z_]+',\s*|\b(?:forbidden|badRequest)\(\s*)[`'"]|\bnotFound\(\s*[`'"](?!things\.)/;
    const found = sources(SRC).filter((file) => sentence.test(fs.readFileSync(file, 'utf8')));
    expect(found.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('answers success messages by key (textFor), never an English literal a route writes', () => {
    const literal = /\bsuccess: true[^}]*\bmessage: [`'"]/;
    const found = sources(path.join(SRC, 'modules')).filter((file) => literal.test(fs.readFileSync(file, 'utf8')));
    // Media's delete answer is English only (not in the catalogue): see docs/languages.md.
    expect(found.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it("keeps the specification's English byte for byte", () => {
    expect(new AppError('UNAUTHENTICATED', msg('auth.incorrect')).message).toBe('Incorrect e-mail or password.');
    expect(notFound('things.course').message).toBe('That course was not found.');
    expect(renderMessage(msg('auth.wrongCode', { count: 1 }), 'en')).toBe('That code is not right. 1 try left.');
    expect(renderMessage(msg('auth.wrongCode', { count: 3 }), 'en')).toBe('That code is not right. 3 tries left.');
    expect(renderMessage(msg('general.tooManyAttempts', { wait: msg('wait.minutes', { count: 5 }) }), 'en')).toBe(
      'Too many attempts. Please wait 5 minutes and try again.',
    );
  });

  it('renders message parameters in the same language ("That course", "5 minutes", a field name)', () => {
    const fr = (key: string) => serverMessages.template('fr', key)!;
    expect(renderMessage(notFound('things.course').text, 'fr')).toBe(fr('general.notFound').replace('{{what}}', fr('things.course')));
    const wait = serverMessages.template('fr', 'wait.minutes', 5)!.replace('{{count}}', '5');
    expect(renderMessage(msg('general.tooManyAttempts', { wait: msg('wait.minutes', { count: 5 }) }), 'fr')).toBe(
      fr('general.tooManyAttempts').replace('{{wait}}', wait),
    );
    const required = messageOf(say('required', { field: 'name' }), 'validation.');
    expect(required).toEqual({ key: 'validation.required', params: { field: { key: 'validation.fields.name' } } });
    expect(renderMessage(fieldsMessage([{ path: 'name', message: required as never }]), 'fr')).toBe(
      fr('validation.required').replace('{{field}}', fr('validation.fields.name')),
    );
  });

  it('picks plural forms by Intl.PluralRules, Arabic included, falling back to `_other`', () => {
    const ar = (count: number) => renderMessage(msg('auth.wrongCode', { count }), 'ar');
    const forms = serverMessages.entries('ar');
    expect(ar(0)).toBe(forms.get('auth.wrongCode_zero')!.replace('{{count}}', '0'));
    expect(ar(2)).toBe(forms.get('auth.wrongCode_two')!.replace('{{count}}', '2'));
    expect(ar(11)).toBe((forms.get('auth.wrongCode_many') ?? forms.get('auth.wrongCode_other')!).replace('{{count}}', '11'));
    expect(renderMessage(msg('auth.wrongCode', { count: 1 }), 'fr')).toBe(
      serverMessages.entries('fr').get('auth.wrongCode_one')!.replace('{{count}}', '1'),
    );
  });

  it("chooses the account's language, then the device's cookie, then Accept-Language, then English", () => {
    const headers = { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' };
    expect(requestLocale({ headers })).toBe('pt');
    expect(requestLocale({ headers: { ...headers, cookie: 'a=b; sewee-lang=sw' } })).toBe('sw');
    expect(requestLocale({ headers: { ...headers, cookie: 'sewee-lang=sw' }, user: { language: 'ar' } })).toBe('ar');
    expect(requestLocale({ headers: { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' } })).toBe('fr');
    expect(requestLocale({ headers: { 'accept-language': 'de, *;q=0.1' } })).toBe('en');
    expect(requestLocale({ headers: {} })).toBe('en');
  });
});

describe('server messages are translated', () => {
  for (const locale of others) {
    it(`${locale}: error messages are not English`, () => {
      expect(serverMessages.text(locale, 'auth.incorrect')).not.toBe('Incorrect e-mail or password.');
      expect(renderMessage(messageOf(say('required', { field: 'name' }), 'validation.') as never, locale)).not.toBe('Name is required');
      expect(serverMessages.text(locale, 'general.internal')).not.toBe(serverMessages.text('en', 'general.internal'));
    });
  }
});
