import { isMessageKey, translate, type MessageParams } from '@veggie/contract';
import type { Locale } from '../../../lib/i18n';

/**
 * A form error in the screen's language: the shared schemas put message keys in their issues (messages.ts),
 * our own checks put text already in that language; `params` fills the key's placeholders ({min}, {max}).
 */
export function fieldMessage(
  message: string | undefined,
  locale: Locale,
  params: MessageParams = {},
): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? translate(message, locale, params) : message;
}
