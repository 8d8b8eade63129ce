import * as domMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import '../lib/i18n';
import { done, hasIndexedDb, inStore } from '../lib/offline/db';

// Testing Library's DOM matchers (types in jest-dom-matchers.ts beside this file).
expect.extend(domMatchers);

// Generous waits: the suite shares a 2-core machine with other work; a slow machine is not a failure.
configure({ asyncUtilTimeout: 5000 });

// A console.error during a test is a failure: React warnings (act, keys, invalid DOM) hide real bugs.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store: forget them so no test sees another's toast.
  toast.dismiss();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
});

// Progress queued offline by one test (a mark whose request failed, once a file has loaded the fake
// IndexedDB) is not the next one's: the files share one module graph and one IndexedDB (isolate: false).
afterEach(async () => {
  if (hasIndexedDb()) await inStore('progress', 'readwrite', (s) => done(s.clear())).catch(() => undefined);
});
