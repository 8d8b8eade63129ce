import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relative` (a path inside the repository) by walking up from this module, so the same
 * code works from `src/` under tsx/vitest and from the `dist/` bundle.
 */
export function findUp(relative: string, marker = relative): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, marker))) return path.join(dir, relative);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
