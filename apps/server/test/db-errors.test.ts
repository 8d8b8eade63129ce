import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/errors';
import { PaymentProviderError } from '../src/platform/payments/provider';

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
const refused = () => withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' });

// Which failures answer 503 ("cannot reach its database") rather than 500: outage.test.ts shows the
// answers; this holds the line between an outage and everything else that can fail.
describe('isDatabaseUnavailable', () => {
  it('is true for a database that refuses, drops or is shutting down, wrapped by Drizzle or not', () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused()))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('terminating connection', { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused(), refused()], 'connect failed'))).toBe(true);
  });

  it('is false for a bad query, a payment provider out of reach, and a client that hung up', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', ['x'], withCode('duplicate key', { code: '23505' })))).toBe(false);
    const fetchFailed = new TypeError('fetch failed', { cause: refused() });
    expect(isDatabaseUnavailable(new PaymentProviderError('Paystack could not be reached', { cause: fetchFailed }))).toBe(false);
    expect(isDatabaseUnavailable(withCode('aborted', { code: 'ECONNRESET' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});
