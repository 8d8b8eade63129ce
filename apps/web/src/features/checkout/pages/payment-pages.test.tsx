import { screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
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
        body: { success: true, message: 'Payment confirmed.', data: { orderId: 'o1', courseId: 'c1', orderStatus: 'paid' } },
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
        body: { success: true, message, data: { orderId: 'o2', courseId: 'c1', orderStatus: 'paid', refundReason: 'duplicate' } },
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
