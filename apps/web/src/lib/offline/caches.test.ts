import { describe, expect, it } from 'vitest';
import { keptByWorker } from './caches';

describe('what the service worker keeps', () => {
  it('keeps only answers whose URL names the user (and caption files)', () => {
    expect(keptByWorker('/api/student/courses-bought/get/u1')).toBe(true);
    expect(keptByWorker('/api/student/course-progress/get/u1/c1')).toBe(true);
    expect(keptByWorker('/api/media/v1/captions/en')).toBe(true);
  });

  it('never keeps per-viewer answers whose URL names no user (a course details answer)', () => {
    expect(keptByWorker('/api/student/course/get/details/c1')).toBe(false);
    expect(keptByWorker('/api/auth/check-auth')).toBe(false);
  });
});
