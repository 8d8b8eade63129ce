import { numberFormat } from './format';
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

/**
 * A size against an upload limit, in the unit the server's limits and its 413 sentences use
 * (1 MB = 1,048,576 bytes, so FILE_LIMITS.maxBytes reads "20 MB" on both sides): a file refused
 * before sending is named with the same unit as the limit it broke ("25.3 MB: at most 20 MB").
 */
export function formatUploadSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return i18n.t('common:units.megabytes', {
    size: numberFormat({ maximumFractionDigits: 1 }).format(Math.max(0.1, Math.round(mb * 10) / 10)),
  });
}

/** A lesson file's type as a person names it: PDF, JPEG, PNG, WebP (product names, the same in every language). */
export function fileTypeLabel(type: string): string {
  const known: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
  return known[type] ?? (type.split('/')[1] ?? type).toUpperCase();
}
