import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Opaque tokens (sessions, e-mail links): 256 random bits, URL-safe. Only their SHA-256 is
 * stored, so the table alone lets nobody sign in; a fast hash is enough for random tokens.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** OWASP's Argon2id settings: 19 MiB, 2 passes, 1 lane (~30 ms here). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// A real hash to verify against when the account does not exist: the answer takes as long
// as for a real account, so timing does not tell which e-mail addresses have an account.
let decoy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await (decoy ??= hashPassword('decoy-password-Never-used-1!')), password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
