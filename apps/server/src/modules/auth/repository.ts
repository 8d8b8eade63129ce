import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens, sessions, users } from '../../db/schema';

type SessionKind = (typeof sessions.$inferInsert)['kind'] & string;
type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export const authRepo = {
  createSession: (db: DbOrTx, v: { tokenHash: string; userId: string; kind: SessionKind; expiresAt: Date }) =>
    db.insert(sessions).values(v),

  /** The live session of `kind` with this token hash, joined to its user, in one query. */
  async findSessionUser(db: DbOrTx, tokenHash: string, kind: SessionKind) {
    const [row] = await db
      .select({ sessionId: sessions.id, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return row;
  },

  deleteSession: (db: DbOrTx, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)),
  deleteUserSessions: (db: DbOrTx, userId: string, kind?: SessionKind) =>
    db.delete(sessions).where(and(eq(sessions.userId, userId), kind ? eq(sessions.kind, kind) : undefined)),
  deleteExpiredSessions: async (db: DbOrTx) =>
    (await db.delete(sessions).where(sql`${sessions.expiresAt} < now()`).returning({ id: sessions.id })).length,

  /** Codes and reset tokens used or expired more than `days` ago: they can no longer be used, so nothing needs them. */
  deleteSpentTokens: async (db: DbOrTx, days: number) =>
    (
      await db
        .delete(oneTimeTokens)
        .where(sql`coalesce(${oneTimeTokens.usedAt}, ${oneTimeTokens.expiresAt}) < now() - make_interval(days => ${days})`)
        .returning({ id: oneTimeTokens.id })
    ).length,

  /** Replaces any unused token of this purpose for the user with a new one. */
  async issueToken(db: DbOrTx, v: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date }) {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.userId, v.userId), eq(oneTimeTokens.purpose, v.purpose), isNull(oneTimeTokens.usedAt)));
    await db.insert(oneTimeTokens).values(v);
  },

  /** The user's newest unused token of this purpose, if any. */
  async activeToken(db: DbOrTx, userId: string, purpose: Purpose) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)))
      .orderBy(sql`${oneTimeTokens.createdAt} DESC`)
      .limit(1);
    return row;
  },

  async findTokenByHash(db: DbOrTx, tokenHash: string, purpose: Purpose) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
      .limit(1);
    return row;
  },

  countFailedAttempt: (db: DbOrTx, id: string) =>
    db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(eq(oneTimeTokens.id, id))
      .returning(),

  /** Marks the token used; false when another request used it first (single use under races). */
  async consumeToken(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  },

  invalidateOtherTokens: (db: DbOrTx, userId: string, purpose: Purpose, keepId: string) =>
    db
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          ne(oneTimeTokens.id, keepId),
        ),
      ),
};
