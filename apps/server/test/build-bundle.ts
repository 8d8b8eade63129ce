import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the server bundle and the web app (each only if its sources changed) before the files that
 * start the server as a process or serve the web build (vitest.config.ts).
 */
export default function setup() {
  const root = path.resolve(__dirname, '../../..');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the server bundle or the web app failed');
}
