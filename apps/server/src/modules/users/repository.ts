import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DecisionStatus } from '@sewee/shared';
import type { DbOrTx } from '../../db/client';
import { measurements, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type MeasurementsRow = typeof measurements.$inferSelect;

/** Name or e-mail containing `q`, case-insensitive (LIKE's wildcards in `q` match themselves). */
export function nameOrEmailLike(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

export const usersRepo = {
  findById: async (db: DbOrTx, id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
  findByEmail: async (db: DbOrTx, email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],
  /** Inserts unless the e-mail is taken; returns undefined on a duplicate. */
  insert: async (db: DbOrTx, user: NewUser) =>
    (await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning())[0],
  update: async (db: DbOrTx, id: string, values: Partial<NewUser>) =>
    (await db.update(users).set(values).where(eq(users.id, id)).returning())[0],
  listAll: (db: DbOrTx) => db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)),
  /** One page of users matching `search` in name or e-mail (case-insensitive), newest first, and the total. */
  async page(db: DbOrTx, opts: { search?: string; role?: 'user' | 'admin'; offset: number; limit: number }) {
    const where = and(opts.role ? eq(users.role, opts.role) : undefined, nameOrEmailLike(opts.search));
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(opts.limit).offset(opts.offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: Number(total) };
  },
  /** The accounts among `ids` that exist, locked until the transaction ends. */
  lockForDecision: (db: DbOrTx, ids: string[]) =>
    db
      .select({ id: users.id, role: users.role, status: users.status, email: users.email })
      .from(users)
      .where(inArray(users.id, ids))
      .for('update'),
  decide: (db: DbOrTx, ids: string[], status: DecisionStatus) => db.update(users).set({ status }).where(inArray(users.id, ids)).returning(),
  /**
   * One batch of the users CSV, newest first, after `after` (keyset paging; the cursor is the
   * timestamp as PostgreSQL prints it, microseconds included).
   */
  exportBatch: (db: DbOrTx, search: string | undefined, after: { at: string; id: string } | null, limit: number) => {
    return db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        country: users.country,
        role: users.role,
        status: users.status,
        isVerified: users.isVerified,
        createdAt: users.createdAt,
        lastLogin: users.lastLogin,
        cursor: sql<string>`${users.createdAt}::text`,
      })
      .from(users)
      .where(
        and(
          nameOrEmailLike(search),
          after
            ? or(
                sql`${users.createdAt} < ${after.at}::timestamptz`,
                and(sql`${users.createdAt} = ${after.at}::timestamptz`, sql`${users.id} < ${after.id}::uuid`),
              )
            : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  },
  touchLastLogin: (db: DbOrTx, id: string) =>
    db
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, id)),
};

/**
 * A person's own measurements (docs/decisions/039-patterns.md). Read and written by user id only:
 * there is no query over many people's rows, so no list or export can carry them. The row goes with
 * the account (ON DELETE CASCADE).
 */
export const measurementsRepo = {
  find: async (db: DbOrTx, userId: string): Promise<MeasurementsRow | undefined> =>
    (await db.select().from(measurements).where(eq(measurements.userId, userId)).limit(1))[0],
  /** The whole set becomes `values` (a PUT replaces, it does not merge). */
  replace: async (db: DbOrTx, userId: string, values: Pick<MeasurementsRow, 'units' | 'values'>): Promise<MeasurementsRow> =>
    (
      await db
        .insert(measurements)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: measurements.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning()
    )[0]!,
};
