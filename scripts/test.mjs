// `npm test`: typecheck, the API suite (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the web unit suite and the browser suite; ends with one line of totals: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp', 'test-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Under `npm test` this is the Node from node_modules (tools/node-runtime); every suite below runs on it.
const nodeLine = `Node ${process.version} (${process.execPath})`;
console.log(`Running every suite on ${nodeLine}`);

let passed = 0;
let failed = 0;
const problems = [];

function run(label, cmd, args, cwd, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: path.join(root, cwd), stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) problems.push(`${label} exited with ${r.status ?? r.signal}`);
  return r.status === 0;
}

function countVitest(file, label) {
  if (!fs.existsSync(file)) return problems.push(`${label}: no results written`);
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  if (j.numTotalTests === 0) problems.push(`${label}: ran no test`);
}

for (const [label, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  if (!run(label, 'npm', ['run', '--silent', script], '.')) failed += 1;
}

const serverJson = path.join(out, 'server.json');
run(
  'API tests (apps/server)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${serverJson}`],
  'apps/server',
);
countVitest(serverJson, 'API tests');

const webJson = path.join(out, 'web.json');
run(
  'web unit tests (apps/web)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${webJson}`],
  'apps/web',
);
countVitest(webJson, 'web unit tests');

if (!fs.existsSync(CHROMIUM)) {
  const msg = `BROWSER SUITE SKIPPED: no Chromium at ${CHROMIUM}. Install it with: sudo apt-get install chromium`;
  console.log(`\n${'!'.repeat(msg.length)}\n${msg}\n${'!'.repeat(msg.length)}`);
  if (process.env.REQUIRE_E2E === '1') {
    problems.push('browser suite required (REQUIRE_E2E=1) but Chromium is missing');
    failed += 1;
  }
} else if (run('build for the browser suite', process.execPath, ['scripts/build.mjs'], '.')) {
  const e2eJson = path.join(out, 'e2e.json');
  run('browser tests (apps/web/e2e, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], 'apps/web', {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    CHROMIUM_PATH: CHROMIUM,
  });
  if (fs.existsSync(e2eJson)) {
    const s = JSON.parse(fs.readFileSync(e2eJson, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    if (s.expected + s.unexpected + s.flaky === 0) problems.push('browser tests: ran no test');
  } else problems.push('browser tests: no results written');
} else failed += 1;

if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\nRan on ${nodeLine}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
