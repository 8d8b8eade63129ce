import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A comment or test title that names a tracker issue by its number, or a section (§) of the spec or
 * the design, sends its reader to a tracker or a document the repository does not hold. Say the rule in a sentence, or name the docs/ file that
 * explains it (docs/decisions/README.md lists the decisions). This reads every source file of the
 * repository, so such a pointer fails here with the file and line to rewrite.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where source lives: these folders, whole, and these files at the root. */
const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'bench', 'tools', 'deploy', '.ci'];
const SOURCE_FILES = ['eslint.config.js', 'Dockerfile', 'compose.yaml'];
/** Folders inside those that hold installed or built files, not source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', 'test-results', 'playwright-report']);
const BINARY = /\.(png|jpe?g|webp|gif|ico|webm|mp4|mov|woff2?|ttf|otf|pdf|zip|gz|br|wasm|db)$/i;

const POINTERS = [/\b(issue|issues) #?\d+\b/i, /\b(spec|design)(\.md)? ?§/i];

/** Every source file, as a path from the repository root with '/' separators. */
function sourceFiles(): string[] {
  const files: string[] = SOURCE_FILES.filter((f) => fs.existsSync(path.join(ROOT, f)));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (entry.isFile() && !BINARY.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  return files.sort();
}

/** Each line of `text` holding a pointer, as `<file>:<line>: <the line>`. */
function pointersIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (POINTERS.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('pointers a reader cannot follow', () => {
  it('recognises a pointer, and leaves a standard section or a docs/ path alone', () => {
    const found = (line: string) => pointersIn('x.ts', line).length > 0;
    // Built with ${} so that this file, which the last test reads too, holds none of them.
    expect(found(`// Offline progress (Issue ${15}): sent later`)).toBe(true);
    expect(found(`// see issues #${3} and 4`)).toBe(true);
    expect(found(`/** The route table (spec ${'§'}2). */`)).toBe(true);
    expect(found(`// Features do not import each other (design.md ${'§'}2).`)).toBe(true);
    expect(found('// Parses a Range header (RFC 9110 §14).')).toBe(false);
    expect(found('// Offline progress (docs/decisions/028-lectures-offline.md).')).toBe(false);
  });

  it('reads the source it means to (this file among them)', () => {
    const files = sourceFiles();
    expect(files).toContain('apps/server/test/doc-pointers.test.ts');
    expect(files).toContain('packages/shared/src/constants.ts');
    expect(files.some((f) => f.includes('/node_modules/'))).toBe(false);
  });

  it('names no tracker issue by number and no section of the spec or design', () => {
    const found = sourceFiles().flatMap((f) => pointersIn(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(
      found,
      `Pointers to the issue tracker or to documents outside the repository: say the rule in a short sentence, ` +
        `or name the docs/ file that explains it (docs/decisions/README.md):\n` +
        found.join('\n'),
    ).toEqual([]);
  });
});
