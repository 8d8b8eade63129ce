import type { BrowserContext, Page } from '@playwright/test';
import { codeIn, createCourse, DEMO, expect, formReady, ok, STUDENT_PASSWORD, test, uniqueEmail, waitForMail } from './support';

// On a 390 px phone: country lists in the reader's language and order, with search by typing
// (sign-up, the admin's country filter, Reach); no account note that promises a review gating
// nothing, and the Users tab saying what a decision does; a guest's course card returning to the
// course through sign-up, verification and sign-in; the search's term, its Clear, and a category
// found by its name in another language. The matching rules themselves are API tests
// (catalog-search.test.ts).

test.use({ viewport: { width: 390, height: 844 } });

let beadingId: string;
let beadingTitle: string;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(120_000);
  beadingTitle = `E2E Necklace ${Date.now()}`;
  beadingId = await createCourse(adminApi, beadingTitle, { category: 'beading' });
});

async function inLanguage(context: BrowserContext, lang: string) {
  await context.addCookies([{ name: 'sewee-lang', value: lang, url: process.env.E2E_BASE_URL! }]);
}

/** The option texts of a select. */
const optionsOf = (page: Page, name: string | RegExp) => page.getByRole('combobox', { name }).locator('option').allTextContents();

test('2. sign-up lists countries in French, in French order, found by typing; the stored country stays the English name', async ({
  page,
  context,
  adminApi,
}) => {
  await inLanguage(context, 'fr');
  await page.goto('/sewee-signup');
  await formReady(page);
  const all = await optionsOf(page, /^Pays/);
  expect(all[0]).toBe('Choisissez un pays');
  expect(all).toContain('Allemagne');
  // French order: Égypte among the E, not after Zimbabwe.
  expect(all.indexOf('Égypte')).toBeGreaterThan(all.indexOf('Danemark'));
  expect(all.indexOf('Égypte')).toBeLessThan(all.indexOf('Espagne'));
  expect(all.at(-1)).toBe('Zimbabwe');

  const email = uniqueEmail('pays');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Awa Pays');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill('+221 77 000 0000');
  await page.getByLabel(/^Date de naissance/).fill('2001-05-04');
  await page.getByRole('searchbox', { name: 'Trouver un pays' }).fill('allem');
  await expect(page.getByText('Pays trouvés : 1')).toBeVisible();
  expect(await optionsOf(page, /^Pays/)).toEqual(['Choisissez un pays', 'Allemagne']);
  await page.getByRole('combobox', { name: /^Pays/ }).selectOption({ label: 'Allemagne' });
  await page
    .getByLabel(/^Mot de passe/)
    .first()
    .fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  // What the server stored is the specification's English name.
  const found = await ok<{ users: { email: string; country: string }[] }>(adminApi.get('/api/auth/users', { params: { search: email } }));
  expect(found.users).toEqual([expect.objectContaining({ email, country: 'Germany' })]);
});

test("2. the admin's country filter is in Arabic and searchable; Reach names and orders countries in French", async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The language of the device (its cookie): the demo admin has no account language of its own, and
  // no spec leaves it one (it would outrank the cookie for every later spec on this server).
  await inLanguage(page.context(), 'ar');
  await page.goto('/instructor?tab=dashboard');
  const filter = page.getByRole('combobox', { name: 'البلد', exact: true });
  await expect(filter.locator('optgroup').first()).toHaveAttribute('label', 'أفريقيا');
  await expect(filter.locator('option', { hasText: 'السنغال' })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'ابحث عن بلد' }).fill('سنغال');
  expect(await filter.locator('option').allTextContents()).toEqual(['الكل', 'السنغال']);
  await filter.selectOption({ label: 'السنغال' });
  // The filter sends the stored English name.
  await expect(filter).toHaveValue('Senegal');

  await inLanguage(page.context(), 'fr');
  await page.goto('/instructor?tab=reach');
  const table = page.getByRole('table', { name: 'Étudiants par pays' });
  await expect(table.getByRole('rowheader')).toHaveCount(54);
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names).toContain('Afrique du Sud');
  expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Érythrée'));
  expect(names.indexOf('Érythrée')).toBeLessThan(names.indexOf('Eswatini'));
});

test('3. a new (pending) account sees no note about a review; the Users tab says what Approve and Reject do', async ({
  page,
  newStudent,
  signIn,
}) => {
  await newStudent('pendingnote');
  await page.goto('/student-home');
  await expect(page.getByRole('heading', { name: 'Course Categories That we offer' })).toBeVisible();
  await expect(page.getByText(/waiting for review|reviews every new account/)).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/instructor?tab=students');
  await expect(page.getByRole('heading', { name: 'All Registered Users' })).toBeVisible();
  await expect(page.getByText(/Reject stops a person applying for or buying courses/)).toBeVisible();
  await expect(page.getByText(/A new account \(Pending\) may already apply/)).toBeVisible();
});

test('4. a guest who taps a course card is told why, signs up, verifies, signs in and is back on the course', async ({ page }) => {
  await page.goto(`/courses?q=${encodeURIComponent(beadingTitle)}`);
  await page.getByRole('link', { name: beadingTitle }).click();
  const next = `next=%2Fcourse%2Fdetails%2F${beadingId}`;
  await expect(page).toHaveURL(new RegExp(`/sewee-login\\?${next}$`));
  await expect(page.getByRole('note')).toHaveText('Sign in to see this course');

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(new RegExp(`/sewee-signup\\?${next}$`));
  await formReady(page);
  const email = uniqueEmail('guestcard');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Guest Card');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('+234 800 000 0002');
  await page.getByLabel(/^Date of Birth/).fill('1999-02-03');
  await page.getByRole('searchbox', { name: 'Find a country' }).fill('nigeria');
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('Nigeria');
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify-email\\?${next}$`));

  const code = codeIn(await waitForMail(email, /verification code is \d{6}/));
  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(new RegExp(`/sewee-login\\?${next}$`));
  await expect(page.getByRole('note')).toHaveText('Sign in to see this course');
  await formReady(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/course/details/${beadingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: beadingTitle })).toBeVisible();
});

test('5. a search shows its term and a Clear; a French category name finds the beading courses', async ({ page }) => {
  await page.goto('/about-us');
  // The page arrives as HTML: the header's search opens once the app has hydrated it.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('searchbox', { name: 'Find courses' }).fill('perlage');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\?q=perlage$/);
  await expect(page.getByText('Results for perlage')).toBeVisible();
  await expect(page.getByRole('heading', { name: beadingTitle })).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText('Results for')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Find courses' })).toHaveValue('');
});
