// No zod here: the curriculum editor and the transcript read caption files with this module.

/**
 * Caption files (docs/captions.md): WebVTT or SRT in, cues checked, WebVTT out. One cue is a span of
 * the lecture (seconds) and the words said in it. The server validates uploads with `parseCaptions` and
 * stores `toWebVtt` of the result; the web reads stored files with the same parser.
 */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The largest caption file accepted, in bytes of UTF-8 (ten hours of speech is about 0.6 MB). */
export const CAPTIONS_MAX_BYTES = 1_000_000;

/** Why a caption file was refused: the 1-based line it happened on, when there is one. */
export type CaptionProblem =
  | { kind: 'empty' }
  | { kind: 'badTiming'; line: number; text: string }
  | { kind: 'noText'; line: number }
  | { kind: 'endBeforeStart'; line: number }
  | { kind: 'outOfOrder'; line: number }
  | { kind: 'beyondVideo'; line: number; end: number; length: number };

export type CaptionParse = { ok: true; cues: Cue[] } | { ok: false; problem: CaptionProblem };

/** A cue may end this much after the probed length (containers round their duration). */
const LENGTH_TOLERANCE = 0.5;

// hh:mm:ss.ttt or mm:ss.ttt (WebVTT), hh:mm:ss,ttt (SRT); hours may have more digits.
const TIME = String.raw`(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s+.*)?$`);

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** `01:02:03.456`, always with hours, as WebVTT writes it. */
export function formatCueTime(t: number): string {
  const ms = Math.round(Math.max(0, t) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A time typed by a person: `1:05`, `01:05.5`, `1:02:03.250` or plain seconds `65.2`; undefined if none of these. */
export function parseCueTime(text: string): number | undefined {
  const t = text.trim();
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  const m = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/.exec(t);
  if (!m || Number(m[2]) > 59 || Number(m[3]) > 59) return undefined;
  return seconds(m[1], m[2]!, m[3]!, (m[4] ?? '0').padEnd(3, '0'));
}

/**
 * Reads WebVTT (a file starting with `WEBVTT`) or SRT into cues, in file order, and checks them:
 * a timing line on each cue, text under it, end after start, starts in order, and, when the
 * video's length is known, no cue ending after the video. Cue identifiers, SRT numbers, NOTE,
 * STYLE and REGION blocks and cue settings are dropped; the text keeps its tags (`<i>`).
 */
export function parseCaptions(input: string, videoSeconds?: number | null): CaptionParse {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const vtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '');
  const cues: (Cue & { line: number })[] = [];
  let i = vtt ? 1 : 0;
  // WebVTT: the header runs to the first blank line.
  if (vtt) while (i < lines.length && lines[i]!.trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    if (vtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(block[0]!)) continue;
    // An identifier (WebVTT) or the cue number (SRT) may come before the timing.
    const first = block[0]!;
    const at = !first.includes('-->') && block.length > 1 && (block[1]!.includes('-->') || /^\d+$/.test(first.trim())) ? 1 : 0;
    const timingLine = blockStart + at + 1;
    const timing = TIMING.exec(block[at]!);
    if (!timing) return { ok: false, problem: { kind: 'badTiming', line: timingLine, text: block[at]!.trim().slice(0, 60) } };
    const text = block
      .slice(at + 1)
      .map((l) => l.trim())
      .join('\n')
      // SRT files from some editors carry ASS position tags ({\an8}); they are not text.
      .replace(/\{\\[^}]*\}/g, '');
    if (!text.trim()) return { ok: false, problem: { kind: 'noText', line: timingLine } };
    cues.push({
      start: seconds(timing[1], timing[2]!, timing[3]!, timing[4]!),
      end: seconds(timing[5], timing[6]!, timing[7]!, timing[8]!),
      text,
      line: timingLine,
    });
  }
  const problem = checkCues(cues, videoSeconds);
  if (problem) return { ok: false, problem };
  return { ok: true, cues: cues.map(({ start, end, text }) => ({ start, end, text })) };
}

/**
 * The first thing wrong with these cues, or undefined. `line` of a problem is the cue's own line
 * when it has one (a parsed file), else its 1-based position (the editor's rows).
 */
export function checkCues(cues: readonly (Cue & { line?: number })[], videoSeconds?: number | null): CaptionProblem | undefined {
  if (!cues.length) return { kind: 'empty' };
  let previous = 0;
  for (const [n, c] of cues.entries()) {
    const line = c.line ?? n + 1;
    if (!c.text.trim()) return { kind: 'noText', line };
    if (!(c.end > c.start)) return { kind: 'endBeforeStart', line };
    if (c.start < previous) return { kind: 'outOfOrder', line };
    if (videoSeconds && c.end > videoSeconds + LENGTH_TOLERANCE) return { kind: 'beyondVideo', line, end: c.end, length: videoSeconds };
    previous = c.start;
  }
  return undefined;
}

/** The cues as a WebVTT file. Blank lines inside a text (which would end the cue) are dropped. */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues.map((c) => {
    const text = c.text
      .split('\n')
      .map((l) => l.trim().replace(/-->/g, '->'))
      .filter(Boolean)
      .join('\n');
    return `${formatCueTime(c.start)} --> ${formatCueTime(c.end)}\n${text}`;
  });
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/** The text of a cue without its tags (`<i>`, `<v Speaker>`, `<00:01.000>`) and entities decoded. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/**
 * The lecture's language as a caption language code: Sewee's course languages (options.ts ids) to
 * BCP 47, which `<track srclang>` and the captions API use.
 */
export const CAPTION_LANG_OF_COURSE: Readonly<Record<string, string>> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  portuguese: 'pt',
  arabic: 'ar',
  russian: 'ru',
};

/** A caption language code as the API takes it: `en`, `sw`, `pt-BR`. */
export const CAPTION_LANG_RE = /^[a-z]{2,3}(-[A-Z]{2})?$/;
