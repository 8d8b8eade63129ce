import { act, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { PaymentFailedPage } from './payment-failed-page';
import { PaymentReturnPage, type PaymentDoneState } from './payment-return-page';

const CAPTURE = 'POST /api/student/order/capture';
const extra = (
  <>
    <Route path="/student-courses" element={<p>my courses</p>} />
    <Route path="/payment-failed" element={<PaymentFailedPage />} />
  </>
);
const renderReturn = (route: string) => renderPage(<PaymentReturnPage />, { path: '/payment-return', route, user: makeUser(), extra });

describe('payment return', () => {
  it('verifies the reference, forgets the stored order and goes to My Courses', async () => {
    sessionStorage.setItem('currentOrderId', 'o1');
    sessionStorage.setItem('currentOrderCourseId', 'c1');
    let resolve!: () => void;
    const gate = new Promise<void>((r) => (resolve = r));
    const fetch = mockFetch({
      [CAPTURE]: () => ({
        body: {
          success: true,
          message: 'Payment confirmed.',
          data: { orderId: 'o1', courseId: 'c1', orderStatus: 'paid', amount: 49.99, currency: 'USD' },
        },
      }),
    });
    const slow = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (...args) => {
      await gate;
      return slow(...args);
    });
    renderReturn('/payment-return?reference=sewee_abc');
    expect(screen.getByText('Processing payment... Please wait')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student-courses'));
    expect(bodiesFor(fetch, 'POST', '/api/student/order/capture')).toEqual([{ reference: 'sewee_abc' }]);
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
    expect(sessionStorage.getItem('currentOrderCourseId')).toBeNull();
  });

  it("passes the server's sentence on to My Courses when this second payment will be refunded", async () => {
    const message = 'You had already bought this course with an earlier payment. It will be refunded to you.';
    mockFetch({
      [CAPTURE]: () => ({
        body: {
          success: true,
          message,
          data: { orderId: 'o2', courseId: 'c1', orderStatus: 'paid', amount: 49.99, currency: 'USD', refundReason: 'duplicate' },
        },
      }),
    });
    const Notice = () => <p>notice: {String((useLocation().state as PaymentDoneState | null)?.notice)}</p>;
    renderPage(<PaymentReturnPage />, {
      path: '/payment-return',
      route: '/payment-return?reference=sewee_second',
      user: makeUser(),
      extra: <Route path="/student-courses" element={<Notice />} />,
    });
    expect(await screen.findByText(`notice: ${message}`)).toBeInTheDocument();
  });

  describe('a payment received and not settled yet (mobile money, a transfer)', () => {
    afterEach(() => vi.useRealTimers());
    const answer = (orderStatus: 'processing' | 'paid') => ({
      body: {
        success: true,
        message: orderStatus === 'paid' ? 'Payment confirmed.' : 'Payment received, waiting for confirmation.',
        data: { orderId: 'o1', courseId: 'c1', orderStatus, amount: 120, currency: 'GHS' },
      },
    });

    it('shows the waiting view with the amount in the order currency, asks again on its own, then opens My Courses', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const answers = ['processing', 'processing', 'paid'] as const;
      let n = 0;
      const fetch = mockFetch({ [CAPTURE]: () => answer(answers[Math.min(n++, 2)]!) });
      renderReturn('/payment-return?reference=sewee_momo');
      expect(await screen.findByRole('heading', { name: 'Payment received, waiting for confirmation' })).toBeInTheDocument();
      expect(screen.getByText(/GHS/)).toBeInTheDocument();
      expect(screen.getByText('sewee_momo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute('href', '/student-courses');
      expect(screen.getByTestId('location')).toHaveTextContent('/payment-return');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(bodiesFor(fetch, 'POST', '/api/student/order/capture')).toHaveLength(2));
      expect(screen.getByTestId('location')).toHaveTextContent('/payment-return');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student-courses'));
      expect(bodiesFor(fetch, 'POST', '/api/student/order/capture')).toEqual(Array(3).fill({ reference: 'sewee_momo' }));
    });

    it('keeps waiting through a network failure, and stops with the reason when the payment expires', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let n = 0;
      mockFetch({
        [CAPTURE]: () => {
          n += 1;
          if (n === 1) return answer('processing');
          if (n === 2) return { status: 502, body: { success: false, code: 'BAD_GATEWAY', message: 'Try again in a moment.' } };
          return { status: 409, body: { success: false, code: 'CONFLICT', message: 'This payment was not confirmed in time.' } };
        },
      });
      renderReturn('/payment-return?reference=sewee_momo');
      await screen.findByRole('heading', { name: 'Payment received, waiting for confirmation' });
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(n).toBe(2));
      expect(screen.getByTestId('location')).toHaveTextContent('/payment-return');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-failed'));
      expect(screen.getByText('Details: This payment was not confirmed in time.')).toBeInTheDocument();
    });
  });

  it('goes to /payment-failed with the reason and a link back to the course when not verified', async () => {
    sessionStorage.setItem('currentOrderId', 'o1');
    sessionStorage.setItem('currentOrderCourseId', 'c1');
    mockFetch({ [CAPTURE]: () => ({ status: 409, body: { success: false, message: 'The payment was not completed.' } }) });
    renderReturn('/payment-return?reference=sewee_abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-failed'));
    expect(screen.getByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(screen.getByText(/no money was taken/)).toBeInTheDocument();
    expect(screen.getByText('Details: The payment was not completed.')).toBeInTheDocument();
    expect(screen.getByText(/sewee_abc/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/course/details/c1');
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/dashboard/courses');
    // Not verified: the order id stays, so nothing pretends the purchase finished.
    expect(sessionStorage.getItem('currentOrderId')).toBe('o1');
  });

  it('a missing reference makes no call and explains', async () => {
    const fetch = mockFetch({});
    renderReturn('/payment-return');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-failed'));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText(/did not send its reference back/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the course' })).not.toBeInTheDocument();
  });

  it('a network failure also ends on /payment-failed', async () => {
    mockFetch({ [CAPTURE]: () => ({ status: 502, raw: '' }) });
    renderReturn('/payment-return?reference=sewee_abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-failed'));
    expect(screen.getByText('Details: The payment could not be verified.')).toBeInTheDocument();
  });
});

describe('payment failed, opened directly', () => {
  it('works with no state and no query', () => {
    renderPage(<PaymentFailedPage />, { path: '/payment-failed', user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(screen.queryByText(/Details:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment reference/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toBeInTheDocument();
  });
});
