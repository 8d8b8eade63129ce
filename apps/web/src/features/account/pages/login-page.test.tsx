import { Route } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Guard } from '../../../app/guard';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { SeweeLoginPage } from './login-page';

function setup(handlers: Parameters<typeof mockFetch>[0], route = '/sewee-login') {
  const fetch = mockFetch(handlers);
  renderPage(<Guard kind="guest" />, {
    path: '/',
    route,
    extra: (
      <>
        <Route element={<Guard kind="guest" />}>
          <Route path="/sewee-login" element={<SeweeLoginPage />} />
        </Route>
        <Route path="/student-home" element={<h1>Student home</h1>} />
        <Route path="/dashboard" element={<h1>Account dashboard</h1>} />
        <Route path="/verify-email" element={<h1>Verify</h1>} />
      </>
    ),
  });
  return fetch;
}

async function signIn(email = 'Ada@Example.com', password = 'Secret123!') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login (/sewee-login)', () => {
  it('shows the texts of the spec, a forgot-password link and a sign-up link', () => {
    setup({});
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue studying')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sewee-signup');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see this course')).not.toBeInTheDocument();
  });

  it('sent from a course, says why, and its sign-up link carries the course on', () => {
    setup({}, '/sewee-login?next=%2Fcourse%2Fdetails%2Fc1');
    expect(screen.getByRole('note')).toHaveTextContent('Sign in to see this course');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sewee-signup?next=%2Fcourse%2Fdetails%2Fc1');
  });

  it('an outside return address is neither explained nor carried to sign-up', () => {
    setup({}, '/sewee-login?next=%2F%2Fevil.com%2Fcourse%2Fdetails%2Fc1');
    expect(screen.queryByText('Sign in to see this course')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sewee-signup');
  });

  it('toggles password visibility', async () => {
    setup({});
    const user = userEvent.setup({ delay: null });
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(box).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(box).toHaveAttribute('type', 'password');
  });

  it('requires both fields (no other checks), without the server; errors follow the input after a submit', async () => {
    const fetch = setup({});
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message inline on a failed sign-in and stays', async () => {
    setup({ 'POST /api/auth/login': () => ({ status: 401, body: { success: false, message: 'Invalid email or password' } }) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByTestId('location')).toHaveTextContent('/sewee-login');
  });

  it('falls back to "Error logging in" when the server gives no message', async () => {
    setup({ 'POST /api/auth/login': () => ({ status: 502, raw: '<html>Bad gateway</html>' }) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error logging in');
  });

  it.each([
    ['verified user', makeUser(), 'Student home'],
    ['verified admin', makeUser({ role: 'admin', isAdmin: true }), 'Account dashboard'],
    ['unverified user', makeUser({ isVerified: false }), 'Verify'],
  ])('a %s is sent on by the guest-only guard', async (_, u, heading) => {
    const fetch = setup({ 'POST /api/auth/login': () => ({ body: { success: true, user: u } }) });
    await signIn();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/auth/login')).toEqual([{ email: 'ada@example.com', password: 'Secret123!' }]);
  });
});
