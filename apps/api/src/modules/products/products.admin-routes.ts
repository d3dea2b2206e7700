import {
  adminProductListQuerySchema,
  envelope,
  expiringCertificatesEnvelopeSchema,
  productEnvelopeSchema,
  productPageEnvelopeSchema,
  productStatsSchema,
} from '@veggie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImageFormInput } from '../catalog/catalog-context';
import { catalogWriteRoutes } from '../catalog/catalog-write-routes';
import { readImageForm } from '../images/images.form';
import {
  createProduct,
  deleteProduct,
  expiringCertificates,
  getProductForAdmin,
  getProductStats,
  listProductsForAdmin,
  updateProduct,
} from './products.service';
import { searchContextOf } from './products.search-context';

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
  const ctx = searchContextOf(app);
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

  // Before '/:id' too.
  app.get(
    '/certificates',
    {
      schema: {
        ...admin,
        summary: 'Certificates that expire within 30 days (CERTIFICATE_WARNING_DAYS) or have expired, soonest first',
        response: { 200: expiringCertificatesEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await expiringCertificates(ctx) }),
  );

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
  await app.register(
    catalogWriteRoutes({
      tags,
      envelope: productEnvelopeSchema,
      create: {
        description:
          'multipart: name, nameEn?, description, price, salePrice?, stock, category, image (file), ' +
          'maxPerOrder? (1-999 sale units one order may hold; blank for no limit), and the unit: ' +
          'unitLabel? (e.g. "hộp 500 g"), unitLabelEn? (e.g. "box of 500 g"; blank for none), unitKind? ("piece"). ' +
          'Without unitLabel the product is sold by the default unit (piece, "phần" / "portion"); a unitLabel without ' +
          'unitLabelEn has no English label. ' +
          'unitKind "weight" sells by weight: pricePerKg and stepGrams (50-5000) are required, salePricePerKg? ' +
          '(below pricePerKg; blank for none) and minGrams? (at least stepGrams, at most 20000; blank for one step); ' +
          'price and salePrice are then not sent: the server derives them as the price of one step ' +
          '(amountForGrams, nearest 100 VND), and stock is in GRAMS (the wire stock counts whole steps, stockGrams the grams). ' +
          'Origin: originProvince?, originFarm? (both, or neither for no origin), certification? ("organic", "vietgap", ' +
          '"none"; default "none"), certificateNo? and certificateValidUntil? (YYYY-MM-DD; both required unless "none"), ' +
          'packedOn? (YYYY-MM-DD): a packing date starts a batch, which GET /trace/:code shows.',
        consumes: ['multipart/form-data'],
        readForm: (request) => readImageForm(request, 'image'),
        run: createProduct,
        message: 'productCreated',
      },
      update: {
        description:
          'Any of the create fields; fields not sent keep their value, an empty salePrice, maxPerOrder, nameEn or unitLabelEn clears it, image optional. ' +
          'A new unitLabel sent without unitLabelEn clears the stored English label. ' +
          'Changing unitKind needs stock in the same request (pieces or grams); switching to piece clears the weight fields. ' +
          'For a weight product stock and expectedStock are in grams, and price/salePrice sent are ignored (derived). ' +
          'expectedStock (optional): the stock the form was loaded with; a stock change is refused with 409 stock_changed when the stored stock has moved since. ' +
          'A new packedOn, or a changed origin while a packedOn is set, starts a new batch (the current one).',
        consumes: ['multipart/form-data', 'application/json'],
        readForm: readProductForm,
        run: updateProduct,
        message: 'productUpdated',
      },
      remove: { run: deleteProduct, message: 'productDeleted' },
    }),
  );
};
