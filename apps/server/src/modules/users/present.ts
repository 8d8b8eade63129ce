import type { User } from '@sewee/shared';
import { isActiveAdmin } from '../auth/session';
import type { UserRow } from './repository';

/** The user as the API shows it: never a hash, code or token. */
export function presentUser(u: UserRow): User {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    dob: u.dob,
    country: u.country,
    role: u.role,
    isAdmin: isActiveAdmin(u),
    isVerified: u.isVerified,
    status: u.status,
    createdAt: u.createdAt.toISOString(),
    lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
    dataSaver: u.dataSaver,
    language: u.language,
  };
}
