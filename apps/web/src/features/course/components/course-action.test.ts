import { describe, expect, it } from 'vitest';
import { courseAction } from './course-action';

describe('courseAction with scholarship intakes', () => {
  it('keeps the specification’s actions for a course without intakes', () => {
    expect([null, 'pending', 'approved', 'rejected'].map((s) => courseAction(false, s as never))).toEqual([
      'apply',
      'pending',
      'buy',
      'rejected',
    ]);
  });

  it('shows the waitlist, a seat given up or expired, and no Apply outside the window', () => {
    expect(courseAction(false, 'waitlisted')).toBe('waitlisted');
    expect(courseAction(false, 'declined')).toBe('declined');
    expect(courseAction(false, 'expired')).toBe('expired');
    expect(courseAction(false, null, false)).toBe('closed');
    // An application made inside the window keeps its status after the window closes.
    expect(courseAction(false, 'approved', false)).toBe('buy');
    expect(courseAction(true, 'approved', false)).toBe('go');
  });
});
