import { LIMITS, translate } from '@veggie/contract';
import type { Locale } from '../../lib/i18n';
import { profileMessages } from './messages';

/** Why a chosen avatar file cannot be uploaded (spec §5), or null when it may be. */
export function avatarFileProblem(file: File, locale: Locale = 'en'): string | null {
  if (!file.type.startsWith('image/')) return (profileMessages[locale] ?? profileMessages.en).avatar.notAnImage;
  // The server's own words for a file over the limit.
  if (file.size > LIMITS.uploadMaxBytes) return translate('fileTooLarge', locale);
  return null;
}
