import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (`errors: [{ path, message }]`) on the matching form fields.
 * Returns true when at least one field error was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const fe of error.errors) {
    const name = String(fe.path).split('.')[0];
    if (name && fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: fe.message });
      applied = true;
    }
  }
  return applied;
}
