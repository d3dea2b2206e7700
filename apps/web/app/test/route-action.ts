import type { ActionFunctionArgs } from 'react-router';
import type { ApiResult, ApiWrite } from '../lib/api-client';

/** One call a route action made through the load context: the API path, the language asked for, the write. */
export interface InProcessCall {
  path: string;
  language: string | undefined;
  write: ApiWrite | undefined;
}

/**
 * A route action's arguments as the web server gives them: the browser's form POST of `fields` to `url` from a
 * shopper reading `language`, and a load context whose API gives `answers` in turn (recorded in `calls`).
 * Call it where no document exists (the server): the transport takes the page's language from the request.
 */
export function postedForm(
  url: string,
  fields: Record<string, string>,
  { language = 'en', answers = [] }: { language?: 'en' | 'vi'; answers?: ApiResult[] } = {},
) {
  const calls: InProcessCall[] = [];
  const queue = [...answers];
  const context = {
    api: async (path: string, answerLanguage?: string, write?: ApiWrite): Promise<ApiResult> => {
      calls.push({ path, language: answerLanguage, write });
      return queue.shift() ?? { status: 500, body: null };
    },
  };
  const request = new Request(`http://shop.test${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { Cookie: `lang=${language}` },
  });
  return { args: { request, context, params: {} } as unknown as ActionFunctionArgs, calls };
}

/** An action's answer with its status: a plain object is a 200, `data(…, { status })` says its own. */
export function answerOf(result: unknown): { status: number; body: unknown } {
  if (typeof result === 'object' && result !== null && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

/** The error envelope the API answers a refusal with. */
export const refusal = (status: number, code: string, message: string, errors: unknown[] = []): ApiResult => ({
  status,
  body: { success: false, code, message, ...(errors.length > 0 && { errors }) },
});
