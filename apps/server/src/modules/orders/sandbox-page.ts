import { DEFAULT_LOCALE, localeDir, type KeyOf, type Locale, type ParamsArg } from '@sewee/shared';
import { formatMoney } from '../../lib/money';
import { sandboxMessages } from './sandbox-texts';
import type { sandboxTexts } from './sandbox-texts/en';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f3f0;color:#1f1f1f;
display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:420px;width:100%;padding:24px}
.banner{background:#fff4d6;border:2px dashed #c98a00;color:#6b4700;border-radius:8px;padding:12px;text-align:center;font-weight:700;margin-bottom:20px}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 16px;color:#555}.amount{font-size:2rem;font-weight:700;color:#1f1f1f;margin:8px 0 24px}
.actions{display:flex;flex-direction:column;gap:12px}button{font:inherit;font-weight:600;border-radius:8px;padding:14px;border:0;cursor:pointer;width:100%}
.pay{background:#1d6b4f;color:#fff}.later{background:#fff;color:#1d6b4f;border:2px solid #1d6b4f}.cancel{background:#eee;color:#1f1f1f}button:focus-visible{outline:3px solid #c98a00;outline-offset:2px}
.note{font-size:.85rem;margin-top:16px;text-align:center}`;

/** The sandbox provider's checkout page: clearly a test, no real money. */
export function sandboxCheckoutPage(
  o: { reference: string; courseTitle: string; amountCents: number; currency: string; open: boolean; settleSeconds: number },
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = <K extends KeyOf<typeof sandboxTexts>>(key: K, ...params: ParamsArg<typeof sandboxTexts, K>) =>
    escapeHtml(sandboxMessages.text(locale, key, ...params));
  const amount = formatMoney(o.amountCents, o.currency, locale);
  const ref = encodeURIComponent(o.reference);
  const body = o.open
    ? `<form method="post" action="/sandbox/checkout/${ref}" class="actions">
  <button class="pay" type="submit" name="action" value="pay">${t('pay', { amount })}</button>
  <button class="later" type="submit" name="action" value="later">${t('payLater', { seconds: String(o.settleSeconds) })}</button>
  <button class="cancel" type="submit" name="action" value="cancel">${t('cancel')}</button>
</form>`
    : `<p>${t('done')}</p>
<form method="post" action="/sandbox/checkout/${ref}" class="actions"><button class="cancel" type="submit" name="action" value="pay">${t('returnToSewee')}</button></form>`;
  return `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')}</title><style>${STYLE}</style></head>
<body><main>
<div class="banner" role="note">${t('banner')}</div>
<h1>${escapeHtml(o.courseTitle)}</h1>
<p>${t('heading')}</p>
<div class="amount">${escapeHtml(amount)}</div>
<p>${t('currency', { currency: o.currency })}</p>
${body}
<p class="note">${t('note')}</p>
</main></body></html>`;
}

export function sandboxNotFoundPage(locale: Locale = DEFAULT_LOCALE) {
  const t = (key: 'notFoundTitle' | 'notFound' | 'back') => escapeHtml(sandboxMessages.text(locale, key));
  return `<!doctype html><html lang="${locale}" dir="${localeDir(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('notFoundTitle')}</title></head><body style="font-family:system-ui,sans-serif;padding:24px">
<h1>${t('notFoundTitle')}</h1><p>${t('notFound')}</p><p><a href="/">${t('back')}</a></p></body></html>`;
}
