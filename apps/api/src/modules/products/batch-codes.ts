import { randomBytes } from 'node:crypto';
import { BATCH_CODE_ALPHABET, BATCH_CODE_LENGTH } from '@veggie/contract';

/**
 * A new batch code (BATCH_CODE_PATTERN): each random byte's low 5 bits pick one of the 32 characters, so every
 * code is as likely. Shared by the admin's saves and the demo seed.
 */
export function drawBatchCode(): string {
  return Array.from(randomBytes(BATCH_CODE_LENGTH), (byte) => BATCH_CODE_ALPHABET[byte & 31]).join('');
}
