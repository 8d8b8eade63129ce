import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { localeDir, type KeyOf, type Locale, type ParamsArg } from '@sewee/shared';
import { pdfMessages } from './pdf-texts';
import type { pdfTexts } from './pdf-texts/en';

const require = createRequire(import.meta.url);

/**
 * The fonts a certificate may need, from npm packages (never the system's, never downloaded): Noto
 * Sans (IBM Plex Sans Arabic for Arabic) in the subsets Fontsource ships as WOFF (fontkit reads WOFF;
 * pdfkit embeds only the glyphs used, as a subset). Not Noto Sans Arabic: it draws dotted letters as
 * a base shared with other letters plus dots (ر and ز, ب and ن...), and a PDF maps each glyph back to
 * one character, so its text would read ز for ر; Plex has one glyph per letter form. Order is the fallback order: each character is drawn with the first font that
 * has it, so a name in Latin with Yoruba dots, in Arabic or in Ge'ez (Amharic, Tigrinya) renders.
 */
const FONT_FILES = [
  ['latin', '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'],
  ['latin-ext', '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'],
  ['vietnamese', '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff'],
  ['arabic', '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff'],
  ['ethiopic', '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff'],
  ['bold', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'],
  ['arabic-bold', '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff'],
] as const;
type FontName = (typeof FONT_FILES)[number][0];

interface LoadedFont {
  name: FontName;
  bytes: Buffer;
  font: fontkit.Font;
}

let loaded: LoadedFont[] | undefined;
/** Read once, on the first certificate. */
function fonts(): LoadedFont[] {
  loaded ??= FONT_FILES.map(([name, file]) => {
    const bytes = fs.readFileSync(require.resolve(file));
    return { name, bytes, font: fontkit.create(bytes) as fontkit.Font };
  });
  return loaded;
}

const TEXT_FONTS: readonly FontName[] = ['latin', 'latin-ext', 'vietnamese', 'arabic', 'ethiopic'];
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const MARK = /\p{M}/u;

interface Run {
  font: FontName;
  text: string;
  /** Right to left (a word in Arabic script), left to right, or neutral (spaces). */
  dir: 'rtl' | 'ltr' | 'neutral';
  /** Its place in the text as written (logical order). */
  index: number;
}

/**
 * Splits a line into words and spaces. A word is drawn in the first of TEXT_FONTS that has all its
 * characters (so "Adébáyọ̀" stays one word in one font, and copies as one); failing that, character
 * by character, a combining mark staying with its base when that font has it.
 */
function splitRuns(text: string): Run[] {
  const all = fonts();
  const has = (name: FontName, cp: number) => all.find((f) => f.name === name)!.font.hasGlyphForCodePoint(cp);
  const covers = (name: FontName, s: string) => [...s].every((ch) => has(name, ch.codePointAt(0)!));
  const runs: Run[] = [];
  const push = (font: FontName, text: string, dir: Run['dir']) => runs.push({ font, text, dir, index: runs.length });
  for (const token of text.match(/\s+|\S+/gu) ?? []) {
    if (/^\s/u.test(token)) {
      const before = runs.at(-1)?.font;
      push(before && covers(before, token) ? before : 'latin', token, 'neutral');
      continue;
    }
    const dir = RTL_CHAR.test(token) ? 'rtl' : 'ltr';
    const whole = TEXT_FONTS.find((n) => covers(n, token));
    if (whole) {
      push(whole, token, dir);
      continue;
    }
    let current: Run | undefined;
    for (const ch of token) {
      const cp = ch.codePointAt(0)!;
      if (current && (current.font === TEXT_FONTS.find((n) => has(n, cp)) || (MARK.test(ch) && has(current.font, cp)))) {
        current.text += ch;
        continue;
      }
      push(TEXT_FONTS.find((n) => has(n, cp)) ?? 'latin', ch, dir);
      current = runs.at(-1);
    }
  }
  return runs;
}

/**
 * The runs in the order they are drawn left to right (a small bidi: enough for names and titles).
 * The line's direction is its first strong letter's. Spaces between two words of one direction take
 * it, others the line's. Each right-to-left word is shaped and mirrored by fontkit when pdfkit draws
 * it; the words themselves are put in visual order here, since pdfkit lays words out left to right.
 * (They are drawn in logical order at these places, so text extraction reads them as written.)
 */
export function visualRuns(text: string): Run[] {
  const runs = splitRuns(text);
  const base = runs.find((r) => r.dir !== 'neutral')?.dir ?? 'ltr';
  const dirs = runs.map((r, i) => {
    if (r.dir !== 'neutral') return r.dir;
    const before = runs
      .slice(0, i)
      .reverse()
      .find((x) => x.dir !== 'neutral')?.dir;
    const after = runs.slice(i + 1).find((x) => x.dir !== 'neutral')?.dir;
    return before && before === after ? before : base;
  });
  // Reverse every maximal stretch against the line's direction, then the whole line if it is right to left.
  const out: Run[] = [];
  let i = 0;
  while (i < runs.length) {
    let j = i;
    while (j < runs.length && (dirs[j] === base) === (dirs[i] === base)) j++;
    const stretch = runs.slice(i, j);
    out.push(...(dirs[i] === base ? stretch : stretch.reverse()));
    i = j;
  }
  return base === 'rtl' ? out.reverse() : out;
}

/**
 * A ligature glyph (لا, and in IBM Plex also ين, بر...) maps back to several letters, stored as
 * written. PDF readers (poppler, pdf.js alike) take a right-to-left word's glyphs in the order they
 * are drawn, right to left, and reverse them, a ligature's letters included: they read "إل" for "لإ"
 * and "نوفمرب" for "نوفمبر". A right-to-left ligature's letters are stored reversed, so that reversal
 * puts them back as written. (pdfkit writes each font's map at the end; `unicode` is its glyph to
 * letters table, not public API, hence the test reading Arabic back with both readers.)
 */
function readLigaturesAsWritten(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })._fontFamilies;
  // A font is listed under its name and its cache key: each once.
  for (const font of new Set(Object.values(families))) {
    for (const [glyph, letters] of (font.unicode ?? []).entries()) {
      if (letters.length > 1 && letters.every((cp) => RTL_CHAR.test(String.fromCodePoint(cp))))
        font.unicode![glyph] = [...letters].reverse();
    }
  }
}

export interface CertificatePdfInput {
  studentName: string;
  courseTitle: string;
  instructorName: string;
  completedAt: Date;
  code: string;
  /** The public verification page; the QR code carries it. */
  url: string;
  /** The language of the certificate's own words (the student's); the name, title and instructor stay as written. */
  locale: Locale;
}

/** Bold where the font has a bold face (Latin and Arabic); other scripts stay regular. */
const BOLD: Partial<Record<FontName, FontName>> = { latin: 'bold', arabic: 'arabic-bold' };

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const BRAND = '#7c2d4a';
const GOLD = '#c98d1e';
const INK = '#1f1a1c';
const MUTED = '#5b5157';

/**
 * The certificate as an A4 landscape PDF: name, course, instructor, date, code, verification URL and
 * a QR code of that URL (drawn as vector squares, so it prints sharp at any size). Text is real text
 * in embedded, subset fonts, so it can be selected and searched. Its words are in `input.locale`; in
 * a right-to-left language the verification block is mirrored (the QR code at the left, the code and
 * address right-aligned), as a reader of that language scans the page.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const t = <K extends KeyOf<typeof pdfTexts>>(key: K, ...params: ParamsArg<typeof pdfTexts, K>) =>
    pdfMessages.text(input.locale, key, ...params);
  const rtl = localeDir(input.locale) === 'rtl';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: input.locale,
    info: { Title: t('documentTitle', { course: input.courseTitle }), Author: 'Sewee', Subject: input.code },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const f of fonts()) doc.registerFont(f.name, f.bytes);

  interface LineOptions {
    color?: string;
    maxWidth?: number;
    bold?: boolean;
    /** Centred on `at` (the page's middle by default), or starting (left) or ending (right) there. */
    align?: 'center' | 'left' | 'right';
    at?: number;
    spacing?: number;
    link?: string;
  }
  /** One line, shrunk until it fits `maxWidth` (never wrapped: a name is one line). */
  const line = (text: string, y: number, size: number, opts: LineOptions = {}) => {
    const runs = visualRuns(text).map((r) => ({ ...r, font: (opts.bold && BOLD[r.font]) || r.font }));
    const style = { characterSpacing: opts.spacing ?? 0 };
    const maxWidth = opts.maxWidth ?? WIDTH - 160;
    const widthAt = (s: number) => runs.reduce((w, r) => w + doc.font(r.font).fontSize(s).widthOfString(r.text, style), 0);
    let s = size;
    while (s > 9 && widthAt(s) > maxWidth) s -= 1;
    const at = opts.at ?? WIDTH / 2;
    let x = opts.align === 'left' ? at : opts.align === 'right' ? at - widthAt(s) : at - widthAt(s) / 2;
    const placed = runs.map((r) => {
      const start = x;
      x += doc.font(r.font).fontSize(s).widthOfString(r.text, style);
      return { ...r, x: start };
    });
    doc.fillColor(opts.color ?? INK);
    for (const r of placed.sort((a, b) => a.index - b.index))
      doc
        .font(r.font)
        .fontSize(s)
        .text(r.text, r.x, y, { lineBreak: false, ...style, ...(opts.link ? { link: opts.link } : {}) });
  };

  // Frame.
  doc
    .rect(18, 18, WIDTH - 36, HEIGHT - 36)
    .lineWidth(3)
    .strokeColor(BRAND)
    .stroke();
  doc
    .rect(28, 28, WIDTH - 56, HEIGHT - 56)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();

  line('SEWEE', 62, 16, { color: BRAND, bold: true });
  line(t('heading'), 92, 34, { color: BRAND, bold: true });
  line(t('certifies'), 162, 14, { color: MUTED });
  line(input.studentName, 190, 34);
  doc
    .moveTo(WIDTH / 2 - 220, 248)
    .lineTo(WIDTH / 2 + 220, 248)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  line(t('completed'), 262, 14, { color: MUTED });
  line(input.courseTitle, 288, 24, { color: BRAND });
  // Day, month in words, year: "28 November 2026" in English, as the rest of the page.
  const date = new Intl.DateTimeFormat(input.locale === 'en' ? 'en-GB' : input.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(input.completedAt);
  line(t('instructor', { name: input.instructorName }), 334, 13, { color: INK });
  line(t('completedOn', { date }), 354, 13, { color: INK });

  // Verification: the QR code in the bottom corner where the reader's eye ends (right, or left in a
  // right-to-left language), the code and the address on the other side.
  const qr = QRCode.create(input.url, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const qrSize = 118;
  const cell = qrSize / (modules + 8); // a quiet zone of four modules on each side
  const qrX = rtl ? 70 : WIDTH - 70 - qrSize;
  const qrY = HEIGHT - 62 - qrSize;
  doc.rect(qrX, qrY, qrSize, qrSize).fillColor('#ffffff').fill();
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.modules.get(row, col)) doc.rect(qrX + (col + 4) * cell, qrY + (row + 4) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();

  const info = { align: rtl ? ('right' as const) : ('left' as const), at: rtl ? WIDTH - 70 : 70, maxWidth: WIDTH - 140 - qrSize - 40 };
  line(t('code'), HEIGHT - 150, 10, { ...info, color: MUTED });
  line(input.code, HEIGHT - 135, 18, { ...info, bold: true, spacing: 1.5 });
  line(t('checkAt'), HEIGHT - 105, 10, { ...info, color: MUTED });
  line(input.url, HEIGHT - 91, 10, { ...info, color: BRAND, link: input.url });

  readLigaturesAsWritten(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
