import { adminSecurityEventListQuerySchema, adminSecurityEventListSchema, errorEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSecurityEventsPage } from './security-events.service';

/** Security events, mounted at /admin/security-events. Admins only. */
export const securityEventRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: strangers are refused before the query string is even parsed.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin audit'],
        security: [{ bearerAuth: [] }],
        summary:
          'Security events (failed logins, lockouts, password resets and changes, email and role changes), newest first, with IP and user agent; filters: kind, email, user (user id)',
        querystring: adminSecurityEventListQuerySchema,
        response: {
          200: adminSecurityEventListSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listSecurityEventsPage(app.db, request.query)) }),
  );
};
