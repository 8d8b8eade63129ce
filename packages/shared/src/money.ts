import { isLocale, localeDir } from './locales';

/**
 * An amount (in the currency's major unit) as readers of `locale` see it, in one form per language on
 * every page, checkout and e-mail: the narrow symbol left to right ("$49.99", "49,99 $"), the ISO code
 * right to left ("USD 49.99": a symbol such as "US$" is split by the bidi rules into "$US"), isolated
 * there (FSI...PDI) so the line around it cannot reorder it; a plain figure for a code Intl does not
 * know. `numberFormat` lets a caller reuse its formatters (making one costs a slow phone a millisecond).
 */
export function formatAmount(
  amount: number,
  currency: string,
  locale: string,
  numberFormat: (options: Intl.NumberFormatOptions) => Intl.NumberFormat = (options) => new Intl.NumberFormat(locale, options),
): string {
  const rtl = isLocale(locale) && localeDir(locale) === 'rtl';
  let text: string;
  try {
    text = numberFormat({ style: 'currency', currency, currencyDisplay: rtl ? 'code' : 'narrowSymbol' }).format(amount);
  } catch {
    text = `${amount.toFixed(2)} ${currency}`;
  }
  return rtl ? `\u2068${text}\u2069` : text;
}
