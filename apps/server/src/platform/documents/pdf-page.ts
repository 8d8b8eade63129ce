import fsp from 'node:fs/promises';
import path from 'node:path';
import { executable, onPath, run } from '../process';

/** How long rendering one first page may take (a hostile PDF can make poppler work hard). */
const RENDER_TIMEOUT_MS = 20_000;
/** The rendered page's long side in pixels, before the photo pipeline shrinks it to its budget. */
const RENDER_SIDE = 800;
/** pdftoppm's exit status for "Error opening a PDF file": poppler found no PDF in the bytes. */
const NOT_A_PDF = 1;

/**
 * pdftoppm (Debian's poppler-utils) from PDFTOPPM_PATH, else on the PATH, found once at start.
 * `problem`: why there is none; lesson files are then stored without a preview (docs/configuration.md).
 */
export function findPdftoppm(opts: { pdftoppmPath?: string }): { path: string } | { problem: string } {
  const found = opts.pdftoppmPath ?? onPath('pdftoppm');
  if (found && executable(found)) return { path: found };
  return {
    problem: opts.pdftoppmPath
      ? `PDFTOPPM_PATH=${opts.pdftoppmPath} is not an executable file`
      : 'pdftoppm was not found on the PATH (install poppler-utils or set PDFTOPPM_PATH)',
  };
}

/** poppler says the bytes are not a PDF it can open: the upload is refused. */
export class UnreadablePdfError extends Error {}
/** The page could not be rendered for another reason (too slow, killed, a tool error): the PDF is kept without a preview. */
export class PdfRenderError extends Error {}

/**
 * Renders the first page of the PDF at `pdf` to a PNG at `png` (long side RENDER_SIDE), for the
 * photo pipeline to re-encode into a lesson file's preview. Runs at a lower CPU priority, one at a time.
 */
export function renderFirstPage(pdftoppm: string, pdf: string, png: string, timeoutMs = RENDER_TIMEOUT_MS): Promise<void> {
  // One render at a time: uploads of several PDFs at once queue rather than share the cores.
  const mine = queue.then(() => render(pdftoppm, pdf, png, timeoutMs));
  queue = mine.catch(() => undefined);
  return mine;
}
let queue: Promise<unknown> = Promise.resolve();

async function render(pdftoppm: string, pdf: string, png: string, timeoutMs: number): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  const base = png.replace(/\.png$/, '');
  const r = await run(pdftoppm, ['-f', '1', '-l', '1', '-singlefile', '-scale-to', String(RENDER_SIDE), '-png', pdf, base], {
    nice: 5,
    signal,
  }).catch((err: unknown) => {
    if (signal.aborted) throw new PdfRenderError(`the first page took longer than ${timeoutMs / 1000} s to render`);
    throw new PdfRenderError(`pdftoppm could not run: ${err instanceof Error ? err.message : String(err)}`);
  });
  const why = r.stderr.split('\n').filter(Boolean).at(-1) ?? `pdftoppm stopped (${r.code ?? 'killed'}) on ${path.basename(pdf)}`;
  if (r.code === NOT_A_PDF) throw new UnreadablePdfError(why);
  const made = await fsp.stat(`${base}.png`).catch(() => undefined);
  if (r.code !== 0 || !made) throw new PdfRenderError(why);
}
