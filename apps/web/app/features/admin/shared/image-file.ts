import { LIMITS } from '@veggie/contract';

/** What the admin forms accept (spec §5): the server also takes WebP, the admin offers the spec's three. */
export const ADMIN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const ADMIN_IMAGE_ACCEPT = ADMIN_IMAGE_TYPES.join(',');

/** What a form says of a missing, wrong or too large image, in the screen's language. */
export interface ImageMessages {
  required: string;
  type: string;
  size: string;
}

/** The problem with a chosen image, or undefined when it is fine (or optional and absent). */
export function imageFileProblem(file: File | null | undefined, required: boolean, messages: ImageMessages) {
  if (!file) return required ? messages.required : undefined;
  if (!(ADMIN_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.type;
  if (file.size > LIMITS.uploadMaxBytes) return messages.size;
  return undefined;
}
