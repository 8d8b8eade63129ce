import { formatAmount } from '@sewee/shared/money';

/** An amount in the currency's minor unit, as people of `locale` read it: the same form as the web app's ("$49.99", "49,99 $"). */
export function formatMoney(amountCents: number, currency: string, locale = 'en') {
  return formatAmount(amountCents / 100, currency, locale);
}
