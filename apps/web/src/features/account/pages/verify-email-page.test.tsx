import { Route, useLocation } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { pendingEmail } from '../pending-email';
import { VerifyEmailPage } from './verify-email-page';

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d$/ });
const verifyButton = () => screen.getByRole('button', { name: 'Verify Email' });

/** A new sign-up in this tab (its e-mail stored) unless a signed-in user is given. */
function setup(handlers: Parameters<typeof mockFetch>[0] = {}, user = null as ReturnType<typeof makeUser> | null) {
  if (!user) pendingEmail.set('ada@example.com');
  const fetch = mockFetch(handlers);
  const view = renderPage(<VerifyEmailPage />, {
    path: '/verify-email',
    user,
    extra: (
      <>
        <Route path="/sewee-login" element={<h1>Login page</h1>} />
        <Route path="/student-home" element={<h1>Student home</h1>} />
      </>
    ),
  });
  return { fetch, ...view };
}

describe('verify e-mail boxes', () => {
  it('has six numeric boxes, each labelled Digit n', () => {
    setup();
    expect(boxes()).toHaveLength(6);
    boxes().forEach((b, i) => {
      expect(b).toHaveAttribute('inputmode', 'numeric');
      expect(b).toHaveAccessibleName(`Digit ${i + 1}`);
    });
  });

  it('keeps the Verify button disabled until all six boxes are filled', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ 'POST /api/auth/verify-email': () => ({ status: 400, body: { success: false, message: 'Invalid code' } }) });
    expect(verifyButton()).toBeDisabled();
    await user.click(boxes()[0]);
    await user.keyboard('12345');
    expect(verifyButton()).toBeDisabled();
    expect(boxes()[5]).toHaveFocus();
  });

  it('spreads a pasted code over the boxes and ignores non-digits', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = setup({ 'POST /api/auth/verify-email': () => ({ status: 400, body: { success: false, message: 'Invalid code' } }) });
    await user.click(boxes()[0]);
    await user.paste('12 34-5');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '']);
    expect(boxes()[5]).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('moves focus back on Backspace in an empty box', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect((boxes()[1] as HTMLInputElement).value).toBe('2');
    await user.keyboard('{Backspace}');
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
  });

  it('auto-submits once all six are filled (with a pasted longer value) and goes to /sewee-login', async () => {
    const user = userEvent.setup({ delay: null });
    pendingEmail.set('ada@example.com');
    const { fetch } = setup({
      'POST /api/auth/verify-email': () => ({ body: { success: true, message: 'ok', user: makeUser() } }),
    });
    await user.click(boxes()[0]);
    await user.paste('1234567890');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(bodiesFor(fetch, 'POST', '/api/auth/verify-email')).toEqual([{ code: '123456', email: 'ada@example.com' }]);
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(pendingEmail.get()).toBeNull();
  });

  it('shows the server message inline when the code is wrong, and the fallback when there is none', async () => {
    const user = userEvent.setup({ delay: null });
    let call = 0;
    setup({
      'POST /api/auth/verify-email': () =>
        ++call === 1
          ? { status: 400, body: { success: false, message: 'Invalid or expired verification code' } }
          : { status: 500, raw: 'oops' },
    });
    await user.click(boxes()[0]);
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    await user.click(verifyButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error verifying email'));
  });

  it('signed-in user: sends no e-mail (the session identifies them) and resend shows the server message', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = setup(
      {
        'POST /api/auth/resend-verification': () => ({ body: { success: true, message: 'A new code is on its way' } }),
        'POST /api/auth/verify-email': () => ({ body: { success: true, message: 'ok', user: makeUser() } }),
      },
      makeUser({ isVerified: false }),
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/auth/resend-verification')).toEqual([{}]);
  });

  it('after Resend code, the old error goes away', async () => {
    const user = userEvent.setup({ delay: null });
    setup({
      'POST /api/auth/verify-email': () => ({ status: 400, body: { success: false, message: 'This code has expired.' } }),
      'POST /api/auth/resend-verification': () => ({ body: { success: true, message: 'A new code is on its way' } }),
    });
    await user.click(boxes()[0]);
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
    expect(screen.queryByText('This code has expired.')).not.toBeInTheDocument();
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
  });
});

describe('verify e-mail: who is asking', () => {
  it('no session and no sign-up in this tab: asks to sign in, with no e-mail box that could not work', () => {
    pendingEmail.clear();
    mockFetch({});
    renderPage(<VerifyEmailPage />, { path: '/verify-email', user: null });
    expect(screen.getByText('Sign in to verify your e-mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sewee-login');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox', { name: /^Digit/ })).toHaveLength(0);
  });

  it('a verified user is told so and sent on to their home', async () => {
    setup({}, makeUser({ isVerified: true }));
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    expect(await screen.findByText('Your e-mail is already verified.')).toBeInTheDocument();
  });
});

describe('the page a visitor first opened (?next=)', () => {
  function SignInProbe() {
    const l = useLocation();
    return <h1>Login page {l.search}</h1>;
  }

  it('is carried on to sign-in after verifying, and to the sign-in link; a foreign address is dropped', async () => {
    const user = userEvent.setup({ delay: null });
    pendingEmail.set('ada@example.com');
    mockFetch({ 'POST /api/auth/verify-email': () => ({ body: { success: true, message: 'ok', user: makeUser() } }) });
    renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      route: '/verify-email?next=%2Fcourse%2Fdetails%2Fc1',
      extra: <Route path="/sewee-login" element={<SignInProbe />} />,
    });
    await user.click(boxes()[0]);
    await user.paste('123456');
    expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fcourse%2Fdetails%2Fc1' })).toBeInTheDocument();
  });

  it('never carries an address of another site', () => {
    renderPage(<VerifyEmailPage />, { path: '/verify-email', route: '/verify-email?next=%2F%2Fevil.com', user: null });
    expect(screen.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/sewee-login');
  });
});
