import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { authQueryKey } from './check-auth';

/** Records the signed-in user after login so the guards redirect without another round-trip. */
export function setSessionUser(qc: QueryClient, user: User | null) {
  qc.setQueryData(authQueryKey, user);
}
