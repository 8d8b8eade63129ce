import type { AppContext } from '../../context';
import { hashPassword } from '../../platform/security/secrets';
import { usersRepo } from '../users/repository';

/** Demo accounts; the README lists them. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Ada Instructor', email: 'admin@sewee.test', password: 'SeweeAdmin#2026' },
  student: { name: 'Amara Student', email: 'student@sewee.test', password: 'SeweeStudent#2026' },
} as const;

/** First start of the embedded database only: adds the demo accounts (and content) when they are missing. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  if (await usersRepo.findByEmail(db, DEMO_ACCOUNTS.admin.email)) return;
  await usersRepo.insert(db, {
    ...pick(DEMO_ACCOUNTS.admin),
    passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
    role: 'admin',
    isVerified: true,
    status: 'approved',
    country: 'Nigeria',
    phone: '+234 800 000 0001',
  });
  await usersRepo.insert(db, {
    ...pick(DEMO_ACCOUNTS.student),
    passwordHash: await hashPassword(DEMO_ACCOUNTS.student.password),
    isVerified: true,
    status: 'approved',
    country: 'Ghana',
    phone: '+233 20 000 0002',
    dob: '2001-05-14',
  });
  ctx.log.info({ admin: DEMO_ACCOUNTS.admin.email, student: DEMO_ACCOUNTS.student.email }, 'demo accounts created (see README)');
}

const pick = (a: { name: string; email: string }) => ({ name: a.name, email: a.email });
