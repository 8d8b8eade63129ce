import type { DatabaseOptions } from '../../src/db/client';
import { createTestApp } from './app';
import { Client, signedInAdmin, verifiedStudent } from './client';

export type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;
export type VerifiedStudent = Awaited<ReturnType<typeof verifiedStudent>>;

/**
 * A fresh app with the people the course and media tests act as: the owner of the courses and
 * uploads, another admin (who must not touch them), a student and an anonymous caller.
 */
export async function appWithPeople(dbOptions: DatabaseOptions = {}) {
  const t = await createTestApp({}, dbOptions);
  return { t, owner: await signedInAdmin(t), otherAdmin: await signedInAdmin(t), student: await verifiedStudent(t), anon: new Client(t) };
}
