import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatPrice, siteCurrency } from './format';
import { setLocale } from './i18n';

afterEach(() => setLocale('en', { remember: false }));

describe('formats follow the interface language (Intl)', () => {
  it('English, French, Arabic prices and dates', async () => {
    expect(formatPrice(49.99)).toBe('$49.99');
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('March 12, 2025');
    await setLocale('fr', { remember: false });
    expect(formatPrice(1234.5)).toMatch(/^1\s234,50\s\$$/);
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 mars 2025');
    await setLocale('ar', { remember: false });
    // Isolated, so a right-to-left line does not reorder "US$ 9.99".
    expect(formatPrice(9.99)).toMatch(/^\u2068.*9.*USD.*\u2069$/);
  });
});

describe("prices are in the server's currency (PAYMENT_CURRENCY)", () => {
  afterEach(() => document.head.querySelector('meta[name="sewee-currency"]')?.remove());

  it('reads it from the page the server wrote, and shows every price in it', () => {
    expect(siteCurrency()).toBe('USD');
    const meta = document.createElement('meta');
    meta.name = 'sewee-currency';
    meta.content = 'NGN';
    document.head.append(meta);
    expect(siteCurrency()).toBe('NGN');
    expect(formatPrice(5000)).toBe('₦5,000.00');
    expect(formatPrice(0)).toBe('Free');
    meta.content = 'not a code';
    expect(siteCurrency()).toBe('USD');
  });
});
