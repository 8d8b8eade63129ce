import type { ApplicationStatus } from '@sewee/shared/constants';

/** The one action of the details side card. */
export type CourseAction = 'go' | 'apply' | 'pending' | 'buy' | 'rejected' | 'waitlisted' | 'declined' | 'expired' | 'closed';

/**
 * Bought wins (Go to course); otherwise the application status decides:
 * none -> Apply, pending -> Application Pending, approved -> Buy Now, rejected -> Application Rejected;
 * in an intake also waitlisted, declined (seat given up), expired, and closed (outside the apply window).
 */
export function courseAction(isPurchased: boolean, status: ApplicationStatus | null | undefined, applyOpen = true): CourseAction {
  if (isPurchased) return 'go';
  switch (status) {
    case 'waitlisted':
    case 'declined':
    case 'expired':
      return status;
    case 'pending':
      return 'pending';
    case 'approved':
      return 'buy';
    case 'rejected':
      return 'rejected';
    default:
      // A course with intakes takes applications only while one is open.
      return applyOpen ? 'apply' : 'closed';
  }
}

/** Objectives are comma-separated text: split, trimmed, empty items dropped. */
export function splitObjectives(objectives: string | null | undefined): string[] {
  return (objectives ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
