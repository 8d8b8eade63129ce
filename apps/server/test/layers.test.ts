import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md "Layers": SQL lives in repositories (`repository.ts`, in a module or beside the
 * platform adapter that owns the table) and in src/db/ (connection, migrations, locks, ping). This
 * reads the source, so a query written anywhere else fails here with the file and line to move.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));

const DRIZZLE_IMPORT = /\bfrom\s+['"]drizzle-orm(\/[^'"]*)?['"]/g;
/** `db.select(`, `tx.insert(`, `this.db\n  .update(`, `database.db.execute<T>(`: a query built on a handle. */
const QUERY_CALL = /\b(?:db|tx)\s*\.\s*(?:select\w*|insert|update|delete|execute)\s*[(<]/g;

const mayQuery = (file: string) => path.basename(file) === 'repository.ts' || file.startsWith(`db${path.sep}`);

function sources(): string[] {
  return (fs.readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
}

/** Each Drizzle import or query call in `file`, as `src/<file>:<line>: <what>`. */
function queriesIn(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const at = (index: number) => `src/${file.split(path.sep).join('/')}:${text.slice(0, index).split('\n').length}`;
  return [
    ...[...text.matchAll(DRIZZLE_IMPORT)].map((m) => `${at(m.index)}: imports ${m[0].replace(/^from\s+/, '')}`),
    ...[...text.matchAll(QUERY_CALL)].map((m) => `${at(m.index)}: calls ${m[0].replace(/\s+/g, '')}`),
  ];
}

describe('layers', () => {
  it('finds the queries it looks for (the repositories have them)', () => {
    const repositories = sources().filter(mayQuery);
    expect(repositories).toContain(path.join('modules', 'media', 'repository.ts'));
    expect(queriesIn(path.join('modules', 'media', 'repository.ts')).length).toBeGreaterThan(0);
    expect(queriesIn(path.join('platform', 'security', 'repository.ts')).some((q) => q.includes('db.execute'))).toBe(true);
  });

  it('has no Drizzle import or query outside repositories and src/db', () => {
    const misplaced = sources()
      .filter((f) => !mayQuery(f))
      .flatMap(queriesIn);
    expect(
      misplaced,
      `Drizzle used outside a repository: move each query into the owning module's repository.ts (or the repository.ts ` +
        `beside the platform adapter whose table it is) and call it from there (docs/architecture.md, "Layers"):\n` +
        misplaced.join('\n'),
    ).toEqual([]);
  });
});
