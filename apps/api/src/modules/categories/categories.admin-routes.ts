import {
  adminCategoryListQuerySchema,
  adminCategoryListSchema,
  categoryEnvelopeSchema,
  categoryStatsSchema,
  envelope,
} from '@veggie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { readImageForm } from '../images/images.form';
import { catalogWriteRoutes } from '../catalog/catalog-write-routes';
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
const multipart = ['multipart/form-data'];

/** Category management, mounted at /categories/admin/categories. Admins only. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.catalog;
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

  const readForm = (request: FastifyRequest) => readImageForm(request, 'image');
  await app.register(
    catalogWriteRoutes({
      tags: admin.tags,
      envelope: categoryEnvelopeSchema,
      create: {
        description: 'multipart: name, image (file)',
        consumes: multipart,
        readForm,
        run: createCategory,
        message: 'categoryCreated',
      },
      update: {
        description: 'multipart: name, image (a new file, or the current URL as text to keep it)',
        consumes: multipart,
        readForm,
        run: updateCategory,
        message: 'categoryUpdated',
      },
      remove: { run: deleteCategory, message: 'categoryDeleted' },
    }),
  );
};
