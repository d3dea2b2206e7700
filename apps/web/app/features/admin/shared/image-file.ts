import { LIMITS } from '@veggie/contract';

/** What the admin forms accept (spec §5): the server also takes WebP, the admin offers the spec's three. */
export const ADMIN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const ADMIN_IMAGE_ACCEPT = ADMIN_IMAGE_TYPES.join(',');

export const IMAGE_MESSAGES_VI = {
  type: 'Chỉ chấp nhận ảnh JPG, PNG, GIF',
  size: 'Kích thước ảnh tối đa 2MB',
} as const;

/** The Vietnamese problem with a chosen image, or undefined when it is fine (or optional and absent). */
export function imageFileProblem(
  file: File | null | undefined,
  { required, requiredMessage }: { required: boolean; requiredMessage: string },
) {
  if (!file) return required ? requiredMessage : undefined;
  if (!(ADMIN_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES_VI.type;
  if (file.size > LIMITS.uploadMaxBytes) return IMAGE_MESSAGES_VI.size;
  return undefined;
}
