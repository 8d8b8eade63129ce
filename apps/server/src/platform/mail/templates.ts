/** Short, phone-readable mails with a plain-text and an HTML part. */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;padding:16px;background:#faf7f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1a17">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#9d174d">Sewee</p>
<h1 style="font-size:18px;margin:0 0 12px">${escape(title)}</h1>
${bodyHtml}
<p style="margin:24px 0 0;font-size:12px;color:#6b625c">Sewee — fashion and craft courses for students across Africa.</p>
</div></body></html>`;
}

export function verificationMail(name: string, code: string) {
  const subject = `Your Sewee verification code: ${code}`;
  const text = `Hello ${name},\n\nYour Sewee verification code is ${code}.\nIt expires in 10 minutes.\n\nIf you did not sign up for Sewee, ignore this e-mail.\n\nSewee`;
  const html = layout(
    'Verify your e-mail',
    `<p>Hello ${escape(name)},</p><p>Your verification code is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0">${code}</p>
<p>It expires in 10 minutes. If you did not sign up for Sewee, ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}

export function resetMail(name: string, link: string) {
  const subject = 'Reset your Sewee password';
  const text = `Hello ${name},\n\nTo choose a new password, open this link (valid for 1 hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.\n\nSewee`;
  const html = layout(
    'Reset your password',
    `<p>Hello ${escape(name)},</p><p>To choose a new password, tap the button below. The link is valid for 1 hour.</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Reset password</a></p>
<p style="font-size:13px;word-break:break-all">Or open: ${escape(link)}</p>
<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>`,
  );
  return { subject, text, html };
}

type Optional = string | null | undefined;

export function contactMail(m: {
  name: string;
  email: string;
  phone?: Optional;
  company?: Optional;
  subject?: Optional;
  message?: Optional;
}) {
  const fields: [string, Optional][] = [
    ['Name', m.name],
    ['Email', m.email],
    ['Phone', m.phone],
    ['Company', m.company],
    ['Subject', m.subject],
    ['Message', m.message],
  ];
  const shown = fields.filter(([, v]) => v);
  const subject = `Contact form: ${m.subject || m.name}`.slice(0, 200);
  const text = shown.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = layout(
    'New message from the contact form',
    shown.map(([k, v]) => `<p><strong>${k}:</strong> ${escape(v!).replace(/\n/g, '<br>')}</p>`).join(''),
  );
  return { subject, text, html };
}

/** Why a payment is being refunded, in the student's words (docs/enrolment.md, "Payments to refund"). */
export const REFUND_EXPLANATIONS = {
  duplicate: 'you had already bought this course with an earlier payment, so you are enrolled once and this second payment is not needed',
  account_rejected: 'your account was not approved by the Sewee team, so the payment could not enrol you',
  application_rejected: 'your application for this course was not approved, so the payment could not enrol you',
} as const;

export function refundMail(m: {
  name: string;
  courseTitle: string;
  amount: string;
  reference: string;
  reason: keyof typeof REFUND_EXPLANATIONS;
}) {
  const subject = `Your payment for ${m.courseTitle} will be refunded`.slice(0, 200);
  const why = REFUND_EXPLANATIONS[m.reason];
  const text = `Hello ${m.name},\n\nWe received your payment of ${m.amount} for "${m.courseTitle}" (reference ${m.reference}), but ${why}.\n\nThe Sewee team will refund it to you. You do not need to do anything; if you have a question, reply to this e-mail and quote the reference.\n\nSewee`;
  const html = layout(
    'Your payment will be refunded',
    `<p>Hello ${escape(m.name)},</p><p>We received your payment of <strong>${escape(m.amount)}</strong> for “${escape(m.courseTitle)}”, but ${escape(why)}.</p>
<p>The Sewee team will refund it to you. You do not need to do anything; if you have a question, reply to this e-mail and quote the reference:</p>
<p style="font-family:monospace;word-break:break-all">${escape(m.reference)}</p>`,
  );
  return { subject, text, html };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function signupNoticeMail(name: string, links: { signIn: string; reset: string }) {
  const subject = 'Someone tried to sign up to Sewee with your e-mail';
  const text = `Hello ${name},\n\nSomeone just tried to create a Sewee account with this e-mail address, which already has an account.\n\nIf it was you, sign in: ${links.signIn}\nForgot your password? Reset it: ${links.reset}\n\nIf it was not you, ignore this e-mail: nothing has changed.\n\nSewee`;
  const html = layout(
    'You already have an account',
    `<p>Hello ${escape(name)},</p><p>Someone just tried to create a Sewee account with this e-mail address, which already has an account.</p>
<p><a href="${escape(links.signIn)}" style="display:inline-block;background:#9d174d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Sign in</a></p>
<p>Forgot your password? <a href="${escape(links.reset)}">Reset it</a>.</p>
<p>If it was not you, ignore this e-mail: nothing has changed.</p>`,
  );
  return { subject, text, html };
}
