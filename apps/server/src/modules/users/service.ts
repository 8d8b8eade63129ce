import { msg } from '../../lib/messages';
import type { DecisionStatus, Locale, Measurements, MeasurementsInputSchema } from '@sewee/shared';
import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { keysetBatches, sendCsv } from '../../lib/csv';
import { measurementsRepo, usersRepo, type MeasurementsRow, type UserRow } from './repository';

const EXPORT_BATCH = 1000;

/** Measurements as GET and PUT answer them; none saved yet: centimetres and no values. */
const presentMeasurements = (row: MeasurementsRow | undefined): Measurements =>
  row ? { units: row.units, values: row.values, updatedAt: row.updatedAt.toISOString() } : { units: 'cm', values: {}, updatedAt: null };

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;

  /**
   * Approves or rejects accounts, one or many, in one transaction: accounts whose status changes get
   * it and an e-mail recorded with it (docs/decisions/006-mail-outbox.md). Returns the accounts that changed. `admins`:
   * whether admin accounts may be decided (the single update, as the specification has it); a bulk
   * decision is about students, so a ticked admin account (the caller's own included) is left alone.
   */
  async function decide(ids: string[], status: DecisionStatus, { admins }: { admins: boolean }): Promise<UserRow[]> {
    const known = [...new Set(ids.filter(isUuid))];
    if (!known.length) return [];
    const changed = await db.transaction(async (tx) => {
      const rows = (await usersRepo.lockForDecision(tx, known)).filter((r) => r.status !== status && (admins || r.role !== 'admin'));
      if (!rows.length) return [];
      const updated = await usersRepo.decide(
        tx,
        rows.map((r) => r.id),
        status,
      );
      for (const r of rows) await ctx.mailer.record(tx, { template: 'account_decision', to: r.email, userId: r.id });
      return updated;
    });
    if (changed.length) void ctx.mailer.drain();
    return changed;
  }

  return {
    listAll: () => usersRepo.listAll(db),
    page: (opts: { search?: string; page: number; pageSize: number }) =>
      usersRepo.page(db, { search: opts.search, offset: (opts.page - 1) * opts.pageSize, limit: opts.pageSize }),
    async setStatus(admin: UserRow, userId: string, status: DecisionStatus) {
      if (!isUuid(userId)) throw notFound('things.user');
      if (userId === admin.id) throw new AppError('FORBIDDEN', msg('session.ownStatus'));
      const [changed] = await decide([userId], status, { admins: true });
      const user = changed ?? (await usersRepo.findById(db, userId));
      if (!user) throw notFound('things.user');
      return user;
    },
    /** Approve or reject many student accounts at once (bulk admissions); ids that name no student account are not counted. */
    bulkStatus: async (ids: string[], status: DecisionStatus) => ({ updated: (await decide(ids, status, { admins: false })).length }),

    /** The registered users as a CSV download, read and sent in batches. */
    exportCsv(search: string | undefined, reply: FastifyReply) {
      const batches = keysetBatches(
        (after: { cursor: string; id: string } | null) =>
          usersRepo.exportBatch(db, search, after && { at: after.cursor, id: after.id }, EXPORT_BATCH),
        EXPORT_BATCH,
      );
      async function* lines() {
        for await (const batch of batches) {
          yield batch.map((u) => [
            u.name,
            u.email,
            u.phone,
            u.country,
            u.role,
            u.status,
            u.isVerified ? 'yes' : 'no',
            u.createdAt,
            u.lastLogin,
          ]);
        }
      }
      const header = ['Name', 'Email', 'Phone', 'Country', 'Role', 'Status', 'Verified', 'Signed up at', 'Last sign-in'];
      return sendCsv(reply, 'users.csv', header, lines());
    },
    /** The account's language: its pages, messages and e-mails from now on. */
    async setLanguage(user: UserRow, language: Locale): Promise<Locale> {
      const updated = await usersRepo.update(db, user.id, { language });
      return updated?.language ?? language;
    },

    /** The caller's own measurements (never anyone else's: the id is the session's). */
    async measurements(user: UserRow): Promise<Measurements> {
      return presentMeasurements(await measurementsRepo.find(db, user.id));
    },
    /** Replaces the caller's whole set of measurements (values already checked and in millimetres by the schema). */
    async saveMeasurements(user: UserRow, input: z.output<typeof MeasurementsInputSchema>): Promise<Measurements> {
      return presentMeasurements(await measurementsRepo.replace(db, user.id, input));
    },

    /** Data saver (docs/decisions/012-data-saver-on-the-user.md): the user's own choice, stored so it follows them to every device. */
    async setDataSaver(user: UserRow, dataSaver: boolean): Promise<boolean> {
      const updated = await usersRepo.update(db, user.id, { dataSaver });
      return updated?.dataSaver ?? dataSaver;
    },
  };
}
