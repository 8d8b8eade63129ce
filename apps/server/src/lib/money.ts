/** An amount in the currency's minor unit, as people of `locale` read it ("$49.99", "49,99 $US"); a plain figure for a currency Intl does not know. */
export function formatMoney(amountCents: number, currency: string, locale = 'en') {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountCents / 100);
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency}`;
  }
}
