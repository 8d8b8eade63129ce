import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Fields of a logged error that carry what a person typed or a secret, never what went wrong:
 * Drizzle's `params` (names, e-mails, phone numbers, password and session-token hashes) and
 * PostgreSQL's `detail`/`where` ("Failing row contains (...)", "Key (email)=(...)").
 */
const ERROR_FIELDS_DROPPED = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** Drizzle writes the parameters into the message too ("Failed query: ...\nparams: a,b"), and so into the stack. */
const scrubText = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** pino's `err` serializer, without query parameters or row contents, down the `cause` chain. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: scrubText(err.message),
    stack: scrubText(err.stack),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key in out || key === 'cause' || ERROR_FIELDS_DROPPED.has(key)) continue;
    out[key] = value;
  }
  if (err.cause !== undefined && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** An error as text for a person (stderr at start-up), scrubbed like a log line. */
export function errorText(err: unknown): string {
  const safe = serializeError(err) as { stack?: string; message?: string };
  return safe?.stack ?? safe?.message ?? String(err);
}

/** Objects a log line may carry that hold secrets; logged as "[redacted]". */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.passwordHash',
  '*.tokenHash',
  '*.params',
];

export interface RepeatLimit {
  /** Identical warn/error lines allowed per window; the rest are counted, not written. */
  max: number;
  windowMs: number;
  /** The clock windows are measured on (tests move their own). */
  now?: () => number;
}

/** An outage makes every request fail the same way: 10 lines a minute tell as much as 15,000. */
export const REPEAT_LIMIT: RepeatLimit = { max: 10, windowMs: 60_000 };
const MAX_TRACKED_KINDS = 1_000;

/** What makes two warn/error lines "identical": level, message, and the error's kind and first line. */
function lineKind(level: number, args: unknown[]): string {
  const [first, second] = args;
  const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  const msg = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
  if (!(err instanceof Error)) return `${level}|${msg}`;
  const code = (err as { code?: unknown }).code ?? (err.cause as { code?: unknown } | undefined)?.code ?? '';
  return `${level}|${msg}|${err.name}|${String(code)}|${scrubText(err.message)!.split('\n', 1)[0]!.slice(0, 200)}`;
}

function repeatFilter(limit: RepeatLimit) {
  const seen = new Map<string, { start: number; count: number }>();
  /** Whether to write the line, and how many like it were held back in the window that just ended. */
  return (kind: string, now: number): { write: boolean; heldBack: number } => {
    let entry = seen.get(kind);
    let heldBack = 0;
    if (entry && now - entry.start >= limit.windowMs) {
      heldBack = Math.max(0, entry.count - limit.max);
      entry = undefined;
    }
    if (!entry) {
      if (seen.size >= MAX_TRACKED_KINDS) seen.clear();
      entry = { start: now, count: 0 };
      seen.set(kind, entry);
    }
    entry.count += 1;
    return { write: entry.count <= limit.max, heldBack };
  };
}

/**
 * The sink for stdout. Synchronous on purpose: pino's default asynchronous stdout stream flushes at
 * exit in a loop that retries EPIPE forever, so a server whose log reader had gone (`| head`) could
 * never exit. A broken pipe turns writing off instead (pino's own EPIPE filter); any other write
 * error is dropped rather than thrown into the code that was logging.
 */
function stdoutDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: true });
  destination.on('error', () => undefined);
  return destination;
}

/**
 * How lines are written: readable for a person watching a terminal (`npm start`), one JSON object a
 * line for everything else (a file, a pipe, a container's log collector), which tools can parse.
 */
export type LogFormat = 'readable' | 'json';
export const logFormatFor = (stdout: { isTTY?: boolean }): LogFormat => (stdout.isTTY ? 'readable' : 'json');

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, which the readable form shows its own way or leaves out (the same on every line). */
const FRAME_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

const two = (n: number, width = 2) => String(n).padStart(width, '0');
const fieldValue = (v: unknown) =>
  typeof v === 'string'
    ? /^[^\s"=]+$/.test(v)
      ? v
      : JSON.stringify(v)
    : typeof v === 'object' && v !== null
      ? JSON.stringify(v)
      : String(v);

/**
 * One JSON log line as a person reads it: local time, level, message, then the other fields as
 * key=value; an error's stack follows on indented lines. Text that is not a JSON object passes as it is.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  if (!entry || typeof entry !== 'object') return json;
  const at = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const time = `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${two(at.getMilliseconds(), 3)}`;
  const level = (LEVEL_NAMES[entry.level as number] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([k]) => !FRAME_FIELDS.has(k))
    .map(([k, v]) => `${k}=${fieldValue(v)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const message = [entry.msg, err?.message && err.message !== entry.msg ? err.message.split('\n', 1)[0] : undefined]
    .filter(Boolean)
    .join(': ');
  const stack = err?.stack ? `\n${err.stack.replace(/^/gm, '    ')}` : '';
  return `${time} ${level} ${[message, ...fields].filter(Boolean).join('  ')}${stack}\n`;
}

/** Writes each JSON line pino makes to `out` in the readable form. */
export function readableDestination(out: DestinationStream): DestinationStream {
  return { write: (line: string) => out.write(readableLine(line.replace(/\n$/, ''))) };
}

/** Where the server's lines go (standard output by default), in the form logFormatFor picks for that terminal or pipe. */
export function logDestination(
  stdout: { isTTY?: boolean } = process.stdout,
  out: DestinationStream = stdoutDestination(),
): DestinationStream {
  return logFormatFor(stdout) === 'readable' ? readableDestination(out) : out;
}

/** The one logger of the server process (Fastify's too): redacted errors, repeated warnings and errors limited. */
export function createLogger(level: string, destination: DestinationStream = logDestination(), limit: RepeatLimit = REPEAT_LIMIT): Logger {
  const filter = repeatFilter(limit);
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      hooks: {
        logMethod(args, method, levelValue) {
          if (levelValue < 40) return method.apply(this, args);
          const { write, heldBack } = filter(lineKind(levelValue, args), (limit.now ?? Date.now)());
          if (heldBack > 0) {
            const note = { heldBack, windowSeconds: limit.windowMs / 1000 };
            method.apply(this, [note, 'repeats of the next line were held back (not logged) in the last window'] as never);
          }
          if (write) method.apply(this, args);
        },
      },
    },
    destination,
  );
}
