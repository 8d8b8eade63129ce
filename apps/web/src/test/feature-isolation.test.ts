import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURES_DIR, featureNames } from '../../../../tools/eslint/feature-isolation.js';

const ROOT = path.join(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The import-restriction messages ESLint (with the repository's config) reports for `code` placed at `file`. */
async function restricted(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const features = featureNames(ROOT);

describe('feature isolation (eslint.config.js)', () => {
  it('knows the features of today, read from the folder', () => {
    expect(features).toEqual(expect.arrayContaining(['account', 'admissions', 'certificates', 'checkout', 'course-authoring', 'users']));
    expect(features).not.toContain('instructor');
  });

  // Every folder under features/ is covered: its files may not import any other feature, nor app/.
  for (const feature of features) {
    it(`${feature}: the rule forbids every other feature and app/`, async () => {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, FEATURES_DIR, feature, 'pages/x.tsx'))) as {
        rules: Record<string, [number, { patterns: { regex: string }[] }]>;
      };
      const [severity, { patterns }] = config.rules['no-restricted-imports']!;
      expect(severity).toBe(2);
      const blocked = (spec: string) => patterns.some((p) => new RegExp(p.regex).test(spec));
      for (const other of features.filter((f) => f !== feature)) {
        expect(blocked(`../../${other}/api/x`), `${feature} -> ${other}`).toBe(true);
        expect(blocked(`../../../features/${other}/api/x`), `${feature} -> features/${other}`).toBe(true);
      }
      expect(blocked('../../../app/route-table')).toBe(true);
      expect(blocked('../api/x')).toBe(false);
      expect(blocked('../../../lib/cn')).toBe(false);
    });
  }

  it('ESLint reports a feature that imports another feature, by relative path or from src', async () => {
    const file = `${FEATURES_DIR}/admissions/components/new-panel.tsx`;
    const messages = await restricted(
      file,
      [
        "import { UsersTable } from '../../users/components/users-table';",
        "import { CoursesTable } from '@/features/course-authoring/components/courses-table';",
        "import { useApplicationsPage } from '../api/get-applications';",
        'export const all = [UsersTable, CoursesTable, useApplicationsPage];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.includes('A feature does not import another feature'))).toBe(true);
  });

  it('ESLint reports a feature that imports app/ (its tests may, to render a page behind a guard)', async () => {
    const code = "import { ROUTES } from '../../../app/route-table';\nexport const routes = ROUTES;";
    const messages = await restricted(`${FEATURES_DIR}/users/pages/new-page.tsx`, code);
    expect(messages).toEqual([expect.stringContaining('A feature does not import app/')]);
    expect(await restricted(`${FEATURES_DIR}/users/pages/new-page.test.tsx`, code)).toEqual([]);
  });
});
