// Testing Library's matchers (toBeInTheDocument, toHaveAttribute, ...) for Vitest 5's expect. jest-dom 7
// still augments Vitest 4's one-parameter Assertion; Vitest 5 takes custom matchers on Matchers<R, T>.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> extends TestingLibraryMatchers<unknown, R> {}
}
