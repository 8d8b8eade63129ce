import { lengthInUnits, type MeasurementUnits } from '@sewee/shared/pattern-designs';
import { SEAM_ALLOWANCE_MM, bezierAt, type DraftedPattern, type Outline, type Pt } from './draft';

/**
 * The dimensions sheet, for a student with no printer: each piece's seam line as lettered points
 * (A, B, C... measured from the piece's top-left corner, right and down) and, in order around the
 * piece, each line's length, a curve's length and how far it bows from the straight line between
 * its ends; plus the grainline. Data only, in the student's units: the page and dimensionsPdf
 * (pdf.ts) render it, with the caller's words and number format.
 */

export interface DimensionPoint {
  name: string;
  /** Right of the piece's left edge. */
  x: number;
  /** Down from the piece's top edge. */
  y: number;
}

export interface DimensionSegment {
  from: string;
  to: string;
  kind: 'line' | 'curve';
  /** Along the line or the curve. */
  length: number;
  /** A curve's greatest distance from the straight line between its ends; 0 for a line. */
  bow: number;
  /** Where along that straight line (from `from`) the curve bows most. */
  bowAt: number;
  /** Whether the curve bows out of the piece or into it. */
  bowSide: 'out' | 'in' | null;
}

export interface PieceDimensions {
  id: string;
  title: string;
  /** The seam line's bounding box. */
  width: number;
  height: number;
  cut: { count: number; onFold: boolean } | null;
  points: DimensionPoint[];
  segments: DimensionSegment[];
  /** The grainline (or the fold line: it gives the grain too), from the same corner. */
  grainline: { from: Pt; to: Pt; length: number; onFold: boolean } | null;
}

export interface DimensionsSheet {
  units: MeasurementUnits;
  /** The seam allowance to add around each piece when cutting, in `units`; 0 when it is off. */
  seamAllowance: number;
  pieces: PieceDimensions[];
}

/** `dimensionsSheet(drafted, 'cm')`: see the module comment. Values to 0.1 cm or 0.01 in. */
export function dimensionsSheet(drafted: DraftedPattern, units: MeasurementUnits): DimensionsSheet {
  const u = (mm: number) => lengthInUnits(mm, units);
  const pieces: PieceDimensions[] = [];
  for (const piece of drafted.pieces) {
    const seam = piece.lines.find((l) => l.role === 'seam')?.outlines[0];
    if (!seam) continue;
    const measured = measureOutline(seam);
    const ox = measured.box.minX;
    const oy = measured.box.minY;
    const grain = piece.lines.find((l) => l.role === 'grain') ?? piece.lines.find((l) => l.role === 'fold');
    const grainOutline = grain?.outlines[0];
    const ends = grainOutline ? grainEnds(grainOutline, grain.role === 'fold') : null;
    pieces.push({
      id: piece.id,
      title: piece.title,
      width: u(measured.box.maxX - ox),
      height: u(measured.box.maxY - oy),
      cut: piece.cut,
      points: measured.points.map((p, i) => ({ name: pointName(i), x: u(p.x - ox), y: u(p.y - oy) })),
      segments: measured.segments.map((s) => ({
        from: pointName(s.from),
        to: pointName(s.to % measured.points.length),
        kind: s.kind,
        length: u(s.length),
        bow: u(s.bow),
        bowAt: u(s.bowAt),
        bowSide: s.kind === 'curve' && u(s.bow) > 0 ? s.bowSide : null,
      })),
      grainline: ends
        ? {
            from: { x: u(ends.from.x - ox), y: u(ends.from.y - oy) },
            to: { x: u(ends.to.x - ox), y: u(ends.to.y - oy) },
            length: u(Math.hypot(ends.to.x - ends.from.x, ends.to.y - ends.from.y)),
            onFold: grain!.role === 'fold',
          }
        : null,
    });
  }
  return { units, seamAllowance: drafted.sa ? u(SEAM_ALLOWANCE_MM) : 0, pieces };
}

/** A, B, ... Z, AA, AB, ...: the points' names. */
export function pointName(i: number): string {
  let name = '';
  let n = i;
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

/** Samples per curve for its length and bow: the length is then within 0.01% of the true one for a pattern's gentle curves. */
const STEPS = 200;

/** A cubic Bézier's length, by summing many short chords. */
export function curveLength(p0: Pt, p1: Pt, p2: Pt, p3: Pt): number {
  let len = 0;
  let prev = p0;
  for (let i = 1; i <= STEPS; i++) {
    const p = bezierAt(p0, p1, p2, p3, i / STEPS);
    len += Math.hypot(p.x - prev.x, p.y - prev.y);
    prev = p;
  }
  return len;
}

type Measured = {
  points: Pt[];
  segments: { from: number; to: number; kind: 'line' | 'curve'; length: number; bow: number; bowAt: number; bowSide: 'out' | 'in' }[];
  box: { minX: number; minY: number; maxX: number; maxY: number };
};

/** An outline's corners, segments and bounding box (curves sampled, so their bulges count). */
function measureOutline(o: Outline): Measured {
  const points: Pt[] = [o.start];
  const box = { minX: o.start.x, minY: o.start.y, maxX: o.start.x, maxY: o.start.y };
  const add = (p: Pt) => {
    box.minX = Math.min(box.minX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxX = Math.max(box.maxX, p.x);
    box.maxY = Math.max(box.maxY, p.y);
  };
  // Which side is inside: the sign of the outline's area (y down, so positive is clockwise on screen).
  let area = 0;
  let from = o.start;
  for (const s of o.segments) {
    area += from.x * s.to.y - s.to.x * from.y;
    from = s.to;
  }
  area += from.x * o.start.y - o.start.x * from.y;

  const segments: Measured['segments'] = [];
  from = o.start;
  o.segments.forEach((s, i) => {
    const chord = Math.hypot(s.to.x - from.x, s.to.y - from.y);
    let length = chord;
    let bow = 0;
    let bowAt = 0;
    let side = 0;
    if (s.kind === 'curve') {
      length = curveLength(from, s.cp1, s.cp2, s.to);
      for (let k = 1; k < STEPS; k++) {
        const p = bezierAt(from, s.cp1, s.cp2, s.to, k / STEPS);
        add(p);
        if (chord === 0) continue;
        // Signed distance from the chord (cross product), and how far along the chord.
        const cross = ((s.to.x - from.x) * (p.y - from.y) - (s.to.y - from.y) * (p.x - from.x)) / chord;
        if (Math.abs(cross) > bow) {
          bow = Math.abs(cross);
          side = Math.sign(cross);
          bowAt = ((p.x - from.x) * (s.to.x - from.x) + (p.y - from.y) * (s.to.y - from.y)) / chord;
        }
      }
    }
    add(s.to);
    // A segment shorter than half a millimetre (where FreeSewing joins two paths) is no line to chalk.
    if (length < 0.5 && i < o.segments.length - 1) return;
    const last = i === o.segments.length - 1;
    const closesOnStart = last && Math.hypot(s.to.x - o.start.x, s.to.y - o.start.y) < 0.01;
    if (!closesOnStart) points.push(s.to);
    segments.push({
      from: points.length - (closesOnStart ? 1 : 2),
      to: closesOnStart ? 0 : points.length - 1,
      kind: s.kind,
      length,
      bow,
      bowAt,
      // Travelling clockwise (area > 0), the inside is on the right: a positive cross product.
      bowSide: side * Math.sign(area) > 0 ? 'in' : 'out',
    });
    from = s.to;
  });
  // An outline that ends away from its start is closed by a straight line back to it.
  if (o.closed && Math.hypot(from.x - o.start.x, from.y - o.start.y) >= 0.01) {
    segments.push({
      from: points.length - 1,
      to: 0,
      kind: 'line',
      length: Math.hypot(from.x - o.start.x, from.y - o.start.y),
      bow: 0,
      bowAt: 0,
      bowSide: 'out',
    });
  }
  return { points, segments, box };
}

/** A grainline's two ends; a cut-on-fold bracket's fold side (its middle segment). */
function grainEnds(o: Outline, fold: boolean): { from: Pt; to: Pt } {
  if (fold && o.segments.length >= 3) return { from: o.segments[0]!.to, to: o.segments[o.segments.length - 2]!.to };
  return { from: o.start, to: o.segments[o.segments.length - 1]!.to };
}
