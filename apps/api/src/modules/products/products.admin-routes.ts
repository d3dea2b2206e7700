import {
  adminProductListQuerySchema,
  envelope,
  messageEnvelopeSchema,
  productEnvelopeSchema,
  productPageEnvelopeSchema,
  productStatsSchema,
  translate,
} from '@veggie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { readImageForm } from '../../plugins/uploads';
import { catalogContextOf, type ImageFormInput } from '../catalog/catalog-context';
import {
  createProduct,
  deleteProduct,
  getProductForAdmin,
  getProductStats,
  listProductsForAdmin,
  updateProduct,
} from './products.service';

const productIdParams = z.object({ id: z.string() });
const admin = { tags: ['admin: products'], security: [{ bearerAuth: [] }] };

/** The admin form arrives as multipart (with the image); an update may also come as plain JSON. */
export async function readProductForm(request: FastifyRequest): Promise<ImageFormInput> {
  if (request.isMultipart()) return readImageForm(request, 'image');
  const body = request.body;
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { fields, image: undefined };
}

/** Product management, mounted at /products/admin/products. Admins only. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = catalogContextOf(app);
  // onRequest rather than preHandler: the guard needs only the headers, so an anonymous caller is
  // refused before any body or query is parsed.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    { schema: { ...admin, querystring: adminProductListQuerySchema, response: { 200: productPageEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await listProductsForAdmin(ctx, request.query) }),
  );

  // Registered before '/:id' so that "stats" is never read as an id.
  app.get('/stats', { schema: { ...admin, response: { 200: envelope(productStatsSchema) } } }, async () => ({
    success: true as const,
    data: await getProductStats(ctx),
  }));

  app.get(
    '/:id',
    { schema: { ...admin, params: productIdParams, response: { 200: productEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await getProductForAdmin(ctx, request.params.id) }),
  );

  await app.register(productWriteRoutes, { tags: admin.tags });
};

/**
 * Create, update and delete. Mounted twice: under /products/admin/products and, because the
 * specification lists them there too, under /products. The parent scope applies requireAdmin.
 */
export const productWriteRoutes: FastifyPluginAsyncZod<{ tags: string[] }> = async (app, { tags }) => {
  const ctx = catalogContextOf(app);
  const schemaBase = { tags, security: [{ bearerAuth: [] }] };

  app.post(
    '/',
    {
      schema: {
        ...schemaBase,
        consumes: ['multipart/form-data'],
        description: 'multipart: name, description, price, salePrice?, stock, category, image (file)',
        response: { 201: productEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await createProduct(ctx, principalOf(request).user, await readImageForm(request, 'image'));
      return reply.code(201).send({ success: true, message: translate('productCreated', request.lang), data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schemaBase,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Any of the create fields; fields not sent keep their value, an empty salePrice clears it, image optional. ' +
          'expectedStock (optional): the stock the form was loaded with; a stock change is refused with 409 stock_changed when the stored stock has moved since.',
        params: productIdParams,
        response: { 200: productEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await updateProduct(
        ctx,
        principalOf(request).user,
        request.params.id,
        await readProductForm(request),
      );
      return { success: true as const, message: translate('productUpdated', request.lang), data };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...schemaBase, params: productIdParams, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await deleteProduct(ctx, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('productDeleted', request.lang) };
    },
  );
};
