import { Route, useLocation } from 'react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesFor, mockFetch, renderPage } from '../../../test/utils';
import { pendingEmail } from '../pending-email';
import { SeweeSignupPage } from './sewee-signup-page';
import { SignupPage } from './signup-page';

function VerifyProbe() {
  return <h1>Verify page{useLocation().search}</h1>;
}
const verifyRoute = <Route path="/verify-email" element={<VerifyProbe />} />;

async function fillFull(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Obi');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone Number/), '+234 800 000 0001');
  await user.type(screen.getByLabelText(/^Date of Birth/), '2000-01-31');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'Nigeria');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123!');
}

describe('full sign-up (/sewee-signup)', () => {
  it('has the country placeholder, a max date of today and a Login link', () => {
    mockFetch({});
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup' });
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Select a country' })).toBeDisabled();
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveAttribute('max', new Date().toISOString().slice(0, 10));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sewee-login');
  });

  it('validates every field before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({});
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a country from the list')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message inline and field errors on the fields, and stays', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      'POST /api/auth/signup': () => ({
        status: 400,
        body: {
          success: false,
          message: 'This e-mail address cannot receive mail',
          errors: [{ path: 'email', message: 'Use another address' }],
        },
      }),
    });
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup', extra: verifyRoute });
    await fillFull(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address cannot receive mail');
    expect(screen.getByText('Use another address')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sewee-signup');
  });

  it('falls back to "Error signing up"', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ 'POST /api/auth/signup': () => ({ status: 500, raw: '' }) });
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup' });
    await fillFull(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error signing up');
  });

  it('sends every field and goes to /verify-email, remembering the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({ 'POST /api/auth/signup': () => ({ status: 201, body: { success: true, message: 'ok' } }) });
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup', extra: verifyRoute });
    await fillFull(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/auth/signup')).toEqual([
      {
        name: 'Ada Obi',
        email: 'ada@example.com',
        phone: '+234 800 000 0001',
        dob: '2000-01-31',
        country: 'Nigeria',
        password: 'Secret123!',
      },
    ]);
    expect(pendingEmail.get()).toBe('ada@example.com');
  });

  it('finds a country by typing, keeps the chosen one, and sends its stored name', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({ 'POST /api/auth/signup': () => ({ status: 201, body: { success: true, message: 'ok' } }) });
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup', extra: verifyRoute });
    await fillFull(user);
    const country = screen.getByLabelText(/^Country/);
    await user.type(screen.getByRole('searchbox', { name: 'Find a country' }), 'nige{Enter}');
    expect(screen.getByText('Countries found: 2')).toBeInTheDocument();
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a country', 'Niger', 'Nigeria']);
    // Enter in the box did not send the form.
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('searchbox', { name: 'Find a country' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a country' }), 'ghana');
    // The chosen country stays in the list (and chosen) while another is searched for.
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a country', 'Ghana', 'Nigeria']);
    expect(country).toHaveValue('Nigeria');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/auth/signup')).toMatchObject([{ country: 'Nigeria' }]);
  });

  it('carries the page a guest came from (?next=) to verification, and its Login link too', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ 'POST /api/auth/signup': () => ({ status: 201, body: { success: true, message: 'ok' } }) });
    renderPage(<SeweeSignupPage />, { path: '/sewee-signup', route: '/sewee-signup?next=%2Fcourse%2Fdetails%2Fc1', extra: verifyRoute });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sewee-login?next=%2Fcourse%2Fdetails%2Fc1');
    await fillFull(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Verify page?next=%2Fcourse%2Fdetails%2Fc1' })).toBeInTheDocument();
  });
});

describe('short sign-up (/signup)', () => {
  it('shows the strength meter as the password is typed and links to /login', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({});
    renderPage(<SignupPage />, { path: '/signup' });
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Very Weak');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcdeH1!');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('rejects a 7-character password before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({});
    renderPage(<SignupPage />, { path: '/signup' });
    await user.type(screen.getByLabelText(/^Full Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abc12!x');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends name, email and password only and goes to /verify-email', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({ 'POST /api/auth/signup': () => ({ status: 201, body: { success: true, message: 'ok' } }) });
    renderPage(<SignupPage />, { path: '/signup', extra: verifyRoute });
    await user.type(screen.getByLabelText(/^Full Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abc12!xy');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/auth/signup')).toEqual([{ name: 'Ada', email: 'ada@example.com', password: 'Abc12!xy' }]);
  });
});
