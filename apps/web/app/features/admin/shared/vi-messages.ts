import { isMessageKey, translate, type MessageParams } from '@veggie/contract';

/**
 * A form error in Vietnamese: the shared schemas put message keys in their issues (messages.ts), our own
 * checks put Vietnamese text; `params` fills the key's placeholders ({min}, {max}).
 */
export function viFieldMessage(message: string | undefined, params: MessageParams = {}): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? translate(message, 'vi', params) : message;
}
