import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before it asks the server (the admin tables' searches). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, once it has stopped changing for `ms` (search as you type without a call per key). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}
