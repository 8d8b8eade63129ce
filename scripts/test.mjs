// `npm test`: typecheck and lint (at once), one build, the API suite (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) with the web unit suite beside it, then the browser suite (two workers,
// a server each).
// `npm run test:quick` (`--quick`): typecheck, lint, the web unit suite and the API suite on PGlite only.
// Both end with each suite's time, the ten slowest test files, and one line of totals: "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const out = path.join(root, '.tmp', 'test-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Under `npm test` this is the Node from node_modules (tools/node-runtime); every suite below runs on it.
const nodeLine = `Node ${process.version} (${process.execPath})`;
console.log(`Running ${quick ? 'the quick lane' : 'every suite'} on ${nodeLine}`);

let passed = 0;
let failed = 0;
const problems = [];
/** [label, seconds] of every step, in order. */
const times = [];
/** { file, seconds, suite } of every test file, from the JSON reports. */
const files = [];
const started = Date.now();

/**
 * Starts a step. Its output goes straight to the terminal or, when `held` (a step that runs beside
 * another), is kept and printed in one piece, with the step's time, by `show()` of the result.
 */
function start(label, cmd, args, cwd, { env = {}, held = false } = {}) {
  const t0 = Date.now();
  if (!held) console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: path.join(root, cwd),
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => output.push(d));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      times.push([label, seconds]);
      if (code !== 0) problems.push(`${label} exited with ${code ?? signal}`);
      const show = () => {
        if (!held) return;
        console.log(`\n=== ${label} (${Math.round(seconds)} s) ===`);
        process.stdout.write(Buffer.concat(output));
      };
      resolve({ ok: code === 0, show });
    });
  });
}

/** Counts a vitest JSON report and notes each file's time (its results carry start and end times). */
function countVitest(file, label, suite) {
  if (!fs.existsSync(file)) return problems.push(`${label}: no results written`);
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  if (j.numTotalTests === 0) problems.push(`${label}: ran no test`);
  // A file that runs on both databases has a row for each run (the report does not name the project).
  for (const r of j.testResults ?? []) files.push({ file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000, suite });
}

// Typecheck (each workspace) and lint at once, each with its output held until it ends: none waits
// on another, and a 2-core machine is kept busy by four of them.
const checks = await Promise.all(
  [
    ['typecheck packages/shared', ['run', '--silent', 'typecheck', '-w', 'packages/shared']],
    ['typecheck apps/server', ['run', '--silent', 'typecheck', '-w', 'apps/server']],
    ['typecheck apps/web', ['run', '--silent', 'typecheck', '-w', 'apps/web']],
    ['lint', ['run', '--silent', 'lint']],
  ].map(([label, args]) => start(label, 'npm', args, '.', { held: true })),
);
for (const check of checks) check.show();
failed += checks.filter((check) => !check.ok).length;

// One build up front (web and server, each only if its sources changed): the API files that start the
// built server or serve the built web app (their global setup then finds nothing stale), and the
// browser suite, all use it.
const built = (await start('build', process.execPath, ['scripts/build.mjs'], '.')).ok;
if (!built) failed += 1;

// The web unit suite runs beside the API suite (its output is printed after it): the API suite's
// workers spend part of their time waiting on the databases and on the servers they start.
const webJson = path.join(out, 'web.json');
const web = start(
  'web unit tests (apps/web)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${webJson}`],
  'apps/web',
  {
    held: true,
  },
);
const serverJson = path.join(out, 'server.json');
await start(
  quick ? 'API tests (apps/server, PGlite)' : 'API tests (apps/server)',
  'npx',
  [
    'vitest',
    'run',
    ...(quick ? ['--project', 'pglite', '--project', 'pglite-bundle'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${serverJson}`,
  ],
  'apps/server',
);
(await web).show();
countVitest(serverJson, 'API tests', 'API');
countVitest(webJson, 'web unit tests', 'web');

if (quick) {
  // The browser suite belongs to `npm test` only.
} else if (!fs.existsSync(CHROMIUM)) {
  const msg = `BROWSER SUITE SKIPPED: no Chromium at ${CHROMIUM}. Install it with: sudo apt-get install chromium`;
  console.log(`\n${'!'.repeat(msg.length)}\n${msg}\n${'!'.repeat(msg.length)}`);
  if (process.env.REQUIRE_E2E === '1') {
    problems.push('browser suite required (REQUIRE_E2E=1) but Chromium is missing');
    failed += 1;
  }
} else if (built) {
  const e2eJson = path.join(out, 'e2e.json');
  await start('browser tests (apps/web/e2e, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], 'apps/web', {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, CHROMIUM_PATH: CHROMIUM },
  });
  if (fs.existsSync(e2eJson)) {
    const report = JSON.parse(fs.readFileSync(e2eJson, 'utf8'));
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    if (s.expected + s.unexpected + s.flaky === 0) problems.push('browser tests: ran no test');
    // Playwright reports each test's duration: a spec file's time is their sum (its tests run one after another).
    const perSpec = new Map();
    const walk = (suite, file) => {
      const f = suite.file ? path.join('apps/web/e2e', suite.file) : file;
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? []) for (const r of t.results ?? []) perSpec.set(f, (perSpec.get(f) ?? 0) + (r.duration ?? 0) / 1000);
      for (const child of suite.suites ?? []) walk(child, f);
    };
    for (const suite of report.suites ?? []) walk(suite, '');
    for (const [file, seconds] of perSpec) files.push({ file, seconds, suite: 'browser' });
  } else problems.push('browser tests: no results written');
}

const fmt = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
console.log('\nTime per step (m:ss):');
for (const [label, s] of times) console.log(`  ${fmt(s).padStart(6)}  ${label}`);
console.log(`  ${fmt((Date.now() - started) / 1000).padStart(6)}  in all`);
if (files.length) {
  console.log('Slowest test files (m:ss; an API file once per database):');
  for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${fmt(f.seconds).padStart(6)}  ${f.file} (${f.suite})`);
}
if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\nRan on ${nodeLine}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
