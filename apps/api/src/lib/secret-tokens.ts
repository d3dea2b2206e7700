import { createHash } from 'node:crypto';

/**
 * What the database keeps of a bearer secret (a session token, a mailed link's token): its SHA-256, so a
 * copy of the database opens no session and no link. The tokens are 32 random bytes: no salt is needed.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
