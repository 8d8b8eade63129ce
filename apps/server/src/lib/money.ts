/** An amount in the currency's minor unit, as people read it ("$49.99"); a plain figure for a currency Intl does not know. */
export function formatMoney(amountCents: number, currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amountCents / 100);
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency}`;
  }
}
