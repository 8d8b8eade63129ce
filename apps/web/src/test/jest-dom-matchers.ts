// Types for Testing Library's matchers (toBeInTheDocument, toHaveAttribute, ...), which setup.ts
// registers on expect. A .ts file, not .d.ts, so the compiler checks it (skipLibCheck skips .d.ts).
// jest-dom's own `vitest` entry declares the same, but npm installs Vitest inside each workspace and
// not at the root, where that entry looks for it.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends TestingLibraryMatchers<unknown, T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends TestingLibraryMatchers<unknown, unknown> {}
}
