import { CURRENCY_META } from '@sewee/shared/constants';
import { formatAmount } from '@sewee/shared/money';
import { i18n } from './i18n';

const locale = () => i18n.language || 'en';

// Making an Intl formatter costs about a millisecond on a slow phone (a price on each of a page's
// course cards was ~50 ms of its hydration at Lighthouse's 4x CPU): one per language and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const key = `${kind} ${locale()} ${JSON.stringify(options)}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make(locale())));
  return made;
}
const dateFormat = (options: Intl.DateTimeFormatOptions) => formatter('date', options, (l) => new Intl.DateTimeFormat(l, options));
/** A number format in the reader's language, made once per language and options. */
export const numberFormat = (options: Intl.NumberFormatOptions) => formatter('number', options, (l) => new Intl.NumberFormat(l, options));

/** A date such as "12 March 2025" in the reader's language; empty for missing values. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat({ dateStyle: 'long' }).format(d);
}

/** The calendar day of an instant in UTC, such as "15 January 2027" (intake days are UTC days, decision 031). */
export function formatUtcDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** A date and time such as "12 March 2025 at 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat({ dateStyle: 'long', timeStyle: 'short' }).format(d);
}

let renderCurrency = 'USD';
/** The currency of the page the server is rendering (entry-server.tsx; the browser reads the page's meta instead). */
export function setRenderCurrency(code: string) {
  renderCurrency = code;
}

/**
 * The currency every price is charged in: the server's PAYMENT_CURRENCY, written into each page as
 * `<meta name="sewee-currency">` (USD when the page has none, e.g. the Vite dev server).
 */
export function siteCurrency(doc: Document | undefined = globalThis.document): string {
  // Rendered on the server (entry-server.tsx), the page is not a document yet: the currency it will carry.
  const code = doc ? doc.querySelector<HTMLMetaElement>(`meta[name="${CURRENCY_META}"]`)?.content : renderCurrency;
  return code && /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

/** A course price (major unit) in the site's currency, e.g. "$49.99" or "GH₵120.00", in the reader's number format; "Free" for 0. */
export function formatPrice(amount: number): string {
  if (amount === 0) return i18n.t('common:free');
  return formatMoney(amount, siteCurrency());
}

/** An amount in a currency's major unit (a payment in NGN shows "₦5,000.00") in the reader's language: the one money form (@sewee/shared/money). */
export function formatMoney(amount: number, currency: string): string {
  return formatAmount(amount, currency, locale(), numberFormat);
}
