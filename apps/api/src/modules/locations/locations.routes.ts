import { errorEnvelopeSchema, locationsEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProvinces, listWards } from './locations.service';

/** The 2025 provinces and wards, mounted at /locations; public and rarely changing, so cached by clients. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=86400');
  });
  app.get(
    '/provinces',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 34 provinces and centrally-run cities (2025 units)',
        response: { 200: locationsEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await listProvinces(app.db) }),
  );
  app.get(
    '/provinces/:code/wards',
    {
      schema: {
        tags: ['locations'],
        summary: "A province's wards, communes and special zones",
        params: z.object({ code: z.string().max(10) }),
        response: { 200: locationsEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listWards(app.db, request.params.code) }),
  );
};
