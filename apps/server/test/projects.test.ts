import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { DATABASE_FREE_TESTS, LONG_TESTS, LongFirst } from '../vitest.config';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
/** What a test file uses to reach the database its project runs on (test/helpers/app.ts, process.ts, people.ts). */
const DATABASE_USE =
  /\b(createTestApp|freshDatabase|scratchDatabase|withProjectDatabase|appWithPeople|TEST_DB_KIND|TEST_DATABASE_URL|pg-cluster)\b/;

describe('the test projects', () => {
  it.each(DATABASE_FREE_TESTS)('%s, run on PGlite only, reaches no database of its project', (file) => {
    const text = fs.readFileSync(path.join(SERVER, file), 'utf8');
    expect(text.match(DATABASE_USE)?.[0]).toBeUndefined();
  });

  it('starts the LONG_TESTS first: each is a test file (a renamed one would silently lose its place)', () => {
    expect(LONG_TESTS.filter((file) => !fs.existsSync(path.join(SERVER, file)))).toEqual([]);
  });

  it('starts the projects that start servers first, one project after another, its LONG_TESTS first (no timings: a fresh clone)', async () => {
    const spec = (project: string, file: string) =>
      ({
        project: { name: project, config: { root: SERVER, sequence: { groupOrder: 0 }, isolate: false } },
        moduleId: path.join(SERVER, file),
      }) as unknown as TestSpecification;
    const noTimings = { cache: { getFileTestResults: () => undefined, getFileStats: () => undefined }, config: { root: SERVER } };
    const files = [
      spec('pglite', 'test/health.test.ts'),
      spec('postgres', 'test/health.test.ts'),
      spec('postgres', 'test/video-jobs.test.ts'),
      spec('pglite-bundle', 'test/shutdown.test.ts'),
      spec('pglite', 'test/video-jobs.test.ts'),
      spec('pglite-bundle', 'test/backup.test.ts'),
      spec('pglite', 'test/tus.test.ts'),
    ];
    const sorted = await new LongFirst(noTimings as unknown as Vitest).sort(files);
    expect(sorted.map((f) => `${f.project.name}:${path.relative(SERVER, f.moduleId)}`)).toEqual([
      'pglite-bundle:test/backup.test.ts',
      'pglite-bundle:test/shutdown.test.ts',
      'pglite:test/video-jobs.test.ts',
      'pglite:test/health.test.ts',
      'pglite:test/tus.test.ts',
      'postgres:test/video-jobs.test.ts',
      'postgres:test/health.test.ts',
    ]);
  });
});
