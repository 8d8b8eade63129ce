import { i18n } from './i18n';

const locale = () => i18n.language || 'en';

/** A date such as "12 March 2025" in the reader's language; empty for missing values. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'long' }).format(d);
}

/** A date and time such as "12 March 2025 at 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeStyle: 'short' }).format(d);
}

/** A course price in dollars (spec §9), e.g. "$49.99", in the reader's number format. */
export function formatPrice(dollars: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(dollars);
}
