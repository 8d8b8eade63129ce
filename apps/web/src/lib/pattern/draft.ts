import type { FsDesign, FsOp, FsPart, FsPath, FsPattern, FsPoint } from '@freesewing/core';
import {
  PATTERN_DESIGNS,
  missingMeasurements,
  patternOptions,
  type MeasurementName,
  type PatternDesign,
} from '@sewee/shared/pattern-designs';

/**
 * Drafts a pattern to a student's measurements in the browser with FreeSewing, and turns what it
 * drafted into plain data (pieces, their lines in millimetres) that the on-screen SVG, the tiled
 * PDF (pdf.ts) and the dimensions sheet (dimensions.ts) all draw from. Decision 039, "Drafting in
 * the browser".
 *
 * Each design's FreeSewing code is its own lazy chunk (loadDesign): nothing of it is in a first view.
 * The SVG is ours, not FreeSewing's render(): FreeSewing's carries a date, its logo, an advert box,
 * ~20 KB of unused defs and CSS classes a page does not have; ours is only the lines, notches and
 * words, styled by attributes (no <style>, which would leak into the page when inlined), and the
 * same input gives the same bytes.
 */

/** A point in millimetres. */
export type Pt = { x: number; y: number };
/** One segment of an outline, from the previous segment's end (or the outline's start). */
export type Segment = { kind: 'line'; to: Pt } | { kind: 'curve'; cp1: Pt; cp2: Pt; to: Pt };
/** A run of segments without a gap; `closed` when it returns to its start. */
export type Outline = { start: Pt; segments: Segment[]; closed: boolean };

/**
 * What a line is for: `seam` the sewing line (a piece's outline), `cut` the cutting line with the
 * seam allowance, `help` darts and guides, `detail` other lines of the design (pockets, folds),
 * `grain` the grainline and `fold` the cut-on-fold bracket (both with their arrowheads).
 */
export type LineRole = 'seam' | 'cut' | 'help' | 'detail' | 'grain' | 'fold';
export type PieceLine = { role: LineRole; outlines: Outline[] };
export type Notch = { at: Pt; kind: 'notch' | 'bnotch' | 'mark' };
/** A line of words on a piece: its title, how many to cut, the grainline's label. */
export type PieceText = { at: Pt; text: string; size: number; bold?: boolean; angle?: number; anchor: 'start' | 'middle'; note?: boolean };

/** One piece of a drafted pattern. Its lines, notches and words are in millimetres from the piece's top-left corner. */
export interface PatternPiece {
  /** FreeSewing's part name, `bella.back`: the key of its name in the `pattern` namespace (`pieces.bella.back`). */
  id: string;
  /** The piece's name as the caller's labels gave it. */
  title: string;
  /** Where the piece's top-left corner is on the whole pattern, mm. */
  x: number;
  y: number;
  widthMm: number;
  heightMm: number;
  /** How many to cut, and whether on the fold; null when the design does not say. */
  cut: { count: number; onFold: boolean } | null;
  lines: PieceLine[];
  notches: Notch[];
  texts: PieceText[];
}

export interface DraftedPattern {
  design: PatternDesign;
  /** Whether the 10 mm seam allowance is drawn (the `cut` lines). */
  sa: boolean;
  /** A standalone SVG, viewBox in millimetres. */
  svg: string;
  widthMm: number;
  heightMm: number;
  pieces: PatternPiece[];
}

/**
 * The words drawn on the pattern, already in the student's language: the library knows no
 * language (the caller passes `t('pattern:pieces.' + id)` and the like; components/pattern/labels.ts).
 */
export interface DraftLabels {
  piece: (id: string) => string;
  /** "Cut 2", "Cut 1 on the fold". */
  cut: (count: number, onFold: boolean) => string;
  grainline: string;
  cutOnFold: string;
}

export interface DraftInput {
  design: PatternDesign;
  /** The student's measurements in millimetres (`shoulderSlope` in degrees). */
  measurements: Partial<Record<MeasurementName, number>>;
  /** The lesson's options in percent; missing ones take the design's default. */
  options?: Record<string, number>;
  /** Draw the 10 mm seam allowance. */
  sa: boolean;
  labels: DraftLabels;
}

/** The seam allowance drawn when it is on, mm. */
export const SEAM_ALLOWANCE_MM = 10;
/** Blank paper around the pieces on the whole pattern, mm. */
const MARGIN_MM = 5;

/** The design lacks measurements the student has not given (the page asks for exactly these). */
export class MissingMeasurementsError extends Error {
  readonly missing: MeasurementName[];
  constructor(missing: MeasurementName[]) {
    super(`Missing measurements: ${missing.join(', ')}`);
    this.name = 'MissingMeasurementsError';
    this.missing = missing;
  }
}

/** FreeSewing could not draft the pattern; `problems` are its error messages. */
export class DraftError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The pattern could not be drafted: ${problems.join('; ')}`);
    this.name = 'DraftError';
    this.problems = problems;
  }
}

/** Each design's FreeSewing code, one lazy chunk each (with FreeSewing's core in a chunk they share). */
const DESIGN_LOADERS: Record<PatternDesign, () => Promise<FsDesign>> = {
  bella: () => import('@freesewing/bella').then((m) => m.Bella),
  penelope: () => import('@freesewing/penelope').then((m) => m.Penelope),
  teagan: () => import('@freesewing/teagan').then((m) => m.Teagan),
  waralee: () => import('@freesewing/waralee').then((m) => m.Waralee),
};

/** Loads a design's drafting code (and starts the download early when called before drafting). */
export function loadDesign(design: PatternDesign): Promise<FsDesign> {
  return DESIGN_LOADERS[design]();
}

/**
 * Drafts `design` to the measurements. Throws MissingMeasurementsError when the design needs a
 * measurement that is not given, DraftError when FreeSewing reports errors.
 */
export async function draftPattern(input: DraftInput): Promise<DraftedPattern> {
  const { design, sa, labels } = input;
  // Not a finite number is no measurement (NaN would draft a pattern of NaNs, or throw deep in FreeSewing).
  const given = Object.fromEntries(Object.entries(input.measurements).filter(([, v]) => Number.isFinite(v)));
  const missing = missingMeasurements(design, given);
  if (missing.length) throw new MissingMeasurementsError(missing);
  const Design = await loadDesign(design);

  // Only the measurements the design uses: another one changing gives the same pattern.
  const spec = PATTERN_DESIGNS[design];
  const measurements: Record<string, number> = {};
  for (const m of [...spec.measurements, ...spec.optional] as MeasurementName[]) {
    const v = given[m];
    if (v !== undefined) measurements[m] = v;
  }
  // The lesson's options are percentages; FreeSewing's `pct` options are fractions.
  const options = Object.fromEntries(Object.entries(patternOptions(design, input.options)).map(([k, v]) => [k, v / 100]));

  let pattern: FsPattern;
  try {
    pattern = new Design({ measurements, options, sa: sa ? SEAM_ALLOWANCE_MM : 0, complete: true }).draft();
    // Lays the pieces out (FreeSewing's packing); the stacks then carry their place.
    pattern.getRenderProps();
  } catch (e) {
    throw new DraftError([e instanceof Error ? e.message : String(e)]);
  }
  const errors = [...pattern.store.logs.error, ...pattern.setStores.flatMap((s) => s.logs.error)];
  if (errors.length) throw new DraftError(errors.map(logText));

  const cutlist = (pattern.setStores[0]?.get('cutlist') ?? {}) as Record<string, CutInfo>;
  const placed: PatternPiece[] = [];
  for (const [stackName, stack] of Object.entries(pattern.stacks)) {
    if (pattern.__isStackHidden(stackName)) continue;
    const move = stackTranslate(stack.attributes.list.transform);
    for (const part of stack.parts) {
      if (part.hidden) continue;
      const piece = pieceOf(part, move, cutlist[part.name], labels);
      if (piece) placed.push(piece);
    }
  }
  if (!placed.length) throw new DraftError(['no pieces']);

  // Every piece moved so that the pattern starts MARGIN_MM from its top-left corner.
  const minX = Math.min(...placed.map((p) => p.x));
  const minY = Math.min(...placed.map((p) => p.y));
  const pieces = placed.map((p) => ({ ...p, x: r(p.x - minX + MARGIN_MM), y: r(p.y - minY + MARGIN_MM) }));
  const widthMm = r(Math.max(...pieces.map((p) => p.x + p.widthMm)) + MARGIN_MM);
  const heightMm = r(Math.max(...pieces.map((p) => p.y + p.heightMm)) + MARGIN_MM);
  return { design, sa, svg: patternSvg(pieces, widthMm, heightMm, sa), widthMm, heightMm, pieces };
}

type CutInfo = { materials?: Record<string, { cut?: number; onFold?: boolean }[]>; cutOnFold?: unknown };

function logText(entry: unknown): string {
  if (Array.isArray(entry)) return entry.map(logText).join(' ');
  return entry instanceof Error ? entry.message : String(entry);
}

/** FreeSewing's automatic layout only translates stacks; anything else would be drawn wrong, so it is refused. */
function stackTranslate(transforms: unknown[] | undefined): Pt {
  const out = { x: 0, y: 0 };
  for (const t of transforms ?? []) {
    const m = /^translate\(\s*(-?[\d.e-]+)[ ,]+(-?[\d.e-]+)\s*\)$/.exec(String(t).trim());
    if (!m) throw new DraftError([`unexpected layout transform ${String(t)}`]);
    out.x += Number(m[1]);
    out.y += Number(m[2]);
  }
  return out;
}

function classesOf(path: { attributes: { list: Record<string, unknown[]> } }): string[] {
  return (path.attributes.list.class ?? []).join(' ').split(/\s+/).filter(Boolean);
}

/** What each of FreeSewing's paths is on our pattern; null: not drawn (its advert box, hidden paths, dimensions). */
function roleOf(name: string, path: FsPath, outline: string | undefined, sa: boolean): LineRole | null {
  const classes = classesOf(path);
  if (path.hidden || classes.includes('hidden')) return null;
  if (name.startsWith('__macro_grainline')) return 'grain';
  if (name.startsWith('__macro_cutonfold')) return 'fold';
  if (name.startsWith('__macro_')) return null;
  if (name === outline) return 'seam';
  if (classes.includes('sa')) return sa ? 'cut' : null;
  if (classes.includes('help')) return 'help';
  return 'detail';
}

/** The piece's outline: FreeSewing names it `seam`; a few parts name it otherwise but class it `fabric` alone. */
function outlineName(part: FsPart): string | undefined {
  if (part.paths.seam && !part.paths.seam.hidden) return 'seam';
  return Object.entries(part.paths).find(([n, p]) => !p.hidden && !n.startsWith('__') && classesOf(p).join(' ') === 'fabric')?.[0];
}

function pieceOf(part: FsPart, move: Pt, cutInfo: CutInfo | undefined, labels: DraftLabels): PatternPiece | null {
  const outline = outlineName(part);
  if (!outline) return null;
  const at = (p: FsPoint): Pt => ({ x: p.x + move.x, y: p.y + move.y });
  const sa = Object.values(part.paths).some((p) => classesOf(p).includes('sa') && !p.hidden);
  const lines: PieceLine[] = [];
  for (const [name, path] of Object.entries(part.paths)) {
    const role = roleOf(name, path, outline, sa);
    if (!role) continue;
    const outlines = outlinesOf(path.ops, at);
    if (!outlines.length) continue;
    if (role === 'grain' || role === 'fold') outlines.push(...outlines.flatMap(arrowHeads));
    lines.push({ role, outlines });
  }
  // The seam first, the cutting line next: the dimensions sheet and readers find them there.
  const order: LineRole[] = ['seam', 'cut', 'help', 'detail', 'fold', 'grain'];
  lines.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));

  const notches: Notch[] = [];
  for (const s of Object.values(part.snippets)) {
    if (s.def === 'logo') continue;
    notches.push({ at: at(s.anchor), kind: s.def === 'notch' || s.def === 'bnotch' ? s.def : 'mark' });
  }

  const box = boundsOf(lines, notches);
  const origin = { x: box.minX, y: box.minY };
  const local = (p: Pt): Pt => ({ x: r(p.x - origin.x), y: r(p.y - origin.y) });
  const localOutline = (o: Outline): Outline => ({
    start: local(o.start),
    closed: o.closed,
    segments: o.segments.map((s) =>
      s.kind === 'line' ? { kind: 'line', to: local(s.to) } : { kind: 'curve', cp1: local(s.cp1), cp2: local(s.cp2), to: local(s.to) },
    ),
  });

  const material = Object.values(cutInfo?.materials ?? {})[0]?.[0];
  const cut =
    material && typeof material.cut === 'number' ? { count: material.cut, onFold: Boolean(material.onFold || cutInfo?.cutOnFold) } : null;
  const title = labels.piece(part.name);
  const titlePoint = Object.entries(part.points).find(([n]) => /^__macro_title_.*_title$/.test(n))?.[1];
  const titleAt = titlePoint ? local(at(titlePoint)) : { x: r((box.maxX - box.minX) / 4), y: r((box.maxY - box.minY) / 3) };
  const texts: PieceText[] = [{ at: titleAt, text: title, size: 9, bold: true, anchor: 'start' }];
  if (cut) texts.push({ at: { x: titleAt.x, y: r(titleAt.y + 8) }, text: labels.cut(cut.count, cut.onFold), size: 5, anchor: 'start' });
  for (const line of lines) {
    if (line.role !== 'grain' && line.role !== 'fold') continue;
    const text = line.role === 'grain' ? labels.grainline : labels.cutOnFold;
    texts.push(alongLine(line.outlines[0]!, text, local));
  }

  return {
    id: part.name,
    title,
    x: r(origin.x),
    y: r(origin.y),
    widthMm: r(box.maxX - box.minX),
    heightMm: r(box.maxY - box.minY),
    cut,
    lines: lines.map((l) => ({ role: l.role, outlines: l.outlines.map(localOutline) })),
    notches: notches.map((n) => ({ ...n, at: local(n.at) })),
    texts,
  };
}

/** FreeSewing's path operations as outlines, split where the pen lifts. */
function outlinesOf(ops: FsOp[], at: (p: FsPoint) => Pt): Outline[] {
  const out: Outline[] = [];
  let current: Outline | null = null;
  for (const op of ops) {
    if (op.type === 'move') {
      current = { start: at(op.to), segments: [], closed: false };
      out.push(current);
    } else if (op.type === 'line' && current) current.segments.push({ kind: 'line', to: at(op.to) });
    else if (op.type === 'curve' && current) current.segments.push({ kind: 'curve', cp1: at(op.cp1), cp2: at(op.cp2), to: at(op.to) });
    else if (op.type === 'close' && current) current.closed = true;
  }
  return out.filter((o) => o.segments.length);
}

const ARROW_MM = 4;
/** Open arrowheads at both ends of a grainline or a cut-on-fold bracket (drawn as lines: no markers, so the PDF draws them the same). */
function arrowHeads(o: Outline): Outline[] {
  const first = o.segments[0]!;
  const last = o.segments[o.segments.length - 1]!;
  const before = o.segments.length > 1 ? o.segments[o.segments.length - 2]!.to : o.start;
  return [head(o.start, first.kind === 'curve' ? first.cp1 : first.to), head(last.to, last.kind === 'curve' ? last.cp2 : before)];
}
function head(tip: Pt, from: Pt): Outline {
  const len = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
  const ux = (tip.x - from.x) / len;
  const uy = (tip.y - from.y) / len;
  const side = (s: number): Pt => ({
    x: tip.x - ux * ARROW_MM + s * uy * ARROW_MM * 0.5,
    y: tip.y - uy * ARROW_MM - s * ux * ARROW_MM * 0.5,
  });
  return {
    start: side(1),
    segments: [
      { kind: 'line', to: tip },
      { kind: 'line', to: side(-1) },
    ],
    closed: false,
  };
}

/** A label at the middle of an outline's longest straight segment, turned along it and never upside down. */
function alongLine(o: Outline, text: string, local: (p: Pt) => Pt): PieceText {
  let best = { from: o.start, to: o.segments[0]!.to, len: -1 };
  let from = o.start;
  for (const s of o.segments) {
    const len = Math.hypot(s.to.x - from.x, s.to.y - from.y);
    if (len > best.len) best = { from, to: s.to, len };
    from = s.to;
  }
  let angle = (Math.atan2(best.to.y - best.from.y, best.to.x - best.from.x) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  const mid = local({ x: (best.from.x + best.to.x) / 2, y: (best.from.y + best.to.y) / 2 });
  // Beside the line, not on it: 2 mm to the reading direction's left (up for a horizontal line).
  const rad = (angle * Math.PI) / 180;
  return {
    at: { x: r(mid.x + Math.sin(rad) * 2), y: r(mid.y - Math.cos(rad) * 2) },
    text,
    size: 4,
    angle: r(angle),
    anchor: 'middle',
    note: true,
  };
}

function boundsOf(lines: PieceLine[], notches: Notch[]) {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (p: Pt) => {
    box.minX = Math.min(box.minX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxX = Math.max(box.maxX, p.x);
    box.maxY = Math.max(box.maxY, p.y);
  };
  for (const l of lines)
    for (const o of l.outlines) {
      add(o.start);
      let from = o.start;
      for (const s of o.segments) {
        if (s.kind === 'curve') for (const p of curveExtremes(from, s.cp1, s.cp2, s.to)) add(p);
        add(s.to);
        from = s.to;
      }
    }
  for (const n of notches) {
    add({ x: n.at.x - NOTCH_R, y: n.at.y - NOTCH_R });
    add({ x: n.at.x + NOTCH_R, y: n.at.y + NOTCH_R });
  }
  return box;
}

/** A cubic Bézier's point at t. */
export function bezierAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

/** The points where a cubic Bézier turns in x or y: with its ends, they bound it. */
function curveExtremes(p0: Pt, p1: Pt, p2: Pt, p3: Pt): Pt[] {
  const ts: number[] = [];
  for (const k of ['x', 'y'] as const) {
    // The derivative's roots: a t² + b t + c = 0.
    const a = -p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k];
    const b = 2 * (p0[k] - 2 * p1[k] + p2[k]);
    const c = p1[k] - p0[k];
    if (Math.abs(a) < 1e-12) {
      if (Math.abs(b) > 1e-12) ts.push(-c / b);
    } else {
      const disc = b * b - 4 * a * c;
      if (disc >= 0) ts.push((-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a));
    }
  }
  return ts.filter((t) => t > 0 && t < 1).map((t) => bezierAt(p0, p1, p2, p3, t));
}

/** Millimetres to 0.01 mm: small, and the same bytes every time (never "-0"). */
export function r(n: number): number {
  const v = Math.round(n * 100) / 100;
  return v === 0 ? 0 : v;
}

/** An outline as SVG path data (the PDF writer draws the same commands). */
export function pathData(o: Outline): string {
  let d = `M${o.start.x} ${o.start.y}`;
  for (const s of o.segments)
    d += s.kind === 'line' ? `L${s.to.x} ${s.to.y}` : `C${s.cp1.x} ${s.cp1.y} ${s.cp2.x} ${s.cp2.y} ${s.to.x} ${s.to.y}`;
  return o.closed ? `${d}Z` : d;
}

export const NOTCH_R = 2;

/**
 * How each kind of line is drawn, on screen and in the PDF: width in mm, dashes in mm, grey 0-1.
 * With the seam allowance on, the cutting line is the bold one and the seam line is dashed.
 */
export function lineStyle(role: LineRole, sa: boolean): { width: number; dash?: [number, number]; grey: number; blue?: boolean } {
  switch (role) {
    case 'cut':
      return { width: 0.6, grey: 0 };
    case 'seam':
      return sa ? { width: 0.35, dash: [3, 1.5], grey: 0.1 } : { width: 0.6, grey: 0 };
    case 'help':
      return { width: 0.3, dash: [1.5, 1.5], grey: 0.45 };
    case 'detail':
      return { width: 0.3, grey: 0.25 };
    default:
      return { width: 0.4, grey: 0, blue: true };
  }
}

const BLUE = '#1d4ed8';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hexGrey = (g: number) => {
  const v = Math.round(g * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${v}${v}${v}`;
};

/**
 * The pattern as a standalone SVG in millimetres. Words take the page's font when the SVG is
 * inlined (no font-family is set), and the default sans-serif of the viewer otherwise.
 */
function patternSvg(pieces: PatternPiece[], widthMm: number, heightMm: number, sa: boolean): string {
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${widthMm} ${heightMm}">`;
  for (const p of pieces) {
    out += `<g data-piece="${esc(p.id)}" transform="translate(${p.x} ${p.y})">`;
    for (const line of p.lines) {
      const s = lineStyle(line.role, sa);
      const stroke = s.blue ? BLUE : hexGrey(s.grey);
      const dash = s.dash ? ` stroke-dasharray="${s.dash.join(' ')}"` : '';
      out += `<path fill="none" stroke="${stroke}" stroke-width="${s.width}"${dash} stroke-linejoin="round" d="${line.outlines.map(pathData).join('')}"/>`;
    }
    if (p.notches.length) {
      out += `<g fill="none" stroke="#000" stroke-width="0.4">`;
      for (const n of p.notches) {
        out += `<circle cx="${n.at.x}" cy="${n.at.y}" r="${NOTCH_R}"/>`;
        if (n.kind === 'bnotch')
          out += `<path d="M${r(n.at.x - NOTCH_R)} ${n.at.y}H${r(n.at.x + NOTCH_R)}M${n.at.x} ${r(n.at.y - NOTCH_R)}V${r(n.at.y + NOTCH_R)}"/>`;
      }
      out += `</g>`;
    }
    // Words over lines stay readable: each letter has a white edge drawn under it.
    out += `<g paint-order="stroke" stroke="#fff" stroke-width="1">`;
    for (const t of p.texts) {
      const rotate = t.angle ? ` transform="rotate(${t.angle} ${t.at.x} ${t.at.y})"` : '';
      const weight = t.bold ? ' font-weight="bold"' : '';
      const anchor = t.anchor === 'middle' ? ' text-anchor="middle"' : '';
      const fill = t.note ? ` fill="${BLUE}"` : '';
      out += `<text x="${t.at.x}" y="${t.at.y}" font-size="${t.size}"${weight}${anchor}${fill}${rotate}>${esc(t.text)}</text>`;
    }
    out += `</g></g>`;
  }
  return `${out}</svg>`;
}
