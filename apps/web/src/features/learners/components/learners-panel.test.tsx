import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Learner } from '@sewee/shared';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { LearnersPanel } from './learners-panel';

const admin = makeUser({ role: 'admin', isAdmin: true });
const COURSES = 'GET /api/instructor/course/get';

describe('Learners tab', () => {
  it('lists each learner with lectures, pieces, last activity and a Stuck marker, and asks the server for stuck ones only', async () => {
    const learner = (i: number, over: Partial<Learner> = {}): Learner => ({
      studentId: `s${i}`,
      name: `Student ${i}`,
      email: `s${i}@example.com`,
      lecturesViewed: 1,
      lecturesTotal: 3,
      passed: 0,
      waiting: 1,
      needsWork: 0,
      completed: false,
      lastActivity: '2026-11-01T10:00:00.000Z',
      stuck: false,
      ...over,
    });
    const urls: string[] = [];
    mockFetch({
      [COURSES]: () => ({
        body: {
          success: true,
          data: [
            {
              _id: 'c1',
              title: 'Sewing a blouse',
              instructorId: 'u1',
              instructorName: 'Ada',
              date: '2026-01-01T00:00:00.000Z',
              isPublised: true,
              image: '',
              subtitle: '',
              category: 'crochet',
              level: 'beginner',
              primaryLanguage: 'english',
              pricing: 10,
              studentCount: 2,
              students: [],
              lectureCount: 3,
            },
          ],
        },
      }),
      'GET /api/admin/courses/c1/learners': ({ url }) => {
        urls.push(url);
        const stuckOnly = url.includes('stuck=true');
        const rows = stuckOnly
          ? [learner(2, { stuck: true })]
          : [learner(1, { completed: true, passed: 1, waiting: 0, lecturesViewed: 3 }), learner(2, { stuck: true })];
        return { body: { success: true, learners: rows, total: rows.length, page: 1, pageSize: 10 } };
      },
    });
    renderPage(<LearnersPanel />, { path: '/instructor', user: admin });
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
    const row = (name: string) => within(screen.getByText(name).closest('tr')!);
    expect(row('Student 1').getByText('3 of 3')).toBeInTheDocument();
    expect(row('Student 1').getByText('Completed')).toBeInTheDocument();
    expect(row('Student 2').getByText('0 passed · 1 waiting · 0 needs work')).toBeInTheDocument();
    expect(row('Student 2').getByText('Stuck')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Only stuck learners' }));
    await waitFor(() => expect(screen.queryByText('Student 1')).not.toBeInTheDocument());
    expect(urls.at(-1)).toContain('stuck=true');
  });
});
