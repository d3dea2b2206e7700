import {
  messageEnvelopeSchema,
  searchMissesEnvelopeSchema,
  searchMissesQuerySchema,
  synonymGroupEnvelopeSchema,
  synonymGroupInputSchema,
  synonymGroupsEnvelopeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import {
  createSynonymGroup,
  deleteSynonymGroup,
  listSearchMisses,
  listSynonymGroups,
  updateSynonymGroup,
} from './search.service';

const idParams = z.object({ id: z.string() });
const admin = { tags: ['admin: search'], security: [{ bearerAuth: [] }] };

/**
 * Mounted at /admin/search, inside the catalogue's write scope: a synonym change clears the cached
 * answers and the dictionary like a product change does. Admins only.
 */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, clock: app.clock };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/synonyms',
    {
      schema: {
        ...admin,
        summary: 'Synonym groups, newest change first',
        response: { 200: synonymGroupsEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await listSynonymGroups(ctx.db) }),
  );

  app.post(
    '/synonyms',
    {
      schema: {
        ...admin,
        summary: 'A new group of words and phrases that mean the same ("thơm", "dứa", "pineapple")',
        body: synonymGroupInputSchema,
        response: { 201: synonymGroupEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await createSynonymGroup(ctx, principalOf(request).user, request.body);
      return reply.code(201).send({ success: true, data });
    },
  );

  app.put(
    '/synonyms/:id',
    {
      schema: {
        ...admin,
        params: idParams,
        body: synonymGroupInputSchema,
        response: { 200: synonymGroupEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSynonymGroup(ctx, principalOf(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/synonyms/:id',
    { schema: { ...admin, params: idParams, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await deleteSynonymGroup(ctx, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('synonymGroupDeleted', request.lang) };
    },
  );

  app.get(
    '/misses',
    {
      schema: {
        ...admin,
        summary: 'The shop searches that found nothing in the last `days` days, most frequent first',
        querystring: searchMissesQuerySchema,
        response: { 200: searchMissesEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSearchMisses(ctx.db, ctx.clock, request.query.days),
    }),
  );
};
