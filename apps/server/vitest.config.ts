import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that use the build: those that start the built server (dist/main.js, dist/create-admin.js)
 * as a child process, and guest-html (the real web build, served by the app). They run in projects of
 * their own whose global setup builds first (only what is stale; `npm test` builds before the suites,
 * so it finds nothing to do); every other file drives buildApp in-process, so running it alone builds
 * nothing.
 */
export const BUNDLE_TESTS = [
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

/**
 * The files whose tests do not depend on the database the suite runs on (no app, no database, or a
 * server process that always uses the embedded one): they run in the PGlite projects only, since the
 * PostgreSQL projects would repeat them word for word.
 */
export const DATABASE_FREE_TESTS = [
  'test/captions-text.test.ts',
  'test/db-errors.test.ts',
  'test/db-lock.test.ts',
  'test/doc-pointers.test.ts',
  'test/layers.test.ts',
  'test/log-format.test.ts',
  'test/mail-languages.test.ts',
  'test/messages.test.ts',
  'test/schema-messages.test.ts',
  'test/node-version.test.ts',
  'test/process.test.ts',
];

const base = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  maxWorkers: 2,
  // A worker runs its files one after another in one process: each file no longer pays a new process,
  // the app's module graph and PGlite's WebAssembly compile (about half of the suite's time). Every file
  // builds its own app on its own database and DATA_DIR (helpers/app.ts), with its configuration passed
  // in rather than read from the environment, so nothing a file does reaches the next one through a module.
  isolate: false,
};
const inProcess = { ...base, include: ['test/**/*.test.ts'], exclude: BUNDLE_TESTS, globalSetup: ['test/global-setup.ts'] };
const withBundle = { ...base, include: BUNDLE_TESTS, globalSetup: ['test/build-bundle.ts', 'test/global-setup.ts'] };

/**
 * The files that start server processes take longest (up to a minute each, most of it the processes'
 * start-up): started first, they run beside the many short files instead of after them, where one
 * worker would finish them alone. Otherwise vitest's order (unknown and larger files first).
 */
class BundleFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isBundle = (f: TestSpecification) => f.project.name.endsWith('-bundle');
    return [...sorted.filter(isBundle), ...sorted.filter((f) => !isBundle(f))];
  }
}

// The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, on PostgreSQL too.
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
export default defineConfig({
  test: {
    sequence: { sequencer: BundleFirst },
    projects: kinds.flatMap((kind) => {
      const once = kind === 'pglite' ? [] : DATABASE_FREE_TESTS;
      return [
        { test: { ...inProcess, name: kind, env: { TEST_DB_KIND: kind }, exclude: [...inProcess.exclude, ...once] } },
        { test: { ...withBundle, name: `${kind}-bundle`, env: { TEST_DB_KIND: kind }, exclude: once } },
      ];
    }),
  },
});
