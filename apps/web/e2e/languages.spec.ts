import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { SITE_TITLE, type Locale } from '@sewee/shared/locales';
import { expect, formReady, test, uniqueEmail, waitForMail } from './support';

/**
 * Languages in the browser (docs/languages.md): a French visitor never meets English in the interface,
 * Arabic pages are right to left and mirrored, and the language switcher's choice survives a reload.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'locales' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(d.name) && !d.name.includes('.test.') ? [p] : [];
  });

/** The string values of a catalogue file (its object literal's quoted texts). */
function values(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2]!.replace(/\\(.)/g, '$1'));
}

/**
 * Every English text of the web catalogues, and for `locale` the texts its translations share with
 * English on purpose (names such as "Sewee", "Facebook"): those are not "English left over". Fails
 * when a catalogue has no translation file for `locale` (every catalogue must have
 * one per language).
 */
function englishTexts(locale: string): { exact: Set<string>; patterns: RegExp[] } {
  const catalogues = sourceFiles(SRC).filter(
    // lib/i18n.ts defines it; lib/localized-resolver.ts registers the shared validation catalogue.
    (f) => /registerNamespace\(/.test(fs.readFileSync(f, 'utf8')) && !/lib[\\/](i18n|localized-resolver)\.ts$/.test(f),
  );
  catalogues.push(path.join(SRC, 'lib/i18n-common.ts'));
  const english = new Set<string>();
  const same = new Set<string>();
  for (const file of catalogues) {
    const name = /import\.meta\.glob\('\.\/locales\/([\w-]+)\.\*\.ts'\)/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 'i18n-common';
    const translation = path.join(path.dirname(file), 'locales', `${name}.${locale}.ts`);
    expect(fs.existsSync(translation), `${path.relative(SRC, translation)} (needs the translations)`).toBe(true);
    values(file).forEach((v) => english.add(v));
    values(translation).forEach((v) => same.add(v));
  }
  // The tab's title is not in a catalogue: the server writes it (SITE_TITLE).
  english.add(SITE_TITLE.en);
  same.add(SITE_TITLE[locale as Locale]);
  const words = [...english].filter((v) => /\p{L}{2}/u.test(v) && !same.has(v));
  const fixed = (v: string) => v.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '');
  return {
    exact: new Set(words.filter((v) => !v.includes('{{'))),
    patterns: words
      .filter((v) => v.includes('{{') && fixed(v).length >= 6)
      .map(
        (v) =>
          new RegExp(
            `^${v
              .split(/\{\{\w+\}\}/)
              .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+')}$`,
          ),
      ),
  };
}

/** What a person reads or hears on the page now: visible text lines, the title, and the read attributes. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      return !!box && (box.width > 0 || box.height > 0);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      const text = n.textContent?.trim();
      if (text && parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && visible(parent)) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** Course content stays as the instructor wrote it: the courses' own texts are not interface. */
async function courseTexts(page: Page): Promise<Set<string>> {
  const list = (await (await page.request.get('/api/student/course/get')).json()) as { data: Record<string, unknown>[] };
  return new Set(list.data.flatMap((c) => Object.values(c).filter((v): v is string => typeof v === 'string')));
}

async function expectNoEnglish(page: Page, english: ReturnType<typeof englishTexts>, where: string) {
  await page.waitForLoadState('networkidle');
  const content = await courseTexts(page);
  const left = (await readableTexts(page)).filter(
    (t) => !content.has(t) && (english.exact.has(t) || english.patterns.some((re) => re.test(t))),
  );
  expect([...new Set(left)], `English left on ${where}`).toEqual([]);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.describe('French visitor (Chromium locale fr-FR)', () => {
  test.use({ locale: 'fr-FR' });

  test('sign up, verify, catalogue and course details with no English in the interface (needs the translations)', async ({ page }) => {
    const english = englishTexts('fr');
    const email = uniqueEmail('fr');
    const password = 'Couture#Dakar7';

    // The very first HTML is French: <html lang="fr"> before any script runs.
    const first = await page.request.get('/signup', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    // (a guest page the server rendered also carries `data-ssr`)
    expect(await first.text()).toMatch(/<html (?:data-ssr )?lang="fr" dir="ltr">/);

    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await formReady(page);
    await expectNoEnglish(page, english, '/signup');
    await page.locator('input[name="name"]').fill('Awa Diop');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await expectNoEnglish(page, english, '/signup (password checklist)');
    await page.locator('form button[type="submit"]').click();

    // The verification e-mail is French too (its English text says "Your Sewee verification code is").
    const mail = await waitForMail(email, /\b\d{6}\b/);
    expect(mail).toContain('<html lang="fr"');
    expect(mail).not.toContain('Your Sewee verification code is');
    const code = /\b(\d{6})\b/.exec(
      mail
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )![1]!;
    await expect(page).toHaveURL(/\/verify-email$/);
    await expectNoEnglish(page, english, '/verify-email');
    await page.locator('input[autocomplete="one-time-code"]').click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/sewee-login$/);
    await expectNoEnglish(page, english, '/sewee-login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/student-home$/);
    await expectNoEnglish(page, english, '/student-home');

    await page.goto('/dashboard/courses');
    await expect(page.getByRole('main').locator('article, li').first()).toBeVisible();
    await expectNoEnglish(page, english, '/dashboard/courses');
    const list = (await (await page.request.get('/api/student/course/get')).json()) as { data: { _id: string }[] };
    await page.goto(`/course/details/${list.data[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, english, '/course/details');
  });
});

test.describe('Arabic', () => {
  test.use({ locale: 'ar-EG' });

  for (const width of [390, 1280]) {
    test(`pages are right to left and mirrored at ${width} px (screenshots kept)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', 'ar');
      await expect(html).toHaveAttribute('dir', 'rtl');
      // The HTML's boot script fetched the shell's Arabic strings with the first chunk (vite.config.ts startOpeningPage).
      await expect(page.locator('link[rel="modulepreload"][href*="i18n-language.ar"]')).toHaveCount(1);
      // Mirrored: the logo, first in the header's row, sits at the right edge; the sign-up button at the left.
      const logo = await page.getByRole('banner').locator('a[href="/"]').filter({ hasText: 'Sewee' }).boundingBox();
      expect(logo!.x + logo!.width).toBeGreaterThan(width / 2);
      await shot(page, testInfo, `home-ar-${width}`);
      for (const where of ['/courses', '/sewee-login', '/about-us']) {
        await page.goto(where);
        await page.waitForLoadState('networkidle');
        await expect(html).toHaveAttribute('dir', 'rtl');
        // Nothing wider than the screen: no sideways scroll from a left/right that was not mirrored.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, testInfo, `${where.slice(1)}-ar-${width}`);
      }
    });
  }
});

test.describe('the language switcher', () => {
  test('changes the language at once, and the choice survives a reload', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The page arrives as HTML: the switcher answers once the app has hydrated it.
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption({ label: 'Français' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  test('offers every language in its own name, also in the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The menu is a native disclosure (a summary, not a button: named by its label).
    await page.getByLabel('Menu', { exact: true }).click();
    const select = page.locator('#site-nav').getByRole('combobox', { name: 'Language' });
    await expect(select.locator('option')).toHaveText(['English', 'Français', 'Português', 'العربية', 'Kiswahili']);
  });

  test('signed in, the choice is kept on the account and follows it to another device', async ({ page, newStudent, browser, baseURL }) => {
    await newStudent('lang');
    await page.goto('/dashboard');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect.poll(async () => (await (await page.request.get('/api/auth/check-auth')).json()).user.language).toBe('sw');
    // Another device (no cookie of its own, an English browser) opens in the account's language.
    const other = await browser.newContext({ baseURL, locale: 'en-US', storageState: await page.context().storageState() });
    await other.clearCookies({ name: 'sewee-lang' });
    const otherPage = await other.newPage();
    await otherPage.goto('/dashboard');
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'sw');
    await other.close();
  });
});
