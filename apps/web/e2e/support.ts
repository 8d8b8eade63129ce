import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

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
