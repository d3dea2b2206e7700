import {
  adminPromotionEnvelopeSchema,
  adminPromotionListQuerySchema,
  adminPromotionListSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  pointsEnvelopeSchema,
  promotionActiveSchema,
  promotionInputSchema,
  promotionListEnvelopeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { pointsOf } from './points.service';
import { toPoints } from './promotions.mapper';
import {
  createPromotion,
  deletePromotion,
  getAdminPromotion,
  listAdminPromotions,
  listPublicPromotions,
  setPromotionActive,
  updatePromotion,
} from './promotions.service';

const idParams = z.object({ id: z.string() });
const admin = { tags: ['admin: promotions'], security: [{ bearerAuth: [] }] };
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const writeRefusals = { ...refusals, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** `GET /promotions`: the shopper's voucher list and the home banners (public). */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The public promotions active now, titles in the caller’s language',
        response: { 200: promotionListEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPublicPromotions(app.db, dateOf(app.clock), request.lang),
    }),
  );
};

/** Promotions for the owner, mounted at /promotions/admin/promotions; every change audited. */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, clock: app.clock };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        ...admin,
        summary: 'Promotions newest first, with uses, discount given and revenue; `state` filters',
        querystring: adminPromotionListQuerySchema,
        response: { 200: adminPromotionListSchema, ...refusals, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listAdminPromotions(ctx, request.query)) }),
  );

  app.get(
    '/:id',
    {
      schema: { ...admin, params: idParams, response: { 200: adminPromotionEnvelopeSchema, ...writeRefusals } },
    },
    async (request) => ({ success: true as const, data: await getAdminPromotion(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        ...admin,
        summary: 'A new promotion: automatic (code null) or a voucher code',
        body: promotionInputSchema,
        response: { 201: adminPromotionEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const data = await createPromotion(ctx, principalOf(request).user, request.body);
      return reply.code(201).send({ success: true, data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...admin,
        summary: 'Replace a promotion; orders already placed keep the discounts they got',
        params: idParams,
        body: promotionInputSchema,
        response: { 200: adminPromotionEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePromotion(ctx, principalOf(request).user, request.params.id, request.body),
    }),
  );

  app.patch(
    '/:id/active',
    {
      schema: {
        ...admin,
        summary: 'Pause or resume a promotion',
        params: idParams,
        body: promotionActiveSchema,
        response: { 200: adminPromotionEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setPromotionActive(ctx, principalOf(request).user, request.params.id, request.body.active),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a promotion no order used (409 promotion_in_use otherwise: pause it)',
        params: idParams,
        response: { 200: messageEnvelopeSchema, ...writeRefusals },
      },
    },
    async (request) => {
      await deletePromotion(ctx, principalOf(request).user, request.params.id);
      return { success: true as const, message: translate('promotionDeleted', request.lang) };
    },
  );
};

/** `GET /auth/points`: the shopper's points balance and history (expired points written first). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/points',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: 'The points balance and every movement, newest first',
        response: { 200: pointsEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { balance, history } = await pointsOf(app.db, principalOf(request).user.id, dateOf(app.clock));
      return { success: true as const, data: toPoints(balance, history) };
    },
  );
};
