import {
  adminCategoryListQuerySchema,
  adminCategoryListSchema,
  categoryEnvelopeSchema,
  categoryStatsSchema,
  envelope,
  messageEnvelopeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { readImageForm } from '../../plugins/uploads';
import { catalogContextOf } from '../catalog/catalog-context';
import {
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryStats,
  listCategoriesForAdmin,
  updateCategory,
} from './categories.service';

const categoryIdParams = z.object({ id: z.string() });
const admin = { tags: ['admin: categories'], security: [{ bearerAuth: [] }] };
const multipart = { consumes: ['multipart/form-data'] };

/** Category management, mounted at /categories/admin/categories. Admins only. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = catalogContextOf(app);
  // onRequest rather than preHandler: the guard needs only the headers, so an anonymous caller is
  // refused before any body or query is parsed.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    { schema: { ...admin, querystring: adminCategoryListQuerySchema, response: { 200: adminCategoryListSchema } } },
    async (request) => ({ success: true as const, ...(await listCategoriesForAdmin(ctx, request.query)) }),
  );

  // Registered before '/:id' so that "stats" is never read as an id.
  app.get('/stats', { schema: { ...admin, response: { 200: envelope(categoryStatsSchema) } } }, async () => ({
    success: true as const,
    data: await getCategoryStats(ctx, dateOf(app.clock)),
  }));

  app.get(
    '/:id',
    { schema: { ...admin, params: categoryIdParams, response: { 200: categoryEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await getCategory(ctx, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        ...admin,
        ...multipart,
        description: 'multipart: name, image (file)',
        response: { 201: categoryEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await createCategory(ctx, principalOf(request).user, await readImageForm(request, 'image'));
      return reply.code(201).send({ success: true, message: translate('categoryCreated', request.lang), data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...admin,
        ...multipart,
        description: 'multipart: name, image (a new file, or the current URL as text to keep it)',
        params: categoryIdParams,
        response: { 200: categoryEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await updateCategory(
        ctx,
        principalOf(request).user,
        request.params.id,
        await readImageForm(request, 'image'),
      );
      return { success: true as const, message: translate('categoryUpdated', request.lang), data };
    },
  );

  app.delete(
    '/:id',
    { schema: { ...admin, params: categoryIdParams, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await deleteCategory(ctx, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('categoryDeleted', request.lang) };
    },
  );
};
