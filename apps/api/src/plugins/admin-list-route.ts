import { errorEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client';

export interface AdminListRoute<Query extends z.ZodType, List extends z.ZodType> {
  summary: string;
  /** The OpenAPI tag; the audit lists by default. */
  tag?: string;
  querystring: Query;
  /** The contract's list envelope, `{ success: true, ... }`. */
  list: List;
  /** Everything of the envelope but `success`, for the parsed query. */
  page(db: Db, query: z.output<Query>): Promise<Omit<z.input<List>, 'success'>>;
}

/**
 * A read-only admin list at `/` of the scope it is registered in: admins only, refused on the headers
 * before the query string is parsed. The audit log, the security events and the shop's messages are such lists.
 */
export function adminListRoute<Query extends z.ZodType, List extends z.ZodType>({
  summary,
  tag = 'admin audit',
  querystring,
  list,
  page,
}: AdminListRoute<Query, List>): FastifyPluginAsyncZod {
  // Widened for the type provider, which cannot resolve a generic schema: `page`'s signature carries the types.
  const query: z.ZodType = querystring;
  const envelope: z.ZodType = list;
  return async (app) => {
    app.addHook('onRequest', app.requireAdmin);
    app.get(
      '/',
      {
        schema: {
          tags: [tag],
          security: [{ bearerAuth: [] }],
          summary,
          querystring: query,
          response: { 200: envelope, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      async (request) => ({ success: true as const, ...(await page(app.db, request.query as z.output<Query>)) }),
    );
  };
}
