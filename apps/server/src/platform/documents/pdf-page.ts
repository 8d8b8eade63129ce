import fsp from 'node:fs/promises';
import path from 'node:path';
import { onPath, run } from '../video/ffmpeg';

/** How long rendering one first page may take (a hostile PDF can make poppler work hard). */
const RENDER_TIMEOUT_MS = 20_000;
/** The rendered page's long side in pixels, before the photo pipeline shrinks it to its budget. */
const RENDER_SIDE = 800;

/**
 * pdftoppm (Debian's poppler-utils) on the PATH; undefined when
 * absent: lesson files are then stored without a preview (docs/configuration.md).
 */
export const findPdftoppm = (): string | undefined => onPath('pdftoppm');

/** The PDF could not be rendered: poppler found no page in it. */
export class UnreadablePdfError extends Error {}

/**
 * Renders the first page of the PDF at `pdf` to a PNG at `png` (long side RENDER_SIDE), for the
 * photo pipeline to re-encode into a lesson file's preview. Runs at a lower CPU priority.
 */
export async function renderFirstPage(pdftoppm: string, pdf: string, png: string): Promise<void> {
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const base = png.replace(/\.png$/, '');
  const r = await run(pdftoppm, ['-f', '1', '-l', '1', '-singlefile', '-scale-to', String(RENDER_SIDE), '-png', pdf, base], {
    nice: 5,
    signal,
  }).catch((err: unknown) => {
    if (signal.aborted) throw new UnreadablePdfError('the PDF took too long to render');
    throw err;
  });
  const made = await fsp.stat(`${base}.png`).catch(() => undefined);
  if (r.code !== 0 || !made)
    throw new UnreadablePdfError(r.stderr.split('\n').filter(Boolean).at(-1) ?? `pdftoppm failed on ${path.basename(pdf)}`);
}
