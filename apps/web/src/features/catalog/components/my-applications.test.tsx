import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { MyApplications } from './my-applications';

const app = (id: string, status: string, message: string | null, title: string) => ({
  _id: id,
  status,
  message,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  course: { _id: `c-${id}`, title, image: '/api/media/x' },
});

/** My applications with one approved application of a course already bought; resolves to its item. */
async function openEnrolled() {
  mockFetch({
    'GET /api/student/course-application/mine': () => ({
      body: {
        success: true,
        applications: [{ ...app('1', 'approved', null, 'Crochet Basics'), enrolled: true, enrolBy: '2026-04-01T10:00:00.000Z' }],
      },
    }),
  });
  renderPage(<MyApplications />, { path: '/student-home', user: makeUser() });
  return screen.findByRole('listitem');
}

describe('My applications', () => {
  it('lists each application with its status, what to do next and the admin message', async () => {
    mockFetch({
      'GET /api/student/course-application/mine': () => ({
        body: {
          success: true,
          applications: [
            app('1', 'approved', null, 'Crochet Basics'),
            app('2', 'rejected', 'This intake is full; apply again in June.', 'Bag Making'),
            app('3', 'pending', null, 'Beading'),
          ],
        },
      }),
    });
    renderPage(<MyApplications />, { path: '/student-home', user: makeUser() });
    const region = await screen.findByRole('region', { name: 'My applications' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Approved: Buy Now' })).toHaveAttribute('href', '/course/details/c-1');
    expect(within(items[0]!).getByRole('link', { name: 'Open Crochet Basics' })).toHaveAttribute('href', '/course/details/c-1');
    expect(items[1]).toHaveTextContent('Not approved');
    expect(items[1]).toHaveTextContent('This intake is full; apply again in June.');
    expect(within(items[1]!).queryByRole('link', { name: /Buy Now/ })).toBeNull();
    expect(items[2]).toHaveTextContent('You will get an e-mail when they do.');
  });

  it("says an enrolled student is enrolled in Arabic words that fit any gender (not the masculine 'أنت مسجَّل')", async () => {
    await setLocale('ar', { remember: false });
    try {
      expect(await openEnrolled()).toHaveTextContent('تمّ تسجيلك: الدورة موجودة في دوراتي.');
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it('an approved application of a course already bought leads into the course, not to Buy Now', async () => {
    const item = await openEnrolled();
    expect(item).toHaveTextContent('You are enrolled: the course is in My Courses.');
    expect(within(item).getByRole('link', { name: 'Continue the course' })).toHaveAttribute('href', '/course-progress/c-1');
    expect(within(item).queryByRole('link', { name: /Buy Now/ })).toBeNull();
    expect(item).not.toHaveTextContent(/Enrol by/);
  });

  it('says so when there is none, with a way to the courses', async () => {
    mockFetch({ 'GET /api/student/course-application/mine': () => ({ body: { success: true, applications: [] } }) });
    renderPage(<MyApplications />, { path: '/student-home', user: makeUser() });
    expect(await screen.findByText(/You have not applied for a course yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/dashboard/courses');
  });
});
