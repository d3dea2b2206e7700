import { productEnvelopeSchema, productListQuerySchema, productPageEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogContext } from '../categories/categories.service';
import { productWriteRoutes } from './products.admin-routes';
import { getProduct, listProducts } from './products.service';

const productIdParams = z.object({ id: z.string() });

/**
 * Mounted at /products: the shop's product reads, plus the write aliases the specification lists under /products
 * (admins only, the same rules as /products/admin/products).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: CatalogContext = { db: app.db, images: app.images, publicUrl: app.config.publicUrl, reads: app.catalogReads };

  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'Shop listing: search (accent- and typo-tolerant), category, exclude, sort, pages',
        querystring: productListQuerySchema,
        response: { 200: productPageEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listProducts(ctx, request.query) }),
  );

  app.get(
    '/:id',
    { schema: { tags: ['products'], params: productIdParams, response: { 200: productEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await getProduct(ctx, request.params.id) }),
  );

  // The specification also lists the writes here: the same routes as the admin's, admins only.
  await app.register(async (writes) => {
    writes.addHook('onRequest', app.requireAdmin);
    await writes.register(productWriteRoutes, { tags: ['products'] });
  });
};
