import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const contactRepo = {
  insert: async (db: DbOrTx, message: typeof contactMessages.$inferInsert) =>
    (await db.insert(contactMessages).values(message).returning({ id: contactMessages.id }))[0]!,

  findById: async (db: DbOrTx, id: string): Promise<ContactMessageRow | undefined> =>
    (await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1))[0],
};
