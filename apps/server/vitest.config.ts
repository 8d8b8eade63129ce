import path from 'node:path';
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
 * The longest test files, longest first (the longer of their PGlite and PostgreSQL times, measured on
 * 2026-11-28 on a loaded machine: backup 92 s down to migrations 16 s; docs/quality.md). Vitest orders
 * the files it has no timings for (a fresh clone, CI) largest first, which started `video-jobs` (real
 * encoding in a 5 KB file) near the end of the run, on one worker while the other had run out of files.
 * A file missing here only starts later; one whose time changes much belongs at its new place.
 */
export const LONG_TESTS: string[] = [
  'test/backup.test.ts',
  'test/authorization.test.ts',
  'test/video-ladder.test.ts',
  'test/hostile.test.ts',
  'test/video-jobs.test.ts',
  'test/courses.test.ts',
  'test/video-av1.test.ts',
  'test/practice.test.ts',
  'test/crash.test.ts',
  'test/process.test.ts',
  'test/production-install.test.ts',
  'test/video-api.test.ts',
  'test/media.test.ts',
  'test/two-processes.test.ts',
  'test/intakes.test.ts',
  'test/auth.test.ts',
  'test/secrets.test.ts',
  'test/outage.test.ts',
  'test/certificates.test.ts',
  'test/lessons.test.ts',
  'test/migrations.test.ts',
];

/**
 * The order files start in. A project's files run together, one project after another, as vitest's own
 * order has them: a worker (isolate: false) keeps its process, and the app's modules in it, only while
 * the next file is of the same project. The projects whose files start server processes come first
 * (each file 10-30 s, most of it the processes' start-up): they run beside the many short files instead
 * of after them, where one worker would finish them alone. Within a project, the LONG_TESTS first, then
 * vitest's order (longest first by its timings of earlier runs; without them, unknown and larger first).
 */
export class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((f) => f.project.name))].sort(
      (a, b) => Number(!a.endsWith('-bundle')) - Number(!b.endsWith('-bundle')),
    );
    const long = (f: TestSpecification) => {
      const i = LONG_TESTS.indexOf(path.relative(f.project.config.root, f.moduleId).split(path.sep).join('/'));
      return i === -1 ? LONG_TESTS.length : i;
    };
    return sorted.sort((a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || long(a) - long(b));
  }
}

// The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, on PostgreSQL too.
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
export default defineConfig({
  test: {
    sequence: { sequencer: LongFirst },
    projects: kinds.flatMap((kind) => {
      const once = kind === 'pglite' ? [] : DATABASE_FREE_TESTS;
      return [
        { test: { ...inProcess, name: kind, env: { TEST_DB_KIND: kind }, exclude: [...inProcess.exclude, ...once] } },
        { test: { ...withBundle, name: `${kind}-bundle`, env: { TEST_DB_KIND: kind }, exclude: once } },
      ];
    }),
  },
});
