import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// One real server per worker, each on a fresh DATA_DIR of its own, for the whole run: a worker's specs
// sign in as the demo accounts, meet the per-address rate limits and read mail from its server's
// outbox without seeing the other worker's. Files are shared out between the workers; the tests of
// one file run in order on one worker (fullyParallel: false), as they were written to.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
if (!process.env.E2E_DATA_ROOT) {
  process.env.E2E_DATA_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-e2e-'));
  // Made here, so removed at the end of the run (e2e/teardown.ts): about 100 MB of servers' data each run.
  process.env.E2E_DATA_ROOT_MADE = '1';
}
const servers = Array.from({ length: workers }, (_, i) => ({
  port: firstPort + i,
  baseURL: `http://localhost:${firstPort + i}`,
  dataDir: path.join(process.env.E2E_DATA_ROOT!, `server-${i}`),
}));
// Playwright loads this file in every worker too, with TEST_PARALLEL_INDEX set (0 .. workers - 1):
// the specs' helpers (e2e/support.ts) find their own server through these two variables.
const mine = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
process.env.E2E_BASE_URL = mine.baseURL;
process.env.E2E_DATA_DIR = mine.dataDir;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: mine.baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /a11y\.spec\.ts$/, use: chromium },
    // The accessibility checks, about 75 short tests of one page each, are queued after every other
    // spec and shared out one by one (each signs in for itself): they fill the time one worker would
    // otherwise wait for the other to finish a long spec.
    { name: 'a11y', testMatch: /a11y\.spec\.ts$/, fullyParallel: true, use: chromium },
  ],
  // One entry that starts every worker's server at once (e2e/servers.mjs): Playwright would start the
  // entries of a list one after another, each once the one before it answers.
  webServer: {
    // The Node that runs the tests (Node 24 from node_modules under `npm test`), not whichever `node` is first on PATH.
    command: `"${process.execPath}" "${path.join(root, 'apps/web/e2e/servers.mjs')}" "${path.join(root, 'apps/server/dist/main.js')}"`,
    wait: { stdout: /^servers ready$/m },
    // A first run (no cached demo ladder yet, see DEMO_LADDER_CACHE below) encodes the demo clip before the servers listen.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_SERVERS: JSON.stringify(
        servers.map(({ port, baseURL, dataDir }, i) => ({
          name: `server-${i}`,
          url: baseURL,
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            PUBLIC_URL: baseURL,
            SEED_DEMO: '1',
            // The demo lectures' ladder is encoded once into this folder (kept between runs, keyed by the
            // encoder settings; the first server to need it encodes it, the others wait for it) and copied
            // to each: ready at start, instead of ~24 H.264 and AV1 encodes loading the machine while the
            // tests run. Specs about encoding upload their own videos.
            DEMO_LADDER_CACHE: path.join(root, '.tmp', 'demo-ladders'),
            LOG_LEVEL: 'warn',
            DATABASE_URL: '',
            SMTP_URL: '',
            // The sandbox's "Pay later" settles this long after it is pressed (e2e/pay-later.spec.ts).
            SANDBOX_SETTLE_SECONDS: '5',
          },
        })),
      ),
    },
  },
});
