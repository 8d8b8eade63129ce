import { Route } from 'react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesFor, mockFetch, renderPage } from '../../../test/utils';
import { ResetPasswordPage } from './reset-password-page';

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch(handlers);
  renderPage(<ResetPasswordPage />, {
    path: '/reset-password/:token',
    route: '/reset-password/tok-123',
    extra: <Route path="/login" element={<h1>Login page</h1>} />,
  });
  return fetch;
}

const fill = async (user: ReturnType<typeof userEvent.setup>, a: string, b: string) => {
  if (a) await user.type(screen.getByLabelText(/^New Password/), a);
  if (b) await user.type(screen.getByLabelText(/^Confirm New Password/), b);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
};

describe('reset password', () => {
  afterEach(() => vi.useRealTimers());

  it('says "Passwords do not match" and makes no call when the two differ', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = setup();
    await fill(user, 'Secret123!', 'Secret123?');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires both fields', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = setup();
    await fill(user, '', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on success toasts, then goes to /login after 2000 ms (not before)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = setup({ 'POST /api/auth/reset-password/tok-123': () => ({ body: { success: true, message: 'Password reset' } }) });
    await fill(user, 'Secret123!', 'Secret123!');
    expect(await screen.findByText('Password reset successfully, redirecting to login page...')).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/auth/reset-password/tok-123')).toEqual([{ password: 'Secret123!' }]);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password/tok-123');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows the server message inline and as a toast on failure', async () => {
    const user = userEvent.setup({ delay: null });
    setup({
      'POST /api/auth/reset-password/tok-123': () => ({ status: 400, body: { success: false, message: 'This reset link has expired' } }),
    });
    await fill(user, 'Secret123!', 'Secret123!');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
    expect(await screen.findAllByText('This reset link has expired')).toHaveLength(2);
  });

  it('falls back to "Error resetting password"', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ 'POST /api/auth/reset-password/tok-123': () => ({ status: 500, raw: '' }) });
    await fill(user, 'Secret123!', 'Secret123!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error resetting password');
  });
});
