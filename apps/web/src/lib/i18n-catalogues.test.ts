import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sewee/shared/locales';
import { flatten, type Catalogue } from '@sewee/shared/messages/localize';

const SRC = path.join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? files(p) : /\.tsx?$/.test(d.name) && !d.name.includes('.test.') ? [p] : [];
  });

/** Every English catalogue: a file registering a namespace with its translations' folder, `import.meta.glob('./locales/<name>.*.ts')`. */
const catalogues = files(SRC).flatMap((file) => {
  const source = fs.readFileSync(file, 'utf8');
  // lib/i18n.ts defines it; lib/localized-resolver.ts registers the shared validation catalogue (checked with the server's).
  if (!/registerNamespace\(/.test(source) || /lib[\\/](i18n|localized-resolver)\.ts$/.test(file)) return [];
  const glob = /registerNamespace\([^)]*import\.meta\.glob\('\.\/locales\/([\w-]+)\.\*\.ts'\)\)/.exec(source);
  return [{ file, rel: path.relative(SRC, file), name: glob?.[1] }];
});
catalogues.push({ file: path.join(SRC, 'lib/i18n-common.ts'), rel: 'lib/i18n-common.ts', name: 'i18n-common' });

/** Plural forms a language may add beyond English's (Arabic: zero, two, few, many). */
const isPluralOf = (key: string, english: Map<string, string>) => {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return !!m && (english.has(`${m[1]}_other`) || english.has(`${m[1]}_one`));
};

describe('web catalogues', () => {
  it('every registered namespace names its translations folder', () => {
    expect(catalogues.length).toBeGreaterThan(10);
    expect(catalogues.filter((c) => !c.name).map((c) => c.rel)).toEqual([]);
  });

  for (const { file, rel, name } of catalogues) {
    it(`${rel}: a translation file per language, each with every English key`, async () => {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const english = flatten(Object.values(mod).find((v) => typeof v === 'object' && v !== null) as Catalogue);
      expect(english.size).toBeGreaterThan(0);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const translation = path.join(path.dirname(file), 'locales', `${name}.${locale}.ts`);
        expect(fs.existsSync(translation), `${path.relative(SRC, translation)} is missing`).toBe(true);
        const keys = flatten(((await import(/* @vite-ignore */ translation)) as { default: Catalogue }).default);
        const missing = [...english.keys()].filter((k) => !keys.has(k));
        expect(missing, `${path.relative(SRC, translation)} lacks keys`).toEqual([]);
        const unknown = [...keys.keys()].filter((k) => !english.has(k) && !isPluralOf(k, english));
        expect(unknown, `${path.relative(SRC, translation)} has keys English does not`).toEqual([]);
        const unfilled = [...english].filter(
          ([k, v]) =>
            !/_(zero|one|two)$/.test(k) && [...v.matchAll(/\{\{(\w+)\}\}/g)].some((m) => keys.has(k) && !keys.get(k)!.includes(m[0])),
        );
        expect(
          unfilled.map(([k]) => k),
          `${path.relative(SRC, translation)} drops a {{parameter}}`,
        ).toEqual([]);
      }
    });
  }
});

describe('shared options', () => {
  it('every level and course language has its text in the options namespace, every category in common (else it shows in English)', async () => {
    const { CATEGORIES, LEVELS, LANGUAGES } = await import('@sewee/shared/options');
    const { optionTexts } = await import('./options-i18n');
    const { common } = await import('./i18n-common');
    const texts: Record<string, string> = optionTexts;
    for (const o of [...LEVELS, ...LANGUAGES]) expect(texts[o.id], o.id).toBe(o.label);
    for (const o of CATEGORIES) expect(common.categories[o.id], o.id).toBe(o.label);
  });
});

describe('right-to-left texts', () => {
  it('isolate a date pattern left to right (YYYY-MM-DD), so the Arabic line around it cannot reorder its parts', async () => {
    const { validationCatalogues } = await import('@sewee/shared/messages/validation/index');
    const arabic = [...flatten(validationCatalogues.ar as unknown as Catalogue)];
    for (const { file, name } of catalogues) {
      const translation = path.join(path.dirname(file), 'locales', `${name}.ar.ts`);
      arabic.push(...flatten(((await import(/* @vite-ignore */ translation)) as { default: Catalogue }).default));
    }
    const patterns = arabic.filter(([, text]) => /YYYY-MM-DD/.test(text));
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter(([, text]) => text.replaceAll('\u2066YYYY-MM-DD\u2069', '').includes('YYYY-MM-DD')).map(([k]) => k)).toEqual([]);
  });
});
