import { DEFAULT_LOCALE, localeDir, type KeyOf, type Locale } from '@sewee/shared';
import { mailMessages } from './texts';
import type { mailTexts } from './texts/en';

/** Short, phone-readable mails with a plain-text and an HTML part, in the recipient's language. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Params = Readonly<Record<string, string | number>>;
/** A key of the mails' catalogue (texts/en.ts); a key it lacks is a compile error. */
type MailKey = KeyOf<typeof mailTexts>;
/** The decisions the catalogue has a mail for (`decision.account.approved`, ...). */
type DecisionKind = MailKey extends infer K ? (K extends `decision.${infer A}.${infer S}.subject` ? `decision.${A}.${S}` : never) : never;

/** A mail's texts in one language: `t` for the plain-text part, `h` for HTML (its parameters escaped, `raw` ones not). */
function texts(locale: Locale) {
  const t = (key: MailKey, params: Params = {}) => mailMessages.render(locale, { key, params });
  const h = (key: MailKey, params: Params = {}, raw: Params = {}) => {
    const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escape(String(v))]));
    return escape(mailMessages.template(locale, key) ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in raw ? String(raw[name]) : name in escaped ? escaped[name]! : whole,
    );
  };
  const layout = (title: string, bodyHtml: string) =>
    `<!doctype html><html lang="${locale}" dir="${localeDir(locale)}"><body style="margin:0;padding:16px;background:#faf7f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1a17">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#9d174d">Sewee</p>
<h1 style="font-size:18px;margin:0 0 12px">${escape(title)}</h1>
${bodyHtml}
<p style="margin:24px 0 0;font-size:12px;color:#6b625c">${h('footer')}</p>
</div></body></html>`;
  return { t, h, layout };
}

/** The mails' frame (brand, title, footer) in `locale`, for a mail whose texts live in its module. */
export function mailLayout(locale: Locale, title: string, bodyHtml: string): string {
  return texts(locale).layout(title, bodyHtml);
}

export { escape as escapeHtml };

export function verificationMail(name: string, code: string, locale: Locale = DEFAULT_LOCALE) {
  const { t, h, layout } = texts(locale);
  const subject = t('verification.subject', { code });
  const text = `${t('hello', { name })}\n\n${t('verification.codeIs', { code })}\n${t('verification.expires')}\n\n${t('verification.notYou')}\n\n${t('signature')}`;
  const html = layout(
    t('verification.title'),
    `<p>${h('hello', { name })}</p><p>${h('verification.yourCode')}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0">${code}</p>
<p>${h('verification.expires')} ${h('verification.notYou')}</p>`,
  );
  return { subject, text, html };
}

export function resetMail(name: string, link: string, locale: Locale = DEFAULT_LOCALE) {
  const { t, h, layout } = texts(locale);
  const subject = t('reset.subject');
  const text = `${t('hello', { name })}\n\n${t('reset.openLink')}\n${link}\n\n${t('reset.notYou')}\n\n${t('signature')}`;
  const html = layout(
    t('reset.title'),
    `<p>${h('hello', { name })}</p><p>${h('reset.tapButton')}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${h('reset.button')}</a></p>
<p style="font-size:13px;word-break:break-all">${h('reset.orOpen', { link })}</p>
<p>${h('reset.notYou')}</p>`,
  );
  return { subject, text, html };
}

type Optional = string | null | undefined;

/** The contact form's message, to the site's own address (in the site's language: English unless told). */
export function contactMail(
  m: {
    name: string;
    email: string;
    phone?: Optional;
    company?: Optional;
    subject?: Optional;
    message?: Optional;
  },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { t, layout } = texts(locale);
  const fields: [string, Optional][] = [
    [t('contact.name'), m.name],
    [t('contact.email'), m.email],
    [t('contact.phone'), m.phone],
    [t('contact.company'), m.company],
    [t('contact.subjectField'), m.subject],
    [t('contact.message'), m.message],
  ];
  const shown = fields.filter(([, v]) => v);
  const subject = t('contact.subject', { about: m.subject || m.name }).slice(0, 200);
  const text = shown.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = layout(
    t('contact.title'),
    shown.map(([k, v]) => `<p><strong>${escape(k)}:</strong> ${escape(v!).replace(/\n/g, '<br>')}</p>`).join(''),
  );
  return { subject, text, html };
}

export type RefundReasonKey = 'duplicate' | 'account_rejected' | 'application_rejected';

export function refundMail(
  m: {
    name: string;
    courseTitle: string;
    amount: string;
    reference: string;
    reason: RefundReasonKey;
  },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { t, h, layout } = texts(locale);
  const subject = t('refund.subject', { course: m.courseTitle }).slice(0, 200);
  const why = t(`refund.why.${m.reason}`);
  const text = `${t('hello', { name: m.name })}\n\n${t('refund.received', { amount: m.amount, course: m.courseTitle, reference: m.reference, why })}\n\n${t('refund.willRefund')}\n\n${t('signature')}`;
  const html = layout(
    t('refund.title'),
    `<p>${h('hello', { name: m.name })}</p><p>${h('refund.receivedHtml', { course: m.courseTitle, why }, { amount: `<strong>${escape(m.amount)}</strong>` })}</p>
<p>${h('refund.willRefundHtml')}</p>
<p style="font-family:monospace;word-break:break-all">${escape(m.reference)}</p>`,
  );
  return { subject, text, html };
}

/** A paid order's receipt: course, amount, reference and date. */
export function receiptMail(
  m: { name: string; courseTitle: string; amount: string; reference: string; date: string },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { t, h, layout } = texts(locale);
  const subject = t('receipt.subject', { course: m.courseTitle }).slice(0, 200);
  const rows: [string, string][] = [
    [t('receipt.course'), m.courseTitle],
    [t('receipt.amount'), m.amount],
    [t('receipt.reference'), m.reference],
    [t('receipt.date'), m.date],
  ];
  const text = `${t('hello', { name: m.name })}\n\n${t('receipt.paid', { course: m.courseTitle })}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${t('receipt.keep')}\n\n${t('signature')}`;
  const html = layout(
    t('receipt.title'),
    `<p>${h('hello', { name: m.name })}</p><p>${h('receipt.paidHtml', { course: m.courseTitle })}</p>
<table style="border-collapse:collapse;width:100%">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:start;padding:4px 12px 4px 0;color:#6b625c;font-weight:400">${escape(k)}</th><td style="padding:4px 0;word-break:break-all"><strong>${escape(v)}</strong></td></tr>`,
      )
      .join('')}</table>
<p>${h('receipt.keep')}</p>`,
  );
  return { subject, text, html };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function signupNoticeMail(name: string, links: { signIn: string; reset: string }, locale: Locale = DEFAULT_LOCALE) {
  const { t, h, layout } = texts(locale);
  const subject = t('signupNotice.subject');
  const text = `${t('hello', { name })}\n\n${t('signupNotice.tried')}\n\n${t('signupNotice.ifYou', { link: links.signIn })}\n${t('signupNotice.forgot', { link: links.reset })}\n\n${t('signupNotice.notYou')}\n\n${t('signature')}`;
  const html = layout(
    t('signupNotice.title'),
    `<p>${h('hello', { name })}</p><p>${h('signupNotice.tried')}</p>
<p><a href="${escape(links.signIn)}" style="display:inline-block;background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${h('signupNotice.signIn')}</a></p>
<p>${h('signupNotice.forgotHtml', {}, { link: `<a href="${escape(links.reset)}">${h('signupNotice.resetIt')}</a>` })}</p>
<p>${h('signupNotice.notYou')}</p>`,
  );
  return { subject, text, html };
}

/**
 * An admin's decision on an application (`about: 'application'`, naming the course) or on an
 * account: what was decided, what to do next (Buy Now, or why not), a link, and the admin's
 * message when one was given.
 */
export function decisionMail(
  m: {
    about: 'application' | 'account';
    /** `waitlisted` and `promoted` (a seat from the waitlist, with its deadline `date`) are for applications only. */
    status: 'approved' | 'rejected' | 'waitlisted' | 'promoted';
    name: string;
    course?: string;
    link: string;
    message?: Optional;
    date?: string;
  },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { t, h, layout } = texts(locale);
  // Accounts have no waitlist: only the pairs the catalogue has are ever asked for (a cast, checked by tests/mail-languages).
  const k = `decision.${m.about}.${m.status}` as DecisionKind;
  const course = m.course ?? '';
  const date = m.date ?? '';
  const subject = t(`${k}.subject`, { course }).slice(0, 200);
  const note = m.message ? `${t('decision.adminMessage')}\n${m.message}\n\n` : '';
  const text = `${t('hello', { name: m.name })}\n\n${t(`${k}.body`, { course })}\n\n${note}${t(`${k}.next`, { date })}\n${m.link}\n\n${t('decision.replyToAsk')}\n\n${t('signature')}`;
  const noteHtml = m.message
    ? `<p style="margin:16px 0 4px;font-weight:600">${h('decision.adminMessage')}</p><blockquote style="margin:0;padding:8px 12px;border-inline-start:3px solid #9d174d;background:#faf7f5">${escape(m.message).replace(/\n/g, '<br>')}</blockquote>`
    : '';
  const html = layout(
    t(`${k}.title`),
    `<p>${h('hello', { name: m.name })}</p><p>${h(`${k}.body`, { course })}</p>${noteHtml}
<p>${h(`${k}.next`, { date })}</p>
<p><a href="${escape(m.link)}" style="display:inline-block;background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${h(`${k}.button`)}</a></p>
<p>${h('decision.replyToAsk')}</p>`,
  );
  return { subject, text, html };
}

/** A verdict on a practice piece: passed or needs work, with the instructor's comment. */
export function practiceReviewMail(
  m: { verdict: 'passed' | 'needs_work'; name: string; piece: string; course: string; comment?: Optional; link: string },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { t, h, layout } = texts(locale);
  const k = `practiceReview.${m.verdict}` as const;
  const p = { piece: m.piece, course: m.course };
  const subject = t(`${k}.subject`, p).slice(0, 200);
  const note = m.comment ? `${t('practiceReview.comment')}\n${m.comment}\n\n` : '';
  const text = `${t('hello', { name: m.name })}\n\n${t(`${k}.body`, p)}\n\n${note}${m.link}\n\n${t('signature')}`;
  const noteHtml = m.comment
    ? `<p style="margin:16px 0 4px;font-weight:600">${h('practiceReview.comment')}</p><blockquote style="margin:0;padding:8px 12px;border-inline-start:3px solid #9d174d;background:#faf7f5">${escape(m.comment).replace(/\n/g, '<br>')}</blockquote>`
    : '';
  const html = layout(
    t(`${k}.title`),
    `<p>${h('hello', { name: m.name })}</p><p>${h(`${k}.body`, p)}</p>${noteHtml}
<p><a href="${escape(m.link)}" style="display:inline-block;background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${h('practiceReview.button')}</a></p>`,
  );
  return { subject, text, html };
}
