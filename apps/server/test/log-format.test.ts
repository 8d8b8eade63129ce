import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logDestination, logFormatFor, readableLine } from '../src/lib/logger';

/** The server's logger writing into memory through logDestination, as if standard output were (not) a terminal. */
function logTo(stdout: { isTTY?: boolean }) {
  let text = '';
  const sink = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { log: createLogger('info', logDestination(stdout, sink)), text: () => text };
}

describe('log lines: readable at a terminal, JSON elsewhere', () => {
  it('picks the readable form only when standard output is a terminal', () => {
    expect(logFormatFor({ isTTY: true })).toBe('readable');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json'); // a pipe or a file: Node leaves isTTY unset
  });

  it('a terminal gets time, level, message and key=value fields; anything else one JSON object a line', () => {
    const terminal = logTo({ isTTY: true });
    terminal.log.info({ admin: 'admin@sewee.test', courses: 8, note: 'two words' }, 'demo content created');
    expect(terminal.text()).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}demo content created {2}admin=admin@sewee\.test {2}courses=8 {2}note="two words"\n$/,
    );
    expect(terminal.text()).not.toMatch(/hostname|pid=|"level"/);

    const pipe = logTo({});
    pipe.log.info({ courses: 8 }, 'demo content created');
    expect(JSON.parse(pipe.text())).toMatchObject({ level: 30, msg: 'demo content created', courses: 8 });
  });

  it('the readable form keeps the redaction and shows an error with its stack below the line', () => {
    const terminal = logTo({ isTTY: true });
    terminal.log.warn({ err: new Error('disk full'), user: { password: 'hunter2' } }, 'could not save');
    const [first, ...stack] = terminal.text().trimEnd().split('\n');
    expect(first).toMatch(/ WARN {2}could not save: disk full {2}user=\{"password":"\[redacted\]"\}$/);
    expect(stack[0]).toBe('    Error: disk full');
    expect(stack[1]).toMatch(/^ {4}\s*at /);
    expect(terminal.text()).not.toContain('hunter2');
  });

  it('passes text that is not a JSON object through unchanged', () => {
    expect(readableLine('not json')).toBe('not json');
  });
});
