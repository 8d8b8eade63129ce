import { Bezier } from '@freesewing/core';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { MEASUREMENTS, MeasurementsInputSchema, PATTERN_DESIGN_NAMES, type PatternDesign } from '@sewee/shared/patterns';
import { i18n } from '../i18n';
import '../../components/pattern/i18n';
import { dimensionsLabels, draftLabels, tiledPdfLabels } from '../../components/pattern/labels';
import { DraftError, MissingMeasurementsError, draftPattern, type DraftedPattern, type Outline } from './draft';
import { dimensionsSheet } from './dimensions';
import { MM, TEST_SQUARE_MM, dimensionsPdf, tiledPdf } from './pdf';
import { winAnsi } from './pdf-writer';
import { SAMPLE_MEASUREMENTS, scaledMeasurements } from './sample-measurements';

const t = i18n.t.bind(i18n);
const labels = draftLabels(t);
const draft = (
  design: PatternDesign,
  measurements: Record<string, number> = SAMPLE_MEASUREMENTS,
  sa = true,
  options?: Record<string, number>,
) => draftPattern({ design, measurements, options, sa, labels });
const pdfOf = (drafted: DraftedPattern, studentName = 'Amina Wanjiru') =>
  tiledPdf(drafted, { paper: 'a4', studentName, date: '28 November 2026', labels: tiledPdfLabels(t, drafted.design) });

/** Every content stream of a PDF page, decoded to text. */
async function pageOperators(pdf: Uint8Array, index: number): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(index).node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => doc.context.lookup(ref!))
    .map((s) => (s instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(s).decode()) : ''))
    .join('\n');
}

describe('drafting a pattern in the browser', () => {
  it('uses sample measurements that the contract accepts', () => {
    for (const [name, value] of Object.entries(SAMPLE_MEASUREMENTS)) {
      const range = MEASUREMENTS[name as keyof typeof MEASUREMENTS];
      expect(value, name).toBeGreaterThanOrEqual(range.min);
      expect(value, name).toBeLessThanOrEqual(range.max);
    }
    expect(MeasurementsInputSchema.safeParse({ units: 'cm', values: SAMPLE_MEASUREMENTS }).success).toBe(true);
  });

  it('drafts every listed design without a FreeSewing error: named pieces, grainlines, notches, the seam allowance', async () => {
    for (const design of PATTERN_DESIGN_NAMES) {
      const drafted = await draft(design);
      expect(drafted.pieces.length, design).toBeGreaterThan(1);
      for (const piece of drafted.pieces) {
        // Every piece has its name in the `pattern` namespace, and it is on the SVG.
        expect(i18n.exists(`pattern:pieces.${piece.id}`), piece.id).toBe(true);
        expect(drafted.svg).toContain(`>${piece.title}<`);
        expect(piece.lines[0]!.role, piece.id).toBe('seam');
      }
      expect(
        drafted.pieces.some((p) => p.lines.some((l) => l.role === 'grain' || l.role === 'fold')),
        design,
      ).toBe(true);
      expect(
        drafted.pieces.some((p) => p.lines.some((l) => l.role === 'cut')),
        design,
      ).toBe(true);
      expect(drafted.svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="[\d.]+mm" height="[\d.]+mm" viewBox="0 0 [\d.]+ [\d.]+">/,
      );
      // Small: no fonts, no FreeSewing defs or styles, no dates.
      expect(drafted.svg.length, design).toBeLessThan(20_000);
      expect(drafted.svg).not.toMatch(/<style|<defs|font-family|FreeSewing|ephemeral|day,/);
    }
    const bella = await draft('bella');
    expect(bella.svg).toContain('>Back<');
    expect(bella.svg).toContain('>Grainline<');
    expect(bella.pieces.flatMap((p) => p.notches).length).toBeGreaterThan(3);
    // The seam allowance off: no cutting line, and the pieces are smaller.
    const bare = await draft('bella', SAMPLE_MEASUREMENTS, false);
    expect(bare.pieces.some((p) => p.lines.some((l) => l.role === 'cut'))).toBe(false);
    expect(bare.pieces[0]!.widthMm).toBeLessThan(bella.pieces[0]!.widthMm - 15);
  });

  it('gives the same SVG for the same input, byte for byte, whatever else the student has measured', async () => {
    const first = await draft('bella');
    const { inseam: _inseam, ...fewer } = SAMPLE_MEASUREMENTS;
    const reordered = Object.fromEntries(Object.entries(fewer).reverse());
    const again = await draft('bella', reordered);
    expect(again.svg).toBe(first.svg);
    expect(JSON.stringify(again.pieces)).toBe(JSON.stringify(first.pieces));
  });

  it('draws a wider bodice for a larger chest, and follows the lesson options', async () => {
    const width = (d: DraftedPattern) => d.pieces.reduce((sum, p) => sum + (p.id === 'bella.sleeve' ? 0 : p.widthMm), 0);
    const base = await draft('bella');
    const larger = await draft('bella', { ...SAMPLE_MEASUREMENTS, chest: 1100, highBust: 1050, underbust: 930 });
    expect(width(larger)).toBeGreaterThan(width(base) + 30);
    const roomier = await draft('bella', SAMPLE_MEASUREMENTS, true, { chestEase: 20 });
    expect(width(roomier)).toBeGreaterThan(width(base));
  });

  it('names the measurements a design lacks, in the design’s order', async () => {
    const { chest: _c, neck: _n, ...rest } = SAMPLE_MEASUREMENTS;
    const error = await draft('bella', rest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingMeasurementsError);
    expect((error as MissingMeasurementsError).missing).toEqual(['chest', 'neck']);
    // Not a number is not a measurement either.
    const nan = await draft('bella', { ...SAMPLE_MEASUREMENTS, waist: Number.NaN }).catch((e: unknown) => e);
    expect((nan as MissingMeasurementsError).missing).toEqual(['waist']);
  });

  it('turns FreeSewing’s errors into a DraftError that lists them', async () => {
    // A back 1 cm long (far outside the contract's range, so never saved) leaves Bella's armhole undrawable.
    // FreeSewing also writes each failed part to the console: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await draft('bella', { ...SAMPLE_MEASUREMENTS, hpsToWaistBack: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DraftError);
    expect((error as DraftError).problems.join(' ')).toMatch(/Unable to draft part `bella\.back`/);
    expect(logged).toHaveBeenCalled();
  });

  it('tiles an A4 PDF with a 100 mm test square, more pages for a larger body, within 300 KB', async () => {
    const drafted = await draft('bella');
    const pdf = await pdfOf(drafted);
    expect(pdf.length).toBeLessThan(300_000);
    const doc = await PDFDocument.load(pdf);
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([w / MM, h / MM].map(Math.round)).toEqual([210, 297]);

    // The square as drawn: a translation (no scaling) then a closed path of four corners.
    const ops = await pageOperators(pdf, 0);
    const square = /1 0 0 1 [\d.]+ [\d.]+ cm\s+0 0 m\s+0 ([\d.]+) l\s+([\d.]+) ([\d.]+) l\s+([\d.]+) 0 l\s+h/.exec(ops);
    expect(square, 'the test square is drawn').not.toBeNull();
    for (const side of square!.slice(1).map(Number)) expect(Math.abs(side / MM - TEST_SQUARE_MM)).toBeLessThan(0.5);

    // The first tile is A1, with the student's name and the date (Helvetica writes text as hex WinAnsi bytes).
    const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}> Tj`;
    const tile = await pageOperators(pdf, 1);
    expect(tile).toContain(hex('Page A1'));
    expect(tile).toContain(hex('Amina Wanjiru · 28 November 2026'));
    expect(await pageOperators(pdf, 2)).toContain(hex('Page A2'));
    const small = await pdfOf(await draft('bella', scaledMeasurements(0.85)));
    const large = await pdfOf(await draft('bella', scaledMeasurements(1.25)));
    const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
    expect(await pages(small)).toBeLessThan(await pages(pdf));
    expect(await pages(large)).toBeGreaterThan(await pages(pdf));
  });

  it('writes words in Windows-1252 where Helvetica can, and knows where it cannot', () => {
    expect(winAnsi('Façon – « 12,5\u202fcm »')).toEqual(
      Uint8Array.from([70, 97, 231, 111, 110, 32, 150, 32, 171, 32, 49, 50, 44, 53, 160, 99, 109, 32, 187]),
    );
    expect(winAnsi('Kata 2 kwenye mkunjo')).not.toBeNull();
    expect(winAnsi('أمينة')).toBeNull();
    expect(winAnsi('١٠ سم')).toBeNull();
  });

  it('makes the PDFs for a name Helvetica cannot write (left out where there is no canvas)', async () => {
    const drafted = await draft('penelope');
    await expect(pdfOf(drafted, 'أمينة')).resolves.toBeInstanceOf(Uint8Array);
    const sheet = dimensionsSheet(drafted, 'in');
    const pdf = await dimensionsPdf(sheet, {
      paper: 'letter',
      studentName: 'أمينة',
      date: '28/11/2026',
      labels: dimensionsLabels(t, 'penelope', sheet),
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  it('lists each piece’s lines for chalking: lengths that add up to the seam line, points from the top-left corner', async () => {
    const drafted = await draft('bella');
    const sheet = dimensionsSheet(drafted, 'cm');
    expect(sheet.seamAllowance).toBe(1);
    for (const piece of drafted.pieces) {
      const dims = sheet.pieces.find((p) => p.id === piece.id)!;
      const seam = piece.lines[0]!.outlines[0]!;
      const lengthMm = outlineLength(seam);
      const listed = dims.segments.reduce((sum, s) => sum + s.length, 0) * 10;
      // Each length is rounded to 1 mm: the sum is within half a millimetre per segment.
      expect(Math.abs(listed - lengthMm), piece.id).toBeLessThan(0.5 * dims.segments.length);
      // In order around the piece: each segment starts where the last ended, and the last closes it.
      dims.segments.forEach((s, i) => i && expect(s.from).toBe(dims.segments[i - 1]!.to));
      expect(dims.segments.at(-1)!.to).toBe('A');
      expect(Math.min(...dims.points.map((p) => p.x))).toBe(0);
      for (const p of dims.points) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(dims.width);
        expect(p.y).toBeLessThanOrEqual(dims.height);
      }
      expect(dims.grainline).not.toBeNull();
    }
    // The back's armhole is a curve that bows into the piece.
    expect(sheet.pieces[0]!.segments.some((s) => s.kind === 'curve' && s.bow >= 1 && s.bowSide === 'in')).toBe(true);
  });
});

/** An outline's length by FreeSewing's own Bézier code (bezier-js), not the sheet's. */
function outlineLength(o: Outline): number {
  let from = o.start;
  let len = 0;
  for (const s of o.segments) {
    len += s.kind === 'line' ? Math.hypot(s.to.x - from.x, s.to.y - from.y) : new Bezier(from, s.cp1, s.cp2, s.to).length();
    from = s.to;
  }
  return o.closed ? len + Math.hypot(o.start.x - from.x, o.start.y - from.y) : len;
}
