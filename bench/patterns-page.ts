// The page bench/patterns.mjs opens in Chromium: drafts a bodice block and makes its A4 PDF with
// the web app's own pattern library, timing each step (the design's code loaded beforehand: the
// draft alone is timed). The words are the bench's own, in English: they only change the PDF's
// size by a few bytes.
import { draftPattern, loadDesign } from '../apps/web/src/lib/pattern/draft';
import { tiledPdf } from '../apps/web/src/lib/pattern/pdf';
import { SAMPLE_MEASUREMENTS } from '../apps/web/src/lib/pattern/sample-measurements';

const labels = {
  piece: (id: string) => id.split('.').pop() ?? id,
  cut: (count: number, onFold: boolean) => `Cut ${count}${onFold ? ' on the fold' : ''}`,
  grainline: 'Grainline',
  cutOnFold: 'Place on the fold',
};

async function run(runs: number) {
  await loadDesign('bella');
  const times: number[] = [];
  let drafted = null;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    drafted = await draftPattern({ design: 'bella', measurements: SAMPLE_MEASUREMENTS, sa: true, labels });
    times.push(performance.now() - started);
  }
  const started = performance.now();
  const pdf = await tiledPdf(drafted!, {
    paper: 'a4',
    studentName: 'Amina Wanjiru',
    date: '28 November 2026',
    labels: {
      title: 'Your pattern: Bodice block',
      testSquare: 'Test square: 10 cm',
      printAtFullSize: 'Print at 100% (actual size, no scaling). Measure the test square before you cut.',
      grid: (columns: number, rows: number) => `Pages: ${columns} across, ${rows} down`,
      page: (label: string) => `Page ${label}`,
    },
  });
  const pdfMs = performance.now() - started;
  const { PDFDocument } = await import('pdf-lib');
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  return { draftMs: times, svgBytes: drafted!.svg.length, pdfMs, pdfBytes: pdf.length, pages };
}

(window as unknown as { runPatterns: typeof run }).runPatterns = run;
