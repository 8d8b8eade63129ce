import { defineConfig } from 'vitest/config';

/**
 * The files that use the build: those that start the built server (dist/main.js, dist/create-admin.js)
 * as a child process, and guest-html (the real web build, served by the app). They run in projects of
 * their own whose global setup builds first (only what is stale; `npm test` builds before the suites,
 * so it finds nothing to do); every other file drives buildApp in-process, so running it alone builds
 * nothing.
 */
const BUNDLE_TESTS = [
  'test/guest-html.test.ts',
  'test/crash.test.ts',
  'test/node-version.test.ts',
  'test/outage.test.ts',
  'test/process.test.ts',
  'test/production-install.test.ts',
  'test/shutdown.test.ts',
  'test/startup-race.test.ts',
  'test/two-processes.test.ts',
  'test/backup.test.ts',
];

const base = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  maxWorkers: 2,
};
const inProcess = { ...base, include: ['test/**/*.test.ts'], exclude: BUNDLE_TESTS, globalSetup: ['test/global-setup.ts'] };
const withBundle = { ...base, include: BUNDLE_TESTS, globalSetup: ['test/build-bundle.ts', 'test/global-setup.ts'] };

// The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, on PostgreSQL too.
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
export default defineConfig({
  test: {
    projects: kinds.flatMap((kind) => [
      { test: { ...inProcess, name: kind, env: { TEST_DB_KIND: kind } } },
      { test: { ...withBundle, name: `${kind}-bundle`, env: { TEST_DB_KIND: kind } } },
    ]),
  },
});
