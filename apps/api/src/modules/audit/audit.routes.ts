import { adminAuditListQuerySchema, adminAuditListSchema, errorEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditPage } from './audit.service';

/** The audit log of admin actions, mounted at /admin/audit. Admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: strangers are refused before the query string is even parsed.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin audit'],
        security: [{ bearerAuth: [] }],
        summary: 'Admin actions, newest first; filters: action, entityType, actor (user id)',
        querystring: adminAuditListQuerySchema,
        response: {
          200: adminAuditListSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listAuditPage(app.db, request.query)) }),
  );
};
