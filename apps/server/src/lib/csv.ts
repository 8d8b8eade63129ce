import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

type Cell = string | number | Date | null | undefined;

/**
 * One CSV cell (RFC 4180), always quoted: a spreadsheet set to a language whose list separator is
 * `;` (French, Portuguese) splits an unquoted cell at each `;`. A piece a spreadsheet would run as
 * a formula (starting with = + - @, or a tab or carriage return), at the cell's start or after a
 * `;`, tab or line break inside it, is neutralised with a leading apostrophe (OWASP, "CSV
 * injection"): it is shown, never evaluated, however the file is split.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '""';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string') s = s.replace(/(^|[;\t\r\n])(?=[=+\-@\t\r])/g, "$1'");
  return `"${s.replace(/"/g, '""')}"`;
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
