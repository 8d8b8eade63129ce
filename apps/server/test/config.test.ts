import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/modules/demo/seed';
import { usersRepo } from '../src/modules/users/repository';
import { hashPassword } from '../src/platform/security/secrets';
import { prepareDatabase } from '../src/startup';
import { createTestApp } from './helpers/app';
import { capturedLog } from './helpers/log';

const PROD = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' };
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('safe defaults', () => {
  it('a fresh clone (not production, nothing set) runs the sandbox and the demo, as before', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.payments.provider).toBe('sandbox');
    expect(config.seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
  });

  it('production refuses to start without an explicit PAYMENT_PROVIDER', () => {
    expect(refusal(PROD)).toMatch(/PAYMENT_PROVIDER: must be set when NODE_ENV=production/);
  });

  it('production refuses to start without SMTP_URL (the outbox folder would keep every code and link)', () => {
    const { SMTP_URL: _, ...noSmtp } = PROD;
    expect(refusal({ ...noSmtp, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' })).toMatch(
      /SMTP_URL: must be set when NODE_ENV=production/,
    );
    expect(refusal(noSmtp)).toMatch(/PAYMENT_PROVIDER: must be set[\s\S]*SMTP_URL: must be set/);
  });

  it('production refuses the sandbox unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(refusal({ ...PROD, PAYMENT_PROVIDER: 'sandbox' })).toMatch(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(refusal({ ...PROD, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '0' })).toMatch(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(loadConfig({ ...PROD, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' }).payments.provider).toBe('sandbox');
  });

  it('production with Paystack starts, and names a missing key with the other problems', () => {
    expect(loadConfig({ ...PROD, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe('paystack');
    expect(refusal({ ...PROD, PAYMENT_PROVIDER: 'paystack' })).toMatch(/PAYSTACK_SECRET_KEY: required/);
  });

  it('production seeds the demo only when SEED_DEMO=1, on either database', () => {
    const ok = { ...PROD, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' };
    expect(loadConfig(ok).seedDemo).toBe(false);
    expect(loadConfig({ ...ok, DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ ...ok, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('a production start with the demo accounts logs an error until their passwords are changed', async () => {
    const captured = capturedLog();
    const env = { ...PROD, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1', SEED_DEMO: '1' };
    const t = await createTestApp(env, {}, { log: captured.log });
    try {
      await prepareDatabase(t.ctx); // as main.ts does at every start: migrate, seed, check
      const warning = captured.lines().find((l) => l.level === 50);
      expect(warning?.msg).toMatch(/password published in the README/);
      expect(warning?.accounts).toEqual([DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.student.email]);

      for (const account of Object.values(DEMO_ACCOUNTS)) {
        const user = await usersRepo.findByEmail(t.ctx.db, account.email);
        await usersRepo.update(t.ctx.db, user!.id, { passwordHash: await hashPassword('A-new#Secret-2026') });
      }
      const before = captured.lines().length;
      await prepareDatabase(t.ctx);
      expect(
        captured
          .lines()
          .slice(before)
          .filter((l) => l.level >= 50),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  }, 90_000);
});
