import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n';
import { formatFileSize, formatKilobytes, formatUploadSize } from './file-size';

describe('formatKilobytes', () => {
  it('rounds to whole decimal kilobytes, at least 1', () => {
    expect(formatKilobytes(9_200, 'en')).toBe('9 KB');
    expect(formatKilobytes(120, 'en')).toBe('1 KB');
  });

  it("writes the reader's unit symbol: ko in French", async () => {
    await setLocale('fr', { remember: false });
    expect(formatKilobytes(12_345_000, 'fr')).toBe('12\u202f345 ko');
  });

  afterEach(() => setLocale('en', { remember: false }));
});

describe('formatFileSize', () => {
  it('says kilobytes below one megabyte and megabytes from there', () => {
    expect(formatFileSize(184_320, 'en')).toBe('184 KB');
    expect(formatFileSize(999_499, 'en')).toBe('999 KB');
    expect(formatFileSize(3_800_000, 'en')).toBe('3.8 MB');
    expect(formatFileSize(20_971_520, 'en')).toBe('21 MB');
  });
});

describe('formatUploadSize', () => {
  it("names limits and what broke them in the server's megabytes (1,048,576 bytes)", () => {
    expect(formatUploadSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatUploadSize(26_500_000)).toBe('25.3 MB');
  });
});
