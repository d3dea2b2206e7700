import {
  batchTraceEnvelopeSchema,
  productEnvelopeSchema,
  productListQuerySchema,
  productPageEnvelopeSchema,
  productSitemapEnvelopeSchema,
  productSitemapQuerySchema,
  productSuggestionsEnvelopeSchema,
  suggestQuerySchema,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonSchemaSerializer } from '../../lib/json-schema-serializer';
import { productWriteRoutes } from './products.admin-routes';
import { searchContextOf } from './products.search-context';
import { getProduct, listProducts, sitemapProducts, suggestProducts, traceBatch } from './products.service';

const productIdParams = z.object({ id: z.string() });

/**
 * Mounted at /products: the shop's product reads, plus the write aliases the specification lists under /products
 * (admins only, the same rules as /products/admin/products).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = searchContextOf(app);

  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'Shop listing: search (accent- and typo-tolerant), category, exclude, sort, pages',
        querystring: productListQuerySchema,
        response: { 200: productPageEnvelopeSchema },
      },
      // The shop's busiest read, often a cache miss (every filter, sort and page is an answer of its own).
      serializerCompiler: jsonSchemaSerializer,
    },
    async (request) => ({ success: true as const, data: await listProducts(ctx, request.query) }),
  );

  // Before '/:id', so that "suggest" is never read as an id.
  app.get(
    '/suggest',
    {
      schema: {
        tags: ['products'],
        summary: 'Search-as-you-type: up to 8 products and categories for what the shopper has typed so far',
        querystring: suggestQuerySchema,
        response: { 200: productSuggestionsEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await suggestProducts(ctx, request.query.q) }),
  );

  // Before '/:id', so that "sitemap" is never read as an id.
  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['products'],
        summary: "Every product's id and last change, 5,000 a page by id: the storefront's sitemap files",
        querystring: productSitemapQuerySchema,
        response: { 200: productSitemapEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await sitemapProducts(ctx, request.query.page) }),
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

/**
 * Mounted at /trace: a batch as its label's QR shows it (farm, certificate, packing date), for anyone,
 * without an account. An unknown or malformed code: 404 `batch_not_found`.
 */
export const traceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code',
    {
      schema: {
        tags: ['products'],
        summary: "A batch by its label's code: the product, its farm, certificate and packing date",
        params: z.object({ code: z.string() }),
        response: { 200: batchTraceEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await traceBatch(app.catalog, request.params.code) }),
  );
};
