import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a sign-in for an unknown address is not faster. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  await verifyPassword(await dummyHash, password);
}

/** An opaque random token (256 bits), URL-safe. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** A 6-digit code from a CSPRNG. */
export const randomCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Tokens and codes are stored as SHA-256 digests only. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
