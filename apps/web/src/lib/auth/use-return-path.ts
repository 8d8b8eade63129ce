import { useLocation } from 'react-router';
import { useHydrated } from '../use-hydrated';
import { safeReturnPath } from './return-path';

/**
 * The account page's `?next=` return address (safeReturnPath), once the app runs the page. A guest
 * page's HTML is drawn without its query, and hydrating it must draw the same: the note and the
 * links that carry `next` appear just after.
 */
export function useReturnPath(): string | null {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? safeReturnPath(search) : null;
}
