import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/**
 * How deeply a query, params or JSON body may nest arrays and objects. Our deepest body, a cart
 * merge, nests three levels; a few thousand levels overflow the stack of any recursive code that
 * walks the input (a validator, a serializer, a downstream library), which answers 500.
 */
export const MAX_INPUT_DEPTH = 32;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stores U+0000 as something else itself (a bank notification, which must be recorded
     * whatever it holds: refused, the bank's service would retry it until it gives up, and the money
     * would be lost).
     */
    acceptsNul?: boolean;
  }
}

/** What is wrong with a parsed input, if anything: a string holding U+0000, or nesting past MAX_INPUT_DEPTH. */
export function inputProblem(value: unknown, { allowNul = false } = {}): 'nul' | 'tooDeep' | undefined {
  // An explicit stack, not recursion: the depth of the input is the sender's to choose.
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      if (!allowNul && current.includes('\u0000')) return 'nul';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
      for (const child of Array.isArray(current) ? current : Object.values(current))
        pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Whether a string anywhere in a parsed value holds U+0000 (multipart text fields use it directly). */
export function containsNul(value: unknown): boolean {
  return inputProblem(value) === 'nul';
}

/**
 * PostgreSQL text cannot hold U+0000: a search, an email or a name carrying one fails in the database,
 * which would surface as a 500. Every route refuses it up front instead, as a 400, before any work is
 * done. (Multipart text fields are checked where they are read, in readImageForm.) Input nested
 * past MAX_INPUT_DEPTH is refused the same way.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const input of [request.query, request.params, request.body]) {
        const problem = inputProblem(input, { allowNul: request.routeOptions.config.acceptsNul === true });
        if (problem === 'nul') throw badRequest('nulCharacter');
        if (problem === 'tooDeep') throw badRequest('bodyTooDeep', { max: MAX_INPUT_DEPTH });
      }
    });
  },
  { name: 'text-input' },
);
