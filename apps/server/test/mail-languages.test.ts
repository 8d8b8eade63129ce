import { describe, expect, it } from 'vitest';
import { LOCALES, localeDir } from '@sewee/shared';
import { contactMail, refundMail, resetMail, signupNoticeMail, verificationMail } from '../src/platform/mail/templates';
import { contactAckMail } from '../src/modules/contact/ack-mail';

const render = (locale: (typeof LOCALES)[number]) => ({
  verification: verificationMail('Amina <b>', '123456', locale),
  reset: resetMail('Amina', 'https://sewee.example/reset-password/tok', locale),
  notice: signupNoticeMail(
    'Amina',
    { signIn: 'https://sewee.example/sewee-login', reset: 'https://sewee.example/forgot-password' },
    locale,
  ),
  refund: refundMail({ name: 'Amina', courseTitle: 'Bag Making', amount: '$5.00', reference: 'sewee_ref1', reason: 'duplicate' }, locale),
  contact: contactMail({ name: 'Amina', email: 'a@example.com', message: 'Bonjour' }, locale),
  contactAck: contactAckMail(locale),
});

describe('e-mail templates in every language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every mail renders, with its lang and direction, its parameters and nothing left unfilled`, () => {
      for (const [name, mail] of Object.entries(render(locale))) {
        expect(mail.html, name).toContain(`<html lang="${locale}" dir="${localeDir(locale)}">`);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, name).not.toMatch(/\{\{|\}\}/);
      }
      const m = render(locale);
      expect(m.verification.subject).toContain('123456');
      expect(m.verification.text).toContain('Amina <b>');
      expect(m.verification.html).toContain('Amina &#60;b&#62;');
      expect(m.reset.text).toContain('https://sewee.example/reset-password/tok');
      expect(m.notice.html).toContain('href="https://sewee.example/forgot-password"');
      expect(m.refund.text).toContain('sewee_ref1');
      expect(m.refund.html).toContain('<strong>$5.00</strong>');
    });
  }

  /** Needs the translations (the translator's branch): fails while a language is still English. */
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: the mails are translated`, () => {
      const [mine, english] = [render(locale), render('en')];
      for (const name of Object.keys(english) as (keyof typeof english)[]) {
        expect(mine[name].subject === english[name].subject && name !== 'contact', `${name} subject`).toBe(false);
        expect(mine[name].text, `${name} text`).not.toBe(english[name].text);
      }
    });
  }
});
