import type { ByteRange } from '../../platform/storage';

/**
 * Parses an HTTP Range header against a resource of `size` bytes (RFC 9110 §14).
 * - undefined: no byte range asked for (serve the whole file);
 * - 'unsatisfiable': a bytes range that is malformed, outside the file or asks for several parts;
 * - a single inclusive range otherwise (`bytes=0-99`, open `bytes=100-`, suffix `bytes=-500`).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const m = /^\s*([A-Za-z]+)\s*=\s*(.*)$/.exec(header);
  if (!m) return 'unsatisfiable';
  // Another range unit is not ours to answer: the whole representation is served (RFC 9110 §14.2).
  if (m[1].toLowerCase() !== 'bytes') return undefined;
  const spec = m[2].trim();
  if (spec.includes(',')) return 'unsatisfiable';
  const r = /^(\d*)-(\d*)$/.exec(spec);
  if (!r || (r[1] === '' && r[2] === '')) return 'unsatisfiable';
  if (r[1].length > 15 || r[2].length > 15) return 'unsatisfiable';
  if (r[1] === '') {
    const suffix = Number(r[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(r[1]);
  const end = r[2] === '' ? size - 1 : Math.min(Number(r[2]), size - 1);
  if (start >= size || (r[2] !== '' && Number(r[2]) < start)) return 'unsatisfiable';
  return { start, end };
}
