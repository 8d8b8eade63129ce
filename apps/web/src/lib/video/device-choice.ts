import { useSyncExternalStore } from 'react';

/**
 * A choice kept on this device (localStorage under `key`), shared by every component that reads it
 * through `useSyncExternalStore` and by other tabs (the storage event). Where storage is blocked
 * (private mode) it lives in memory until the page is left.
 */
export function deviceChoice(key: string) {
  const listeners = new Set<() => void>();
  let unsaved: string | null = null;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  };
  const read = (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return unsaved;
    }
  };
  const write = (value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      unsaved = value;
    }
    listeners.forEach((l) => l());
  };
  return { read, write, useValue: () => useSyncExternalStore(subscribe, read, () => null) };
}
