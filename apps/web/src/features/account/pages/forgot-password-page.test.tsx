import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesFor, mockFetch, renderPage } from '../../../test/utils';
import { ForgotPasswordPage } from './forgot-password-page';

describe('forgot password', () => {
  it('requires an e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({});
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switches to the confirmation view with a Back to Login link', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({ 'POST /api/auth/forgot-password': () => ({ body: { success: true, message: 'sent' } }) });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('If an account exists for ada@example.com, you will receive a password reset link shortly.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/sewee-login');
    expect(bodiesFor(fetch, 'POST', '/api/auth/forgot-password')).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows the fallback error inline when the call fails without a message', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ 'POST /api/auth/forgot-password': () => ({ status: 500, raw: '' }) });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending reset password email');
  });

  it('shows a 429 message from the server', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      'POST /api/auth/forgot-password': () => ({
        status: 429,
        body: { success: false, message: 'Too many requests, try again in a minute' },
      }),
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
  });
});
