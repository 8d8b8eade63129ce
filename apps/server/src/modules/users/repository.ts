import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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
    const pattern = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      opts.role ? eq(users.role, opts.role) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(opts.limit).offset(opts.offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: Number(total) };
  },
  touchLastLogin: (db: DbOrTx, id: string) =>
    db
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, id)),
};
