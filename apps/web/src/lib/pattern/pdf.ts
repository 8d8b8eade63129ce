import { NOTCH_R, lineStyle, type DraftedPattern, type Outline } from './draft';
import type { DimensionsSheet } from './dimensions';
import { PdfDocument, textWidth, winAnsi, type Canvas, type Colour } from './pdf-writer';

/**
 * The drafted pattern as PDFs made in the browser (so they work offline): tiledPdf, the pattern
 * at full size tiled over A4 or Letter pages, and dimensionsPdf, the dimensions sheet. Written by
 * pdf-writer.ts (a few KiB; pdf-lib would be 173 KiB of gzip code on a student's metered data).
 *
 * Everything is vectors. The pattern is drawn once, at full size, in a form that each tile shows
 * through a clipping window: the file does not grow with the number of pages. Words use Helvetica,
 * which PDF readers have and which writes Windows-1252 (English, French, Portuguese, Kiswahili).
 * A line it cannot write (Arabic, Arabic-Indic digits, a name in another script) is drawn by the
 * browser on an OffscreenCanvas, which also shapes and orders right-to-left text, and placed as a
 * picture; where there is no OffscreenCanvas (Node, jsdom) that line is left out. Decision 039.
 */

/** 1 mm in PDF points: the test square's 100 mm is 283.46 pt. */
export const MM = 72 / 25.4;
export const PAPER = { a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } } as const;
export type Paper = keyof typeof PAPER;
/** How much neighbouring tiles share, mm: the strip the student lays one page over the other. */
export const OVERLAP_MM = 10;
/** Blank edge of each page (printers cannot print to the edge), mm; the top one holds the page's label. */
const SIDE_MM = 10;
const TOP_MM = 16;
export const TEST_SQUARE_MM = 100;

export interface TiledPdfLabels {
  /** The PDF's title and its first page's heading: "Your pattern: Bodice block". */
  title: string;
  /** In the test square: "Test square: 10 cm". */
  testSquare: string;
  /** "Print at 100% (actual size). Measure the square before cutting." */
  printAtFullSize: string;
  /** Above the map of pages: "Pages: 3 across, 4 down. Lay each page over its neighbour on the overlap marks." */
  grid: (columns: number, rows: number) => string;
  /** A tile's heading: "Page B2". */
  page: (label: string) => string;
}

export interface TiledPdfInput {
  paper: Paper;
  studentName: string;
  /** Already formatted for the student's language (Intl.DateTimeFormat). */
  date: string;
  labels: TiledPdfLabels;
  /** Right-to-left reading (Arabic): headings start at the right margin. */
  rtl?: boolean;
}

/** The grid of tiles a pattern needs on `paper`: columns and rows, each tile's printable size, mm. */
export function tileGrid(widthMm: number, heightMm: number, paper: Paper) {
  const sheet = PAPER[paper];
  const tileW = sheet.width - 2 * SIDE_MM;
  const tileH = sheet.height - TOP_MM - SIDE_MM;
  const count = (size: number, tile: number) => (size <= tile ? 1 : Math.ceil((size - OVERLAP_MM) / (tile - OVERLAP_MM)));
  return {
    columns: count(widthMm, tileW),
    rows: count(heightMm, tileH),
    tileW,
    tileH,
    stepX: tileW - OVERLAP_MM,
    stepY: tileH - OVERLAP_MM,
  };
}

/** A tile's label: rows are letters, columns numbers (A1, A2, B1...). */
export function tileLabel(row: number, column: number): string {
  return `${String.fromCharCode(65 + (row % 26))}${row >= 26 ? Math.floor(row / 26) : ''}${column + 1}`;
}

/** The pattern at full size: a first page with the test square, the name, the date and a map of the pages, then one page per tile. */
export async function tiledPdf(drafted: DraftedPattern, input: TiledPdfInput): Promise<Uint8Array> {
  const doc = new PdfDocument(input.labels.title);
  const writer = new Writer(doc);
  const pattern = await patternForm(doc, writer, drafted);
  const sheet = PAPER[input.paper];
  const grid = tileGrid(drafted.widthMm, drafted.heightMm, input.paper);
  const H = drafted.heightMm;

  // ---- the first page: heading, name and date, the test square, the map of pages.
  const first = doc.addPage(sheet.width * MM, sheet.height * MM);
  const top = (mm: number) => (sheet.height - mm) * MM;
  const lead = leadingEdge(sheet.width, input.rtl);
  let y = SIDE_MM + 6;
  await writer.text(first, input.labels.title, lead.x, top(y), 16, { bold: true, anchor: lead.anchor });
  y += 7;
  // A long name (up to 100 characters) is set smaller rather than run off the page.
  const lineWidth = (sheet.width - 2 * SIDE_MM) * MM;
  await writer.text(first, `${input.studentName} · ${input.date}`, lead.x, top(y), 11, { anchor: lead.anchor, maxWidth: lineWidth });
  y += 6;
  await writer.text(first, input.labels.printAtFullSize, lead.x, top(y), 9, { anchor: lead.anchor });
  y += 6;
  // The square: 100 mm between the centre lines of its sides (the 0.5 pt line straddles each edge).
  const square = { x: SIDE_MM * MM, y: top(y + TEST_SQUARE_MM), size: TEST_SQUARE_MM * MM };
  first.rectangle(square.x, square.y, square.size, square.size, { width: 0.5 });
  await writer.text(first, input.labels.testSquare, square.x + 4 * MM, square.y + square.size / 2, 10, { bold: true });
  y += TEST_SQUARE_MM + 10;
  await writer.text(first, input.labels.grid(grid.columns, grid.rows), lead.x, top(y), 9, {
    anchor: lead.anchor,
    maxWidth: lineWidth,
  });
  y += 4;
  // The map: the whole pattern shrunk into what is left of the page, with every tile outlined and named.
  const mapW = sheet.width - 2 * SIDE_MM;
  const mapH = sheet.height - y - SIDE_MM;
  const spanW = grid.stepX * (grid.columns - 1) + grid.tileW;
  const spanH = grid.stepY * (grid.rows - 1) + grid.tileH;
  const k = Math.min(mapW / spanW, mapH / spanH);
  const mapX = SIDE_MM * MM;
  const mapTop = top(y);
  first.form(pattern, mapX, mapTop - H * k * MM, k);
  // A tile with no piece on it is not printed (paper costs); the map shows it greyed, unnamed.
  const printed = (row: number, col: number) => tileHasPiece(drafted, grid, row, col);
  for (const pass of [false, true])
    for (let row = 0; row < grid.rows; row++)
      for (let col = 0; col < grid.columns; col++) {
        if (printed(row, col) !== pass) continue;
        const x = mapX + col * grid.stepX * k * MM;
        const yTop = mapTop - row * grid.stepY * k * MM;
        const colour = pass ? BLUE : 0.8;
        const [width, height] = [grid.tileW * k * MM, grid.tileH * k * MM];
        first.rectangle(x, yTop - height, width, height, { width: 0.6, colour });
        if (pass) await writer.text(first, tileLabel(row, col), x + 2, yTop - 10, 8, { bold: true, colour });
      }

  // ---- the tiles.
  const marks = alignmentMarks(grid);
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.columns; col++) {
      if (!printed(row, col)) continue;
      const page = doc.addPage(sheet.width * MM, sheet.height * MM);
      const ox = col * grid.stepX;
      const oy = row * grid.stepY;
      // Pattern point (px, py) mm lands at (SIDE + px - ox, TOP + py - oy) mm from the page's top-left.
      const area = { x: SIDE_MM * MM, y: (sheet.height - TOP_MM - grid.tileH) * MM, width: grid.tileW * MM, height: grid.tileH * MM };
      page.form(pattern, (SIDE_MM - ox) * MM, (sheet.height - TOP_MM - (H - oy)) * MM, 1, area);
      page.rectangle(area.x, area.y, area.width, area.height, { width: 0.5, colour: 0.6 });
      const at = (px: number, py: number) => ({ x: (SIDE_MM + px - ox) * MM, y: (sheet.height - TOP_MM - (py - oy)) * MM });
      // Where the next page's edge goes: dashed lines across the overlap strips.
      const dash = { width: 0.5, colour: 0.45, dash: [3, 3] };
      if (col < grid.columns - 1 && printed(row, col + 1)) {
        const x = at(ox + grid.stepX, 0).x;
        page.line(x, area.y, x, area.y + area.height, dash);
        await writer.text(page, tileLabel(row, col + 1), x + 2, area.y + 4, 7, { colour: 0.45 });
      }
      if (row < grid.rows - 1 && printed(row + 1, col)) {
        const yy = at(0, oy + grid.stepY).y;
        page.line(area.x, yy, area.x + area.width, yy, dash);
        await writer.text(page, tileLabel(row + 1, col), area.x + 2, yy - 9, 7, { colour: 0.45 });
      }
      // Alignment marks: each lies in an overlap strip, so it prints on both pages that share it.
      for (const m of marks) {
        if (m.x < ox || m.x > ox + grid.tileW || m.y < oy || m.y > oy + grid.tileH) continue;
        const c = at(m.x, m.y);
        page.circle(c.x, c.y, 3 * MM, { width: 0.5 });
        page.line(c.x - 5 * MM, c.y, c.x + 5 * MM, c.y, { width: 0.5 });
        page.line(c.x, c.y - 5 * MM, c.x, c.y + 5 * MM, { width: 0.5 });
      }
      const label = tileLabel(row, col);
      const trail = leadingEdge(sheet.width, !input.rtl);
      await writer.text(page, input.labels.page(label), lead.x, top(TOP_MM - 5), 14, { bold: true, anchor: lead.anchor });
      // Beside the page's label (about 40 mm at 14 pt), never over it.
      await writer.text(page, `${input.studentName} · ${input.date}`, trail.x, top(TOP_MM - 5), 8, {
        anchor: trail.anchor,
        maxWidth: lineWidth - 45 * MM,
      });
    }
  return doc.save();
}

/** Where a line of a page's own words starts: the left margin, or the right one for right-to-left reading. */
function leadingEdge(pageWidthMm: number, rtl = false): { x: number; anchor: 'start' | 'end' } {
  return rtl ? { x: (pageWidthMm - SIDE_MM) * MM, anchor: 'end' } : { x: SIDE_MM * MM, anchor: 'start' };
}

/** Whether any piece's bounding box reaches into the tile. */
export function tileHasPiece(drafted: DraftedPattern, grid: ReturnType<typeof tileGrid>, row: number, col: number): boolean {
  const x0 = col * grid.stepX;
  const y0 = row * grid.stepY;
  return drafted.pieces.some((p) => p.x < x0 + grid.tileW && p.x + p.widthMm > x0 && p.y < y0 + grid.tileH && p.y + p.heightMm > y0);
}

/** The centre of each overlap strip, once per row (vertical strips) and per column (horizontal ones), in pattern mm. */
function alignmentMarks(grid: ReturnType<typeof tileGrid>): { x: number; y: number }[] {
  const marks: { x: number; y: number }[] = [];
  for (let col = 1; col < grid.columns; col++)
    for (let row = 0; row < grid.rows; row++) marks.push({ x: col * grid.stepX + OVERLAP_MM / 2, y: row * grid.stepY + grid.tileH / 2 });
  for (let row = 1; row < grid.rows; row++)
    for (let col = 0; col < grid.columns; col++) marks.push({ x: col * grid.stepX + grid.tileW / 2, y: row * grid.stepY + OVERLAP_MM / 2 });
  return marks;
}

const BLUE: Colour = [0.11, 0.3, 0.85];

/** An outline's path operators (its coordinates as they are: the caller sets the transform). */
function pathOps(o: Outline): string {
  const n = (v: number) => String(v);
  let ops = `${n(o.start.x)} ${n(o.start.y)} m`;
  for (const s of o.segments)
    ops +=
      s.kind === 'line'
        ? ` ${n(s.to.x)} ${n(s.to.y)} l`
        : ` ${n(s.cp1.x)} ${n(s.cp1.y)} ${n(s.cp2.x)} ${n(s.cp2.y)} ${n(s.to.x)} ${n(s.to.y)} c`;
  return o.closed ? `${ops} h` : ops;
}

/** The whole pattern at full size, drawn once in a form that the map and every tile show. */
async function patternForm(doc: PdfDocument, writer: Writer, drafted: DraftedPattern): Promise<number> {
  const { id, canvas } = doc.form(drafted.widthMm * MM, drafted.heightMm * MM);
  const H = drafted.heightMm;
  for (const piece of drafted.pieces) {
    const origin = { x: piece.x * MM, y: (H - piece.y) * MM };
    // The piece's lines in its own millimetres, y down: scaled to points and flipped, as SVG draws them.
    canvas.raw(`q ${MM} 0 0 ${-MM} ${origin.x} ${origin.y} cm 1 j`);
    for (const line of piece.lines) {
      const s = lineStyle(line.role, drafted.sa);
      const colour = s.blue ? (BLUE as number[]) : [s.grey, s.grey, s.grey];
      canvas.raw(`${colour.join(' ')} RG ${s.width} w [${(s.dash ?? []).join(' ')}] 0 d ${line.outlines.map(pathOps).join(' ')} S`);
    }
    canvas.raw('Q');
    for (const n of piece.notches) {
      const c = { x: origin.x + n.at.x * MM, y: origin.y - n.at.y * MM };
      const r = NOTCH_R * MM;
      canvas.circle(c.x, c.y, r, { width: 0.4 * MM });
      if (n.kind === 'bnotch') {
        canvas.line(c.x - r, c.y, c.x + r, c.y, { width: 0.4 * MM });
        canvas.line(c.x, c.y - r, c.x, c.y + r, { width: 0.4 * MM });
      }
    }
    for (const t of piece.texts) {
      await writer.text(canvas, t.text, origin.x + t.at.x * MM, origin.y - t.at.y * MM, t.size * MM, {
        bold: t.bold,
        anchor: t.anchor === 'middle' ? 'middle' : 'start',
        // SVG turns clockwise with y down; PDF counter-clockwise with y up.
        rotate: t.angle ? -t.angle : 0,
        colour: t.note ? BLUE : undefined,
      });
    }
  }
  return id;
}

export interface DimensionsPdfLabels {
  /** "Dimensions: Bodice block". */
  title: string;
  /** Each piece's heading line: "Back: 24.7 × 43.1 cm, cut 2". */
  piece: (p: DimensionsSheet['pieces'][number]) => string;
  /** Each point: "A: 0 cm right, 2.2 cm down". */
  point: (p: DimensionsSheet['pieces'][number]['points'][number]) => string;
  /** Each segment: "A to B: straight, 19.5 cm" or "B to C: curve, 20.1 cm, bows 0.9 cm out at 10 cm". */
  segment: (s: DimensionsSheet['pieces'][number]['segments'][number]) => string;
  /** The grainline: "Grainline: from 3.5, 5.4 to 3.5, 38.2 (32.9 cm)". */
  grainline: (g: NonNullable<DimensionsSheet['pieces'][number]['grainline']>) => string;
  /** "Add 1 cm seam allowance around every piece", or an empty string. */
  seamAllowance: string;
  /** How to read the sheet: "Measure each point from the top-left corner of the piece...". */
  howTo: string;
}

/** The dimensions sheet as a PDF: one page, in two columns (a further page only if a design has very many lines). */
export async function dimensionsPdf(
  sheet: DimensionsSheet,
  input: { paper: Paper; studentName: string; date: string; labels: DimensionsPdfLabels; rtl?: boolean },
): Promise<Uint8Array> {
  const doc = new PdfDocument(input.labels.title);
  const writer = new Writer(doc);
  const size = PAPER[input.paper];
  const lineMm = 3.6;
  const columnW = (size.width - 2 * SIDE_MM - 6) / 2;
  let page = doc.addPage(size.width * MM, size.height * MM);
  const lead = leadingEdge(size.width, input.rtl);
  let y = SIDE_MM + 6;
  await writer.text(page, input.labels.title, lead.x, (size.height - y) * MM, 14, { bold: true, anchor: lead.anchor });
  y += 6;
  const full = (size.width - 2 * SIDE_MM) * MM;
  await writer.text(page, `${input.studentName} · ${input.date}`, lead.x, (size.height - y) * MM, 9, {
    anchor: lead.anchor,
    maxWidth: full,
  });
  for (const text of [input.labels.howTo, input.labels.seamAllowance]) {
    if (!text) continue;
    y += 5;
    await writer.text(page, text, lead.x, (size.height - y) * MM, 9, { anchor: lead.anchor, maxWidth: full });
  }
  // Two columns under the heading; a full page's second column goes on to a new page.
  let columnTop = y + 8;
  let column = 0;
  y = columnTop;
  const bottom = size.height - SIDE_MM;
  const nextColumn = () => {
    if (column === 0) column = 1;
    else {
      page = doc.addPage(size.width * MM, size.height * MM);
      column = 0;
      columnTop = SIDE_MM + 6;
    }
    y = columnTop;
  };
  const line = async (text: string, bold = false) => {
    if (y > bottom) nextColumn();
    // Columns run from the leading edge: left to right, or right to left.
    const offset = column * (columnW + 6) * MM;
    await writer.text(page, text, input.rtl ? lead.x - offset : lead.x + offset, (size.height - y) * MM, bold ? 9 : 7.5, {
      bold,
      anchor: lead.anchor,
      maxWidth: columnW * MM,
    });
    y += bold ? lineMm + 1 : lineMm;
  };
  for (const piece of sheet.pieces) {
    // A piece's lines stay in one column when a fresh column can hold them.
    const height = lineMm + 1 + (piece.points.length + piece.segments.length + (piece.grainline ? 1 : 0)) * lineMm;
    if (y + height > bottom && height <= bottom - columnTop && y > columnTop) nextColumn();
    await line(input.labels.piece(piece), true);
    for (const p of piece.points) await line(input.labels.point(p));
    for (const s of piece.segments) await line(input.labels.segment(s));
    if (piece.grainline) await line(input.labels.grainline(piece.grainline));
    y += 2;
  }
  return doc.save();
}

type TextOptions = {
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  rotate?: number;
  colour?: Colour;
  /** Shrinks the words to fit, points. */
  maxWidth?: number;
};

/** Writes a line with Helvetica when it can, else as a picture of the words drawn by the browser (see the module comment). */
class Writer {
  private readonly pictures = new Map<string, Promise<{ id: number; width: number; height: number } | null>>();
  constructor(private readonly doc: PdfDocument) {}

  /** Draws `text` with its baseline's start (or middle, or end) at x, y (points). False when it could not be drawn. */
  async text(canvas: Canvas, text: string, x: number, y: number, size: number, o: TextOptions = {}): Promise<boolean> {
    if (!text) return true;
    const font = o.bold ? 'bold' : 'regular';
    const bytes = winAnsi(text);
    if (!bytes) return this.picture(canvas, text, x, y, size, o);
    let width = textWidth(bytes, size, font);
    if (o.maxWidth && width > o.maxWidth) {
      size = (size * o.maxWidth) / width;
      width = o.maxWidth;
    }
    const shift = o.anchor === 'middle' ? width / 2 : o.anchor === 'end' ? width : 0;
    const rad = ((o.rotate ?? 0) * Math.PI) / 180;
    canvas.text(bytes, x - shift * Math.cos(rad), y - shift * Math.sin(rad), size, { font, colour: o.colour, rotate: o.rotate });
    return true;
  }

  private async picture(canvas: Canvas, text: string, x: number, y: number, size: number, o: TextOptions): Promise<boolean> {
    const key = `${o.bold ? 'b' : 'r'}${text}`;
    if (!this.pictures.has(key)) this.pictures.set(key, this.render(text, o.bold ?? false));
    const picture = await this.pictures.get(key)!;
    if (!picture) return false;
    // The picture is drawn at PICTURE_SCALE pixels per point of a 10 pt line.
    let w = (picture.width / PICTURE_SCALE) * (size / 10);
    let h = (picture.height / PICTURE_SCALE) * (size / 10);
    if (o.maxWidth && w > o.maxWidth) {
      h = (h * o.maxWidth) / w;
      w = o.maxWidth;
    }
    // Right-to-left lines keep their start on the left too; anchors act as for Helvetica.
    const shift = o.anchor === 'middle' ? w / 2 : o.anchor === 'end' ? w : 0;
    const rad = ((o.rotate ?? 0) * Math.PI) / 180;
    const descent = h * 0.25;
    canvas.image(
      picture.id,
      x - shift * Math.cos(rad) + descent * Math.sin(rad),
      y - shift * Math.sin(rad) - descent * Math.cos(rad),
      w,
      h,
      o.rotate ?? 0,
    );
    return true;
  }

  private async render(text: string, bold: boolean): Promise<{ id: number; width: number; height: number } | null> {
    if (typeof OffscreenCanvas === 'undefined') return null;
    const px = 10 * PICTURE_SCALE;
    const font = `${bold ? 'bold ' : ''}${px}px sans-serif`;
    const probe = new OffscreenCanvas(1, 1).getContext('2d');
    if (!probe) return null;
    probe.font = font;
    const width = Math.ceil(probe.measureText(text).width) + 2;
    const height = Math.ceil(px * 1.25);
    const ctx = new OffscreenCanvas(width, height).getContext('2d');
    if (!ctx) return null;
    ctx.font = font;
    ctx.fillStyle = '#000';
    ctx.direction = RTL.test(text) ? 'rtl' : 'ltr';
    ctx.textAlign = 'left';
    ctx.fillText(text, 1, px);
    const id = await this.doc.image(ctx.getImageData(0, 0, width, height).data, width, height);
    return { id, width, height };
  }
}

/** Pixels per point of the pictures of words (about 220 dpi): sharp enough printed, a few KB each. */
const PICTURE_SCALE = 3;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
