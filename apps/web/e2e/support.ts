import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Console errors of Content-Security-Policy refusals seen since the running test began. */
const cspViolations: string[] = [];

/** Records Chrome's console errors for CSP refusals in every page of `context` (a context a test makes itself too). */
export function watchCsp(context: BrowserContext) {
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(`${msg.location().url}: ${msg.text()}`);
  });
}

/**
 * Playwright's test, which fails any test during which a page reported a Content-Security-Policy
 * violation (the app must run under the server's CSP as is). `cspViolations` is the list, for the
 * test that proves the check works.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      cspViolations.length = 0;
      watchCsp(context);
      await use(cspViolations);
      expect(cspViolations.splice(0), 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The server's outbox: every mail it sent, as raw RFC 822 text, oldest first. */
export function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Waits for the newest mail to `to` and returns its decoded plain text. */
export async function waitForMail(to: string, match: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = outbox()
          .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m))
          .map(decodeQuotedPrintable)
          .reverse()
          .find((m) => match.test(m));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

export const codeIn = (mail: string) => /verification code is (\d{6})/.exec(mail)![1];
export const resetLinkIn = (mail: string) => /(https?:\/\/[^\s"<]+\/reset-password\/[\w-]+)/.exec(mail)![1];

let n = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

export const DEMO = {
  admin: { email: 'admin@sewee.test', password: 'SeweeAdmin#2026' },
  student: { email: 'student@sewee.test', password: 'SeweeStudent#2026' },
};

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sewee-login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
