import { Route } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authQueryKey } from '../../../lib/auth/check-auth';
import { MEASUREMENTS_KEY } from '../../../lib/auth/offline-user';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { DashboardPage } from './dashboard-page';

describe('account dashboard', () => {
  it('shows profile and account activity with formatted dates', () => {
    mockFetch({});
    renderPage(<DashboardPage />, { path: '/dashboard', user: makeUser() });
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^(12 March|March 12,) 2025$/)).toBeInTheDocument();
    expect(screen.getByText(/(1 April|April 1,) 2025.*\d{1,2}:\d{2}/)).toBeInTheDocument();
    // A student: no Instructors Page, and a way back to the student home.
    expect(screen.queryByRole('link', { name: 'Instructors Page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my student home' })).toHaveAttribute('href', '/student-home');
  });

  it('admins see the Instructors Page button and a way back to the instructor dashboard', () => {
    mockFetch({});
    renderPage(<DashboardPage />, { path: '/dashboard', user: makeUser({ role: 'admin', isAdmin: true }) });
    expect(screen.getByRole('link', { name: 'Instructors Page' })).toHaveAttribute('href', '/instructor');
    expect(screen.getByRole('link', { name: 'Back to the instructor dashboard' })).toHaveAttribute('href', '/instructor');
  });

  it('logs out: calls the server, clears the user, forgets the measurements kept on the phone and goes to /sewee-login', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(
      MEASUREMENTS_KEY,
      JSON.stringify({ userId: 'u1', data: { units: 'cm', values: { chest: 920 }, updatedAt: null } }),
    );
    const fetch = mockFetch({ 'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }) });
    const { client } = renderPage(<DashboardPage />, {
      path: '/dashboard',
      user: makeUser(),
      extra: <Route path="/sewee-login" element={<h1>Login page</h1>} />,
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(client.getQueryData(authQueryKey)).toBeNull();
    expect(localStorage.getItem(MEASUREMENTS_KEY)).toBeNull();
  });

  it('toasts "Error logging out" when logout fails without a message, and stays', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ 'POST /api/auth/logout': () => ({ status: 500, raw: '' }) });
    const { client } = renderPage(<DashboardPage />, { path: '/dashboard', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Error logging out')).toBeInTheDocument();
    expect(client.getQueryData(authQueryKey)).not.toBeNull();
  });
});
