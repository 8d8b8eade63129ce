import type { Cue } from '@sewee/shared/captions-text';

/** A paragraph of the transcript: its first cue's time and its cues, in order. */
export interface TranscriptParagraph {
  start: number;
  cues: Cue[];
}

/** A pause this long (seconds) between two cues starts a new paragraph. */
const PAUSE_SECONDS = 2;
/** Past this length a paragraph ends at the next end of a sentence… */
const SOFT_SECONDS = 30;
/** …and past this one at the next cue, sentence or not (captions without punctuation). */
const HARD_SECONDS = 60;
const SENTENCE_END = /[.!?…؟。]["'”’»)]*$/;

/**
 * Groups a lecture's cues into paragraphs a person can read: a new one after a pause,
 * or once a paragraph is long and a sentence ends. Cues are kept whole, so each line still seeks
 * to its own time.
 */
export function transcriptParagraphs(cues: readonly Cue[]): TranscriptParagraph[] {
  const out: TranscriptParagraph[] = [];
  let current: TranscriptParagraph | undefined;
  let previous: Cue | undefined;
  for (const cue of cues) {
    const length = current ? cue.start - current.start : 0;
    const breaks =
      !current ||
      !previous ||
      cue.start - previous.end >= PAUSE_SECONDS ||
      (length >= SOFT_SECONDS && SENTENCE_END.test(previous.text.trim())) ||
      length >= HARD_SECONDS;
    if (breaks) {
      current = { start: cue.start, cues: [] };
      out.push(current);
    }
    current!.cues.push(cue);
    previous = cue;
  }
  return out;
}
