import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { MyCoursesPage } from './my-courses-page';

describe('My Courses', () => {
  it('lists bought courses with image, title, instructor and Start Watching', async () => {
    mockFetch({
      'GET /api/student/courses-bought/get/u1': () => ({
        body: {
          success: true,
          data: [{ id: 'e1', courseId: 'c1', title: 'Beading Basics', courseImage: '/api/media/i', instructorName: 'Ngozi Eze' }],
        },
      }),
    });
    renderPage(<MyCoursesPage />, { path: '/student-courses', user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Beading Basics' })).toBeInTheDocument();
    expect(screen.getByText('Created By Ngozi Eze')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Start Watching Beading Basics' });
    expect(link).toHaveAttribute('href', '/course-progress/c1');
    expect(link).toHaveTextContent('Start Watching');
    expect(document.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the payment notice it was sent with (a second payment that will be refunded)', async () => {
    mockFetch({ 'GET /api/student/courses-bought/get/u1': () => ({ body: { success: true, data: [] } }) });
    const notice = 'You had already bought this course with an earlier payment... It will be refunded to you.';
    renderPage(<MyCoursesPage />, {
      path: '/student-courses',
      route: { pathname: '/student-courses', state: { notice } },
      user: makeUser(),
    });
    expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
  });

  it("says 'No Courses found' when there are none", async () => {
    mockFetch({ 'GET /api/student/courses-bought/get/u1': () => ({ body: { success: true, data: [] } }) });
    renderPage(<MyCoursesPage />, { path: '/student-courses', user: makeUser() });
    expect(await screen.findByText('No Courses found')).toBeInTheDocument();
  });
});
