import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_TESTS } from '../vitest.config';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
/** What a test file uses to reach the database its project runs on (test/helpers/app.ts, process.ts, people.ts). */
const DATABASE_USE =
  /\b(createTestApp|freshDatabase|scratchDatabase|withProjectDatabase|appWithPeople|TEST_DB_KIND|TEST_DATABASE_URL|pg-cluster)\b/;

describe('the test projects', () => {
  it.each(DATABASE_FREE_TESTS)('%s, run on PGlite only, reaches no database of its project', (file) => {
    const text = fs.readFileSync(path.join(SERVER, file), 'utf8');
    expect(text.match(DATABASE_USE)?.[0]).toBeUndefined();
  });
});
