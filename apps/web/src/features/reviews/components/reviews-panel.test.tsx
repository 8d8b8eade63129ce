import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewItem } from '@sewee/shared';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { ReviewsPanel } from './reviews-panel';

const admin = makeUser({ role: 'admin', isAdmin: true });
const COURSES = 'GET /api/instructor/course/get';
const courses = () => ({ body: { success: true, data: [] } });

const round = (n: number, status: ReviewItem['status'], comment: string | null = null) => ({
  _id: `r${n}`,
  round: n,
  status,
  comment,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: status === 'waiting' ? null : '2026-11-21T10:00:00.000Z',
  photos: [{ _id: `p${n}`, url: `/api/practice/photos/p${n}`, bytes: 180_000, width: 1600, height: 1200 }],
});
const item: ReviewItem = {
  ...round(2, 'waiting'),
  piece: { _id: 'pc1', title: 'Sew a French seam', instructions: 'Both sides.', photos: 1 },
  course: { _id: 'c1', title: 'Sewing a blouse' },
  student: { _id: 's1', name: 'Amara Obi', email: 'amara@example.com' },
  earlier: [round(1, 'needs_work', 'Trim the edge.')],
};

describe('Reviews tab', () => {
  it("pages by the server's page size", async () => {
    mockFetch({
      [COURSES]: courses,
      'GET /api/admin/practice/reviews': () => ({ body: { success: true, items: [item], total: 45, page: 1, pageSize: 20, waiting: 45 } }),
    });
    renderPage(<ReviewsPanel />, { path: '/instructor', user: admin });
    const pager = await screen.findByRole('navigation', { name: 'Reviews' });
    expect(
      within(pager)
        .getAllByRole('button')
        .filter((b) => /^Page \d+$/.test(b.getAttribute('aria-label') ?? '')),
    ).toHaveLength(3);
  });

  it('shows each round with its photos and earlier rounds; Needs work waits for a comment, then sends it', async () => {
    const fetchMock = mockFetch({
      [COURSES]: courses,
      'GET /api/admin/practice/reviews': () => ({ body: { success: true, items: [item], total: 1, page: 1, pageSize: 10, waiting: 1 } }),
      'POST /api/admin/practice/submissions/r2/review': ({ body }) => ({
        body: {
          success: true,
          message: 'Sent back: needs work.',
          data: { ...round(2, 'needs_work', (body as { comment: string }).comment) },
        },
      }),
    });
    renderPage(<ReviewsPanel />, { path: '/instructor', user: admin });
    expect(await screen.findByRole('heading', { name: 'Sew a French seam' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Round 2, photo 1 of Sew a French seam by Amara Obi' })).toHaveAttribute(
      'src',
      '/api/practice/photos/p2',
    );
    expect(screen.getByText('Earlier rounds (1)')).toBeInTheDocument();
    expect(screen.getByText('Trim the edge.')).toBeInTheDocument();

    const needsWork = screen.getByRole('button', { name: 'Needs work' });
    expect(needsWork).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment for the student' }), { target: { value: 'Press it flat.' } });
    expect(needsWork).toBeEnabled();
    fireEvent.click(needsWork);
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'POST', '/api/admin/practice/submissions/r2/review')).toEqual([
        { verdict: 'needs_work', comment: 'Press it flat.' },
      ]),
    );
  });
});
