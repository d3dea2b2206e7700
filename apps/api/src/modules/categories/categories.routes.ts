import { categoryEnvelopeSchema, categoryListEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCategory, listCategories } from './categories.service';

const categoryIdParams = z.object({ id: z.string() });

/** Mounted at /categories: the public reads. The admin routes live in categories.admin-routes.ts. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.catalog;

  app.get(
    '/',
    {
      schema: {
        tags: ['categories'],
        summary: 'All categories, sorted by name',
        response: { 200: categoryListEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await listCategories(ctx) }),
  );

  app.get(
    '/:id',
    { schema: { tags: ['categories'], params: categoryIdParams, response: { 200: categoryEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await getCategory(ctx, request.params.id) }),
  );
};
