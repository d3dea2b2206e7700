import { LIMITS } from '@veggie/contract';

/** Why a chosen avatar file cannot be uploaded (spec §5), or null when it may be. */
export function avatarFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please upload an image file';
  if (file.size > LIMITS.uploadMaxBytes) return 'Image size should be less than 2MB';
  return null;
}
