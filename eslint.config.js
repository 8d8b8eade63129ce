import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noLiteralString from './tools/eslint/no-literal-string.js';
import { featureIsolation } from './tools/eslint/feature-isolation.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every word on screen comes from a catalogue, so every language has it (tests may use literals).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { sewee: { rules: { 'no-literal-string': noLiteralString } } },
    rules: { 'sewee/no-literal-string': 'error' },
  },
  {
    // The shell's first chunk must stay without zod: a value import from the '@sewee/shared' index
    // brings every schema (one value import of AUTH_BLOCK_ID once added 29 KB gzip to every first view).
    // Use a zod-free subpath (constants, options, errors, endpoint, api) or `import type`.
    files: ['apps/web/src/{app,lib,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sewee/shared',
              allowTypeImports: true,
              message: 'Import a zod-free subpath (e.g. @sewee/shared/constants) in the shell.',
            },
          ],
        },
      ],
    },
  },
  // Features import neither each other nor app/; one block per folder under apps/web/src/features.
  ...featureIsolation(import.meta.dirname),
);
