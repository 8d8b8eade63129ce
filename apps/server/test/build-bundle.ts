import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Builds the server bundle (only if its sources changed) before the files that start it as a process. */
export default function setup() {
  const root = path.resolve(__dirname, '../../..');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'server'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the server bundle failed');
}
