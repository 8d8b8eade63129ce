// `npm run backup -- --out DIR` and `npm run restore -- DIR` (docs/deploy.md)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Settings may live in a .env file at the repository root (see .env.example).
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
// The built app's own entry (the one the running server was built with). Build only when there is
// none: rebuilding dist/ under a running server would swap its code mid-flight.
const entry = path.join(root, 'apps/server/dist/backup.js');
if (!fs.existsSync(entry)) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'server'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(entry).href);
