import { i18n } from './i18n';
import { formatMegabytes } from './video/data-cost';

/** "9 KB" ("9 ko" in French): decimal, as carriers bill, never below 1 KB. */
export function formatKilobytes(bytes: number, language: string): string {
  const size = new Intl.NumberFormat(language || 'en').format(Math.max(1, Math.round(bytes / 1000)));
  return i18n.t('common:units.kilobytes', { size, lng: language || 'en' });
}

/**
 * A file's size as a person reads it: kilobytes below 1 MB ("184 KB", a shrunk photo), megabytes
 * from there ("3.8 MB", a PDF pattern), in the reader's language and number format.
 */
export const formatFileSize = (bytes: number, language: string): string =>
  bytes < 1_000_000 ? formatKilobytes(bytes, language) : formatMegabytes(bytes);
