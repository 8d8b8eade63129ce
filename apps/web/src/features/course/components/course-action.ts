import type { ApplicationStatus } from '@sewee/shared/constants';

/** The one action of the details side card. */
export type CourseAction = 'go' | 'apply' | 'pending' | 'buy' | 'rejected';

/**
 * Bought wins (Go to course); otherwise the application status decides:
 * none -> Apply, pending -> Application Pending, approved -> Buy Now, rejected -> Application Rejected.
 */
export function courseAction(isPurchased: boolean, status: ApplicationStatus | null | undefined): CourseAction {
  if (isPurchased) return 'go';
  switch (status) {
    case 'pending':
      return 'pending';
    case 'approved':
      return 'buy';
    case 'rejected':
      return 'rejected';
    default:
      return 'apply';
  }
}

/** Objectives are comma-separated text: split, trimmed, empty items dropped. */
export function splitObjectives(objectives: string | null | undefined): string[] {
  return (objectives ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
