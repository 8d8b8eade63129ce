import { DrizzleQueryError } from 'drizzle-orm';

/** SQLSTATEs of a PostgreSQL that is going away or cannot take us (not of a bad query). */
const SERVER_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
/** Socket errors of the driver's own connection (they carry the failed `syscall`). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** What node-postgres says when a connection dies or cannot be had; these errors have no code. */
const DRIVER_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i;

function unreachable(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  if (e instanceof AggregateError && e.errors.some(unreachable)) return true; // every address of a host name refused
  const { code, syscall } = e as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (SERVER_CODES.has(code) || code.startsWith('08')) return true; // 08xxx: connection exception
    if (NETWORK_CODES.has(code) && typeof syscall === 'string') return true;
  }
  return e instanceof Error && DRIVER_MESSAGE.test(e.message);
}

/**
 * Whether `err` means the database is out of reach, so the request may succeed later: such a
 * request is answered 503, not 500. Only Drizzle's wrapper is looked inside: a payment provider's
 * "could not be reached" carries a network error as its cause and is no database outage, and a
 * client that hangs up mid-upload (ECONNRESET without a syscall) is none either.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return unreachable(err instanceof DrizzleQueryError ? err.cause : err);
}

/** A foreign-key violation (SQLSTATE 23503): a row we point at was deleted between our check and our write. */
export function isForeignKeyViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23503' || err?.cause?.code === '23503';
}
