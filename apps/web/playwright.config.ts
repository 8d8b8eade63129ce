import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// One real server on a fresh DATA_DIR for the whole run; specs read mail from its outbox.
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-e2e-'));
process.env.E2E_BASE_URL ??= `http://localhost:${port}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The Node that runs the tests (Node 24 from node_modules under `npm test`), not whichever `node` is first on PATH.
    command: `"${process.execPath}" ${path.join(root, 'apps/server/dist/main.js')}`,
    url: `${process.env.E2E_BASE_URL}/api/health`,
    // A first run (no cached demo ladder yet, see DEMO_LADDER_CACHE below) encodes the demo clip before it listens.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: process.env.E2E_BASE_URL,
      SEED_DEMO: '1',
      // The demo lectures' ladder is encoded once into this folder (kept between runs, keyed by the
      // encoder settings) and copied to each: ready at start, instead of ~24 H.264 and AV1 encodes
      // loading the machine while the tests run. Specs about encoding upload their own videos.
      DEMO_LADDER_CACHE: path.join(root, '.tmp', 'demo-ladders'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      // The sandbox's "Pay later" settles this long after it is pressed (e2e/pay-later.spec.ts).
      SANDBOX_SETTLE_SECONDS: '5',
    },
  },
});
