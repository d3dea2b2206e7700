import { healthSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', db: up ? 'ok' : 'down' });
    },
  );
};
