import { EmailSchema, PasswordSchema, say } from '@sewee/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/security/secrets';
import { usersRepo } from './repository';

export const CreateAdminInput = z.object({
  email: EmailSchema,
  name: z
    .string()
    .trim()
    .min(1, say('required', { field: 'name' }))
    .max(100),
  password: PasswordSchema,
});

/** Creates a verified, approved admin, or promotes (and re-passwords) an existing account. */
export async function createOrPromoteAdmin(db: Db, input: z.input<typeof CreateAdminInput>) {
  const { email, name, password } = CreateAdminInput.parse(input);
  const passwordHash = await hashPassword(password);
  const admin = { name, passwordHash, role: 'admin' as const, isVerified: true, status: 'approved' as const };
  const existing = await usersRepo.findByEmail(db, email);
  if (existing) return { user: (await usersRepo.update(db, existing.id, admin))!, created: false };
  return { user: (await usersRepo.insert(db, { email, ...admin }))!, created: true };
}
