import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/** Keys of the advisory locks the app takes; one number per kind of work. */
export const LOCKS = { cleanup: 7_260_001 } as const;

/**
 * Takes a transaction-scoped advisory lock if no one holds it; false when another process has it.
 * Released by the transaction's end, so a crashed holder never leaves it taken.
 */
export async function tryTransactionLock(tx: Tx, key: number): Promise<boolean> {
  const res = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`);
  return (res as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}
