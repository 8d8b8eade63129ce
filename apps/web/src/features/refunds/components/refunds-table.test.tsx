import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Refund } from '@sewee/shared';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { RefundsTable } from './refunds-table';

const admin = makeUser({ role: 'admin', isAdmin: true });
const LIST = 'GET /api/instructor/refunds';

function refund(i: number, over: Partial<Refund> = {}): Refund {
  return {
    orderId: `o${i}`,
    reference: `sewee_${i}`.padEnd(38, '0'),
    provider: 'paystack',
    amount: 49.99,
    currency: 'USD',
    reason: 'duplicate',
    status: 'due',
    paidAt: '2026-11-20T10:00:00.000Z',
    refundedAt: null,
    student: { _id: `s${i}`, name: `Student ${i}`, email: `student${i}@example.com` },
    course: { _id: 'c1', title: 'Beading Basics' },
    ...over,
  };
}
const listOf = (rows: Refund[]) => () => ({ body: { success: true, data: rows } });
const cells = (row: number) =>
  within(screen.getAllByRole('row')[row]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Payments to refund', () => {
  it('lists each payment with its student, course, amount and reference, reason, date and status', async () => {
    mockFetch({
      [LIST]: listOf([
        refund(1),
        refund(2, { reason: 'account_rejected', amount: 5000, currency: 'NGN' }),
        refund(3, { reason: 'application_rejected', status: 'refunded', refundedAt: '2026-11-22T09:00:00.000Z' }),
      ]),
    });
    renderPage(<RefundsTable />, { path: '/instructor', user: admin });
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Student',
      'Course',
      'Amount',
      'Reason',
      'Paid on',
      'Status',
      'Actions',
    ]);
    expect(cells(1).slice(0, 6)).toEqual([
      'Student 1student1@example.com',
      'Beading Basics',
      `$49.99Payment reference: ${refund(1).reference}`,
      'Paid twice (already enrolled)',
      'November 20, 2026',
      'To refund',
    ]);
    expect(cells(2)[2]).toMatch(/^₦5,000\.00/);
    expect(cells(2)[3]).toBe('Account rejected');
    expect(cells(3).slice(3, 6)).toEqual(['Application rejected', 'November 20, 2026', 'Refunded on November 22, 2026']);
    // Only due payments can be marked.
    expect(screen.getAllByRole('button', { name: /^Mark as refunded: the payment of/ })).toHaveLength(2);
  });

  it('says so when there is nothing to refund', async () => {
    mockFetch({ [LIST]: listOf([]) });
    renderPage(<RefundsTable />, { path: '/instructor', user: admin });
    expect(await screen.findByText('No payments to refund.')).toBeInTheDocument();
  });

  it('marks a payment as refunded: the button reads Loading... while the request runs, then the list is refetched', async () => {
    let status: Refund['status'] = 'due';
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = mockFetch({
      [LIST]: () => ({
        body: { success: true, data: [refund(1, { status, refundedAt: status === 'due' ? null : '2026-11-23T08:00:00.000Z' }), refund(2)] },
      }),
      'PATCH /api/instructor/refunds/o1': () => {
        status = 'refunded';
        return { body: { success: true, message: 'Marked as refunded.', data: refund(1, { status: 'refunded' }) } };
      },
    });
    const real = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await gate;
      return real(input, init);
    });
    renderPage(<RefundsTable />, { path: '/instructor', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as refunded: the payment of Student 1 for Beading Basics' }));
    const busy = await within(screen.getAllByRole('row')[1]!).findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark as refunded: the payment of Student 2 for Beading Basics' })).toBeEnabled();
    release();
    expect(await screen.findByText('Marked as refunded.')).toBeInTheDocument();
    expect(await screen.findByText('Refunded on November 23, 2026')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]!).queryByRole('button')).toBeNull();
    expect(bodiesFor(fetch, 'PATCH', '/api/instructor/refunds/o1')).toEqual([{ status: 'refunded' }]);
    expect(bodiesFor(fetch, 'GET', '/api/instructor/refunds')).toHaveLength(2);
  });

  it("a failed mark shows the server's message", async () => {
    mockFetch({
      [LIST]: listOf([refund(1)]),
      'PATCH /api/instructor/refunds/o1': () => ({
        status: 409,
        body: { success: false, message: 'This payment is already marked as refunded.' },
      }),
    });
    renderPage(<RefundsTable />, { path: '/instructor', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: /Mark as refunded: the payment of Student 1/ }));
    expect(await screen.findByText('This payment is already marked as refunded.')).toBeInTheDocument();
  });

  it("a failed fetch toasts 'Failed to fetch the payments to refund'", async () => {
    mockFetch({ [LIST]: () => ({ status: 500, raw: '' }) });
    renderPage(<RefundsTable />, { path: '/instructor', user: admin });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch the payments to refund')).toHaveLength(2));
  });
});
