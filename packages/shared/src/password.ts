// No zod here: the web app imports this module (@sewee/shared/password) on pages that must not load zod.
import { LIMITS } from './constants';

/** Today's date as YYYY-MM-DD in UTC. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Password strength as the specification scores it (advisory only). */
export function passwordChecks(password: string) {
  return {
    length: password.length >= LIMITS.passwordMin,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * Score 0..4: a length of 6 or more, mixed case, a digit, a special character (one point
 * each). The length point comes at 6 as the specification scores it, while the checklist's length
 * item (and the server) keep the minimum of 8 (LIMITS.passwordMin).
 */
export function passwordStrength(password: string): { score: number; label: (typeof STRENGTH_LABELS)[number] } {
  const c = passwordChecks(password);
  const score = [password.length >= LIMITS.strengthLength, c.upper && c.lower, c.digit, c.special].filter(Boolean).length;
  return { score, label: STRENGTH_LABELS[score] };
}
