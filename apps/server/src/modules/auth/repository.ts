import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens, sessions, users } from '../../db/schema';

type SessionKind = (typeof sessions.$inferInsert)['kind'] & string;
type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];
/** Whose token: an account's, or a sign-up decoy ticket's (found by the ticket's hash, as it has no code). */
type Holder = { userId: string } | { ticketHash: string };

const unusedOf = (purpose: Purpose, holder: Holder) =>
  and(
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    'ticketHash' in holder ? eq(oneTimeTokens.tokenHash, holder.ticketHash) : eq(oneTimeTokens.userId, holder.userId),
  );

export const authRepo = {
  createSession: async (db: DbOrTx, v: { tokenHash: string; userId: string; kind: SessionKind; expiresAt: Date }) =>
    (await db.insert(sessions).values(v).returning({ id: sessions.id }))[0]!,
  /** A session (or sign-up ticket) by its id, live or not. */
  sessionById: async (db: DbOrTx, id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)).limit(1))[0],

  /** The live session of one of `kinds` with this token hash, joined to its user, in one query. */
  async findSessionUser(db: DbOrTx, tokenHash: string, kinds: SessionKind[]) {
    const [row] = await db
      .select({ sessionId: sessions.id, kind: sessions.kind, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), inArray(sessions.kind, kinds), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return row;
  },

  deleteSession: (db: DbOrTx, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)),
  deleteUserSessions: (db: DbOrTx, userId: string, kind?: SessionKind) =>
    db.delete(sessions).where(and(eq(sessions.userId, userId), kind ? eq(sessions.kind, kind) : undefined)),
  deleteExpiredSessions: async (db: DbOrTx) =>
    (
      await db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} < now()`)
        .returning({ id: sessions.id })
    ).length,

  /** Codes and reset tokens used or expired more than `days` ago: they can no longer be used, so nothing needs them. */
  deleteSpentTokens: async (db: DbOrTx, days: number) =>
    (
      await db
        .delete(oneTimeTokens)
        .where(sql`coalesce(${oneTimeTokens.usedAt}, ${oneTimeTokens.expiresAt}) < now() - make_interval(days => ${days})`)
        .returning({ id: oneTimeTokens.id })
    ).length,

  /** Replaces any unused token of this purpose of the same holder (the user; a decoy's ticket) with a new one. */
  async issueToken(db: DbOrTx, v: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date }) {
    const holder = v.purpose === 'signup_decoy' ? { ticketHash: v.tokenHash } : { userId: v.userId };
    // Two mails for one account built at once (two processes draining) must still leave one live
    // token: the void and the insert run as one, one holder at a time.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`token:${v.purpose}:${v.userId}`}))`);
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(unusedOf(v.purpose, holder));
      await tx.insert(oneTimeTokens).values(v);
    });
  },

  /** The holder's newest unused token of this purpose, if any. */
  async activeToken(db: DbOrTx, holder: Holder, purpose: Purpose) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(unusedOf(purpose, holder))
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
