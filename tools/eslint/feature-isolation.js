// The web's layers, as ESLint config blocks: a feature imports neither another feature nor app/
// (app/ composes features; what two features need goes down into lib/, components/ or
// @sewee/shared). The features are read from the folder, so a new one is covered the day it is made.
import fs from 'node:fs';
import path from 'node:path';

/** The folder of the web's features, relative to the repository root (ESLint's base path). */
export const FEATURES_DIR = 'apps/web/src/features';

/** Every feature: each folder under apps/web/src/features. */
export function featureNames(root) {
  return fs
    .readdirSync(path.join(root, FEATURES_DIR), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path that leaves the file's folder (`../`), or starts at src (`@/`, `src/`). */
const FROM_ELSEWHERE = '^(?:(?:\\.\\./)+|@/|src/)';

/**
 * One block per feature: it may not import the others, nor app/. Its tests may import app/ (a page
 * rendered behind the app's guard proves a redirect), never another feature.
 */
export function featureIsolation(root) {
  const features = featureNames(root);
  const rule = (feature, withApp) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `${FROM_ELSEWHERE}(?:features/)?(?:${features
              .filter((f) => f !== feature)
              .map(escape)
              .join('|')})/`,
            message: `A feature does not import another feature: move what both need into lib/, components/ or @sewee/shared, or compose them in app/ (docs/architecture.md).`,
          },
          ...(withApp
            ? [
                {
                  regex: `${FROM_ELSEWHERE}app/`,
                  message: 'A feature does not import app/: app/ composes features, never the reverse (docs/architecture.md).',
                },
              ]
            : []),
        ],
      },
    ],
  });
  return features.flatMap((feature) => [
    { name: `sewee/feature-isolation/${feature}`, files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`], rules: rule(feature, true) },
    {
      name: `sewee/feature-isolation/${feature}/tests`,
      files: [`${FEATURES_DIR}/${feature}/**/*.test.{ts,tsx}`],
      rules: rule(feature, false),
    },
  ]);
}
