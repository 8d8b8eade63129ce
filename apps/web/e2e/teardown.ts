import fs from 'node:fs';

/**
 * Removes the servers' data folders (playwright.config.ts) when the config made their root for this
 * run; one passed in E2E_DATA_ROOT is left to whoever passed it. Playwright runs this before it stops
 * the servers, which hold nothing that must outlive the run.
 */
export default function teardown() {
  if (process.env.E2E_DATA_ROOT_MADE === '1' && process.env.E2E_DATA_ROOT)
    fs.rmSync(process.env.E2E_DATA_ROOT, { recursive: true, force: true });
}
