import { messageEnvelopeSchema, productEnvelopeSchema, productListQuerySchema, productPageEnvelopeSchema, translate } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImageForm } from '../../plugins/uploads';
import type { CatalogContext } from '../categories/categories.service';
import { readProductForm } from './products.admin-routes';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service';

const productIdParams = z.object({ id: z.string() });

/**
 * Mounted at /products: the shop's product reads, plus the write aliases the specification lists under /products
 * (admins only, the same rules as /products/admin/products).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: CatalogContext = { db: app.db, images: app.images, publicUrl: app.config.publicUrl };
  const admin = { tags: ['products'], security: [{ bearerAuth: [] }] };

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

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, consumes: ['multipart/form-data'], description: 'Same as POST /products/admin/products', response: { 201: productEnvelopeSchema } },
    },
    async (request, reply) => {
      const data = await createProduct(ctx, await readImageForm(request, 'image'));
      return reply.code(201).send({ success: true, message: translate('productCreated', request.lang), data });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        consumes: ['multipart/form-data', 'application/json'],
        description: 'Same as PUT /products/admin/products/:id',
        params: productIdParams,
        response: { 200: productEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await updateProduct(ctx, request.params.id, await readProductForm(request));
      return { success: true as const, message: translate('productUpdated', request.lang), data };
    },
  );

  app.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { ...admin, params: productIdParams, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await deleteProduct(ctx, request.params.id);
      return { success: true as const, message: translate('productDeleted', request.lang) };
    },
  );

};
