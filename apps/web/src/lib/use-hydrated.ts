import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and in that HTML), true once the app runs
 * it. A guest page's form is on screen before its code: its submit button waits for this,
 * so a form sent too early is not sent by the browser itself (it would leave the page).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
