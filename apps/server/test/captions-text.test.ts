import { describe, expect, it } from 'vitest';
import { checkCues, formatCueTime, parseCaptions, parseCueTime, plainCueText, toWebVtt } from '@sewee/shared';

/** The caption file reader shared by the server (uploads) and the web (editor, transcript). */
describe('parseCaptions', () => {
  it('reads SRT (numbers, commas, CRLF, position tags) and writes it as WebVTT', () => {
    const srt = '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n{\\an8}Hello\r\nthere\r\n\r\n2\r\n01:00:03,040 --> 01:00:04,000\r\nBye\r\n';
    const parsed = parseCaptions(srt);
    expect(parsed).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 2.5, text: 'Hello\nthere' },
        { start: 3603.04, end: 3604, text: 'Bye' },
      ],
    });
    expect(toWebVtt(parsed.ok ? parsed.cues : [])).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\nthere\n\n01:00:03.040 --> 01:00:04.000\nBye\n',
    );
  });

  it('reads WebVTT: header text, identifiers, NOTE and STYLE blocks, short times and cue settings', () => {
    const vtt =
      'WEBVTT - a lecture\nKind: captions\n\nNOTE made by hand\n\nSTYLE\n::cue { color: red }\n\nc1\n00:01.000 --> 00:02.000 line:0\nOne\n';
    expect(parseCaptions(vtt)).toEqual({ ok: true, cues: [{ start: 1, end: 2, text: 'One' }] });
  });

  it('names the first bad line', () => {
    expect(parseCaptions('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nA\n')).toEqual({
      ok: false,
      problem: { kind: 'badTiming', line: 3, text: '00:00:01.000 -> 00:00:02.000' },
    });
    // A stray line between cues is a block without a timing.
    expect(parseCaptions('1\n00:00:01,000 --> 00:00:02,000\nA\n\nstray\n')).toMatchObject({
      ok: false,
      problem: { kind: 'badTiming', line: 5 },
    });
    expect(parseCaptions('1\n00:00:01,000 --> 00:00:02,000\n\n')).toMatchObject({ ok: false, problem: { kind: 'noText', line: 2 } });
    expect(parseCaptions('WEBVTT\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseCaptions('')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('checks times: end after start, starts in order, within the video', () => {
    const cue = (start: number, end: number) => ({ start, end, text: 'x' });
    expect(checkCues([cue(2, 1)])).toEqual({ kind: 'endBeforeStart', line: 1 });
    expect(checkCues([cue(1, 1)])).toEqual({ kind: 'endBeforeStart', line: 1 });
    expect(checkCues([cue(5, 6), cue(4, 7)])).toEqual({ kind: 'outOfOrder', line: 2 });
    // Overlaps are allowed (two speakers), as WebVTT allows them.
    expect(checkCues([cue(1, 5), cue(2, 3)])).toBeUndefined();
    expect(checkCues([cue(1, 10.4)], 10)).toBeUndefined();
    expect(checkCues([cue(1, 10.6)], 10)).toEqual({ kind: 'beyondVideo', line: 1, end: 10.6, length: 10 });
    // Unknown length (no ffmpeg on the server): not checked.
    expect(checkCues([cue(1, 9999)], null)).toBeUndefined();
    expect(checkCues([{ start: 1, end: 2, text: '  ' }])).toEqual({ kind: 'noText', line: 1 });
  });
});

describe('cue times and text', () => {
  it('formats and reads times', () => {
    expect(formatCueTime(3723.4)).toBe('01:02:03.400');
    expect(formatCueTime(0.0004)).toBe('00:00:00.000');
    expect(parseCueTime('1:05')).toBe(65);
    expect(parseCueTime('01:02:03.25')).toBe(3723.25);
    expect(parseCueTime('65.5')).toBe(65.5);
    expect(parseCueTime('1:75')).toBeUndefined();
    expect(parseCueTime('soon')).toBeUndefined();
  });
  it('keeps a cue inside its block when written', () => {
    expect(toWebVtt([{ start: 0, end: 1, text: 'a\n\n b --> c ' }])).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\nb -> c\n');
  });
  it('strips tags for reading', () => {
    expect(plainCueText('<v Amina>Cut <i>along</i> the grain &amp; pin</v>')).toBe('Cut along the grain & pin');
  });
});
