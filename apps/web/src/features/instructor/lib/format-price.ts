import { i18n } from '../../../lib/i18n';

/** A price in dollars with its $ prefix (e.g. "$49.99"), in the reader's number format. */
export function formatPrice(dollars: number): string {
  return new Intl.NumberFormat(i18n.language || 'en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(dollars);
}
