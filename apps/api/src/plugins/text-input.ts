import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Whether a string anywhere in a parsed query, params or JSON body holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a search, an email or a name carrying one fails in the database,
 * which would surface as a 500. Every route refuses it up front instead, as a 400, before any work is
 * done. (Multipart text fields are checked where they are read, in readImageForm.)
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) throw badRequest('nulCharacter');
    });
  },
  { name: 'text-input' },
);
