import type { Locale } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { usersRepo, type UserRow } from './repository';

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;
  return {
    listAll: () => usersRepo.listAll(db),
    page: (opts: { search?: string; page: number; pageSize: number }) =>
      usersRepo.page(db, { search: opts.search, offset: (opts.page - 1) * opts.pageSize, limit: opts.pageSize }),
    async setStatus(admin: UserRow, userId: string, status: 'approved' | 'rejected') {
      if (!isUuid(userId)) throw notFound('That user');
      if (userId === admin.id) throw new AppError('FORBIDDEN', 'You cannot change your own status.');
      const user = await usersRepo.update(db, userId, { status });
      if (!user) throw notFound('That user');
      return user;
    },
    /** The account's language: its pages, messages and e-mails from now on. */
    async setLanguage(user: UserRow, language: Locale): Promise<Locale> {
      const updated = await usersRepo.update(db, user.id, { language });
      return updated?.language ?? language;
    },

    /** Data saver (issue 12): the user's own choice, stored so it follows them to every device. */
    async setDataSaver(user: UserRow, dataSaver: boolean): Promise<boolean> {
      const updated = await usersRepo.update(db, user.id, { dataSaver });
      return updated?.dataSaver ?? dataSaver;
    },
  };
}
