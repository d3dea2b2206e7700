import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id floor (19 MiB, 2 passes): ~20 ms a hash on our 2-core machines.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the email is unknown, so a failed login costs the same time
 * whether or not the account exists (no user enumeration by timing).
 */
export const DUMMY_HASH_PROMISE = hashPassword('no-such-user-placeholder');
