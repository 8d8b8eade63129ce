/** Codes of a database that cannot be reached or is going away (not of a bad query). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
/** What node-postgres says when a connection dies or cannot be had; these errors have no code. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed/i;

/**
 * Whether `err` (or what caused it: Drizzle wraps driver errors) means the database is out of reach,
 * so the request may succeed later: such a request is answered 503, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (e instanceof Error && UNREACHABLE_MESSAGE.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
