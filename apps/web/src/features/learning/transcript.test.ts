import { describe, expect, it } from 'vitest';
import { transcriptParagraphs } from './transcript';

const cue = (start: number, end: number, text: string) => ({ start, end, text });

describe('transcriptParagraphs', () => {
  it('starts a paragraph after a pause of 2 s or more', () => {
    const ps = transcriptParagraphs([cue(0, 3, 'Hello.'), cue(3.2, 6, 'Today: hems'), cue(8, 10, 'First, fold.')]);
    expect(ps.map((p) => [p.start, p.cues.map((c) => c.text)])).toEqual([
      [0, ['Hello.', 'Today: hems']],
      [8, ['First, fold.']],
    ]);
  });

  it('ends a long paragraph at the end of a sentence, not in the middle of one', () => {
    const cues = Array.from({ length: 12 }, (_, i) => cue(i * 4, i * 4 + 4, i === 8 ? 'and press it.' : 'fold the edge'));
    const ps = transcriptParagraphs(cues);
    // 30 s are reached at the cue starting at 32 s, whose predecessor (28 s) has no full stop; 36 s follows "press it."
    expect(ps.map((p) => p.start)).toEqual([0, 36]);
  });

  it('breaks captions without punctuation every minute', () => {
    const cues = Array.from({ length: 40 }, (_, i) => cue(i * 3, i * 3 + 3, 'kata kitambaa'));
    expect(transcriptParagraphs(cues).map((p) => p.start)).toEqual([0, 60]);
  });

  it('reads Arabic question marks as the end of a sentence', () => {
    const cues = [cue(0, 31, 'هل ترى الخيط؟'), cue(31, 33, 'الآن نبدأ')];
    expect(transcriptParagraphs(cues).map((p) => p.start)).toEqual([0, 31]);
  });

  it('is empty for no cues', () => {
    expect(transcriptParagraphs([])).toEqual([]);
  });
});
