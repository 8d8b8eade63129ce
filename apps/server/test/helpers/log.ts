import { Writable } from 'node:stream';
import { createLogger, REPEAT_LIMIT, type RepeatLimit } from '../../src/lib/logger';

/** The server's own logger (same redaction and repeat limit), writing into memory for a test to read. */
export function capturedLog(limit: RepeatLimit = REPEAT_LIMIT) {
  let text = '';
  const sink = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const log = createLogger('info', sink, limit);
  return {
    log,
    /** Everything written so far. */
    text: () => text,
    /** The written lines, parsed. */
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string; [k: string]: unknown }),
  };
}
