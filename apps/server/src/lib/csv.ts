import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

type Cell = string | number | Date | null | undefined;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) is
 * neutralised with a leading apostrophe (OWASP, "CSV injection"): it is shown, never evaluated.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Streams a CSV download: a UTF-8 byte-order mark (so spreadsheets read names in any script
 * correctly), the header line, then each batch of lines as it is read. Never the whole file in memory.
 */
export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], batches: AsyncIterable<readonly Cell[][]>) {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) yield batch.map(csvLine).join('');
  }
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  return reply.send(Readable.from(lines(), { objectMode: false }));
}

/**
 * Reads a keyset-paged query to its end: `next(after)` gives the batch after the last row of the
 * previous one (null for the first), and an empty or short batch ends it.
 */
export async function* keysetBatches<R>(next: (after: R | null) => Promise<R[]>, size: number): AsyncIterable<R[]> {
  let after: R | null = null;
  for (;;) {
    const rows = await next(after);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!;
  }
}
