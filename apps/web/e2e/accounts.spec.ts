import type { Page } from '@playwright/test';
import { codeIn, DEMO, expect, formReady, resetLinkIn, test, uniqueEmail, waitForMail } from './support';

async function enterCode(page: Page, code: string) {
  await expect(page).toHaveURL(/\/verify-email$/);
  const first = page.getByLabel('Digit 1');
  await first.click();
  // A letter is refused: the box stays empty (the renderer must not leave it on screen).
  await page.keyboard.type('a');
  await expect(first).toHaveValue('');
  await page.keyboard.type(code);
}

async function logoutFromDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByText('Profile Information')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  // Signed out on /dashboard: the guard sends them to sign in, remembering the page.
  await expect(page).toHaveURL(/\/sewee-login(\?next=%2Fdashboard)?$/);
}

test('full sign-up variant: sign up, verify with the mailed code, sign in, dashboard, sign out', async ({ page, signIn }) => {
  const email = uniqueEmail('full');
  const password = 'Needle&Thread9';
  await page.goto('/sewee-signup');
  await formReady(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chioma Okafor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('+234 803 555 0101');
  await page.getByLabel(/^Date of Birth/).fill('2001-03-09');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('Nigeria');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  const mail = await waitForMail(email, /verification code is \d{6}/);
  await enterCode(page, codeIn(mail));
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sewee-login$/);

  await signIn({ email, password });
  await expect(page).toHaveURL(/\/student-home$/);
  await page.goto('/dashboard');
  await expect(page.getByText('Chioma Okafor')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await logoutFromDashboard(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sewee-login\?next=%2Fdashboard$/);
});

test('short sign-up variant: strength meter, verify, sign in', async ({ page, signIn }) => {
  const email = uniqueEmail('short');
  const password = 'Bead$andLace7';
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await formReady(page);
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kwame Mensah');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await expect(page.getByText('Very Weak')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  const mail = await waitForMail(email, /verification code is \d{6}/);
  await enterCode(page, codeIn(mail));
  await expect(page).toHaveURL(/\/sewee-login$/);
  await signIn({ email, password });
  await expect(page).toHaveURL(/\/student-home$/);
});

test('a wrong sign-in shows the server message inline', async ({ page, signIn }) => {
  await signIn({ email: DEMO.student.email, password: 'Wrong#Password1' });
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/sewee-login$/);
});

test('forgot password, follow the mailed link, set a new password, sign in with it', async ({ page, signIn }) => {
  const email = uniqueEmail('reset');
  const api = page.request;
  expect((await api.post('/api/auth/signup', { data: { name: 'Reset Me', email, password: 'Original#Pass1' } })).status()).toBe(201);
  const code = codeIn(await waitForMail(email, /verification code is \d{6}/));
  expect((await api.post('/api/auth/verify-email', { data: { code } })).status()).toBe(200);

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(`If an account exists for ${email}, you will receive a password reset link shortly.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/sewee-login');

  const link = resetLinkIn(await waitForMail(email, /reset-password\//));
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Changed#Pass22');
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('Different#Pass22');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('Changed#Pass22');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password reset successfully, redirecting to login page...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await signIn({ email, password: 'Changed#Pass22' });
  await expect(page).toHaveURL(/\/student-home$/);
});

test.describe('redirect matrix', () => {
  // A protected page sends a visitor to sign in with the page to return to.
  const cases: [string, string][] = [
    ['/dashboard', '/sewee-login?next=%2Fdashboard'],
    ['/student-home', '/sewee-login?next=%2Fstudent-home'],
    ['/course-progress/123', '/sewee-login?next=%2Fcourse-progress%2F123'],
    ['/user-details', '/sewee-login?next=%2Fuser-details'],
    ['/instructor', '/sewee-login?next=%2Finstructor'],
    ['/courses', '/courses'],
    ['/sewee-login', '/sewee-login'],
    ['/verify-email', '/verify-email'],
    ['/no/such/page', '/'],
  ];
  for (const [from, to] of cases) {
    test(`anonymous ${from} -> ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
    });
  }

  test('a verified user', async ({ page, signIn }) => {
    await signIn(DEMO.student);
    await expect(page).toHaveURL(/\/student-home$/);
    for (const [from, to] of [
      ['/sewee-login', '/student-home'],
      ['/signup', '/student-home'],
      ['/courses', '/student-home'],
      ['/user-details', '/dashboard'],
      ['/instructor', '/dashboard'],
      ['/dashboard', '/dashboard'],
      // Told they are verified and sent on.
      ['/verify-email', '/student-home'],
    ]) {
      await page.goto(from);
      await expect(page, `${from}`).toHaveURL(new RegExp(`${to}$`));
    }
  });

  test('a verified admin, and the members list', async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/sewee-signup');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/user-details');
    await expect(page.getByText('Information of all the Members')).toBeVisible();
    await expect(page.getByText(DEMO.student.email)).toBeVisible();
    await page.goto('/instructor');
    await expect(page).toHaveURL(/\/instructor$/);
  });

  test('an unverified user goes to /verify-email', async ({ page, signIn }) => {
    const email = uniqueEmail('unverified');
    expect((await page.request.post('/api/auth/signup', { data: { name: 'Not Yet', email, password: 'Waiting#Pass1' } })).status()).toBe(
      201,
    );
    await signIn({ email, password: 'Waiting#Pass1' });
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/verify-email$/);
  });
});

test('contact form: inline errors, then a success toast and the message is mailed', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: "We'd love to hear from you" })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  const marker = `Hello from e2e ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Fatou Diop');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('fatou@example.com');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Submit Message' }).click();
  await expect(page.getByText(/your message has been sent/i)).toBeVisible();
  await waitForMail('hello@sewee.africa', new RegExp(marker));
});
