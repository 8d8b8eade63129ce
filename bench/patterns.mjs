// The drafting library's costs (`npm run bench -- --only=patterns`; run.mjs builds first):
//   - the gzip size of each design's drafting code as built (apps/web/dist/assets): the FreeSewing
//     files a download of the lesson keeps (pattern-code.json: the design's chunk, FreeSewing's core,
//     shared blocks), which the worker must not precache; the viewer's own code (draft.ts, the PDF
//     writer, beyond the first view), precached with the course page; and a check that none of it is in a first view;
//   - in Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's
//     mobile run), a bodice block's draft alone (the code already loaded): the first one, and the
//     median of the next ones; the A4 PDF's time, size and page count.
// Writes bench/patterns-results.json and prints a table. KiB = 1,024 bytes, KB = 1,000 bytes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps/web/dist/assets');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DESIGNS = ['bella', 'penelope', 'teagan', 'waralee'];
const VIEWER = 'the viewer, drafting and the PDFs (any design)';
const BUDGET = { chunkKiB: 150, draftMs: 1000, pdfBytes: 300_000 };
const RUNS = 6;

// ---- chunk sizes from the built assets ------------------------------------------------------
const read = (file) => fs.readFileSync(path.join(assets, file), 'utf8');
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const jsFiles = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
/** A chunk's static imports (what loads with it), by file name. */
const staticImports = (file) => [...read(file).matchAll(/(?:import|from)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !jsFiles.includes(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}
// The first view: the entry the HTML loads, and all it imports statically.
const html = fs.readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
const entries = [...html.matchAll(/src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
const firstView = closure(entries);
// Each design's drawing code as a download keeps it: the build's list (pwa.ts, pattern-code.json) of
// the design's FreeSewing chunk and what it imports; none of it should be precached for everyone.
const codeLists = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/pattern-code.json'), 'utf8'));
// The pattern lesson's viewer, with draft.ts and the PDF writer (the fonts' names are in no other chunk).
const viewerChunk = jsFiles.find((f) => read(f).includes('/BaseFont /Helvetica'));
const sw = fs.existsSync(path.join(root, 'apps/web/dist/sw.js')) ? fs.readFileSync(path.join(root, 'apps/web/dist/sw.js'), 'utf8') : '';
const chunks = [];
const problems = [];
const entry = (name, files) => ({
  name,
  files,
  gzipBytes: files.reduce((a, f) => a + gzip(f), 0),
  precached: files.some((f) => sw.includes(f)),
});
for (const design of DESIGNS) {
  const files = (codeLists[design] ?? []).map((f) => path.basename(f.url));
  if (!files.length) problems.push(`pattern-code.json lists no file for ${design}`);
  else chunks.push(entry(design, files));
}
if (viewerChunk)
  chunks.push(
    entry(
      VIEWER,
      [...closure([viewerChunk])].filter((f) => !firstView.has(f)),
    ),
  );
else problems.push('no built chunk holds the PDF writer: no page imports the pattern lesson viewer');
const inFirstView = [...firstView].filter((f) => /freesewing\.org\/namespaces|\/BaseFont \/Helvetica/.test(read(f)));
if (inFirstView.length) problems.push(`FreeSewing or the PDF writer in the first view: ${inFirstView.join(', ')}`);

// ---- drafting and the PDF in Chromium at 4x slower CPU --------------------------------------
const { build } = await import('vite');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-patterns-bench-'));
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: out,
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: path.join(root, 'bench/patterns-page.ts'), formats: ['es'], fileName: 'page' },
  },
});
fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><meta charset="utf-8"><script type="module" src="/page.js"></script>');
const server = http.createServer((req, res) => {
  const file = path.join(out, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
  if (!file.startsWith(out) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(fs.readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
let timing;
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => 'runPatterns' in window);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  timing = await page.evaluate((runs) => window.runPatterns(runs), RUNS);
} finally {
  await browser.close();
  server.close();
  fs.rmSync(out, { recursive: true, force: true });
}

const sorted = timing.draftMs.slice(1).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
  budgets: BUDGET,
  chunks,
  draft: { cpuSlowdown: 4, firstMs: Math.round(timing.draftMs[0]), medianMs: Math.round(median), svgBytes: timing.svgBytes },
  pdf: { paper: 'a4', ms: Math.round(timing.pdfMs), bytes: timing.pdfBytes, pages: timing.pages },
  problems,
};
fs.writeFileSync(path.join(root, 'bench/patterns-results.json'), JSON.stringify(results, null, 2));
const kib = (n) => (n / 1024).toFixed(1);
console.log(`| drafting code (gzip, beyond the first view) | KiB | budget KiB | precached by the worker |
|---|---|---|---|
${chunks.map((c) => `| ${c.name} (${c.files.length} files) | ${kib(c.gzipBytes)} | ${c.name === VIEWER ? '' : BUDGET.chunkKiB} | ${c.precached ? 'yes' : 'no'} |`).join('\n')}

| bodice block (Chromium, CPU 4x slower) | value | budget |
|---|---|---|
| first draft, code loaded | ${results.draft.firstMs} ms | ${BUDGET.draftMs} ms |
| draft, median of the next ${RUNS - 1} | ${results.draft.medianMs} ms | |
| SVG | ${(timing.svgBytes / 1000).toFixed(1)} KB | |
| A4 PDF: time | ${results.pdf.ms} ms | |
| A4 PDF: size, pages | ${(results.pdf.bytes / 1000).toFixed(1)} KB, ${results.pdf.pages} pages | ${BUDGET.pdfBytes / 1000} KB |`);
const over = [
  ...chunks
    .filter((c) => !c.name.startsWith('the PDFs') && c.gzipBytes > BUDGET.chunkKiB * 1024)
    .map((c) => `${c.name} over ${BUDGET.chunkKiB} KiB`),
  ...(results.draft.firstMs > BUDGET.draftMs ? [`draft over ${BUDGET.draftMs} ms`] : []),
  ...(results.pdf.bytes > BUDGET.pdfBytes ? ['PDF over 300 KB'] : []),
  ...problems,
];
if (over.length) {
  console.error(`\nPatterns: ${over.join('; ')}`);
  process.exit(1);
}
