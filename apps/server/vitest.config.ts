import { defineConfig } from 'vitest/config';

const base = {
  include: ['test/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  maxWorkers: 2,
};

// The API suite runs on PGlite always and, when TEST_DATABASE_URL is set, on PostgreSQL too.
export default defineConfig({
  test: {
    projects: [
      { test: { ...base, name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL ? [{ test: { ...base, name: 'postgres', env: { TEST_DB_KIND: 'postgres' } } }] : []),
    ],
  },
});
