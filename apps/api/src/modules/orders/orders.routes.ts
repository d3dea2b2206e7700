import {
  createOrderBodySchema,
  errorEnvelopeSchema,
  orderEnvelopeSchema,
  orderLinesEnvelopeSchema,
  orderListEnvelopeSchema,
  orderQuoteEnvelopeSchema,
  quoteBodySchema,
  reorderResultEnvelopeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { settingsContextOf } from '../settings/settings.service';
import { checkout, quoteOrder } from './checkout.service';
import { orderMailContextOf } from './order-mails';
import { toOrder, toOrderLine } from './orders.mapper';
import { listOwnOrders, ownOrderLines } from './orders.service';
import { reorder } from './reorder.service';
import { toCart } from '../cart/cart.mapper';

const docs = { tags: ['orders'], security: [{ bearerAuth: [] }] };
const orderParams = z.object({ id: z.string() });
// Loose: the validated object replaces request.headers, and the other headers must stay.
const checkoutHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('Retrying with the same key returns the first order'),
});

/** The shopper's checkout and order history. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const settings = settingsContextOf(app);

  app.post(
    '/',
    {
      schema: {
        ...docs,
        headers: checkoutHeaders,
        // Fastify validates a missing body as null (the spec's client sends none): null reads as no body.
        body: createOrderBodySchema.nullable(),
        response: {
          200: orderEnvelopeSchema,
          201: orderEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created, confirmation } = await checkout(
        { db: app.db, settings, now: dateOf(app.clock), mails: orderMailContextOf(app, request.log) },
        principalOf(request).user.id,
        { body: request.body ?? undefined, idempotencyKey: request.headers['idempotency-key'], lang: request.lang },
      );
      // A replay returns the first order, whose confirmation already went out.
      if (created) {
        app.metrics.ordersPlaced.inc();
        app.mailOutbox.dispatch(confirmation);
      }
      return reply
        .code(created ? 201 : 200)
        .send({ success: true, message: translate('orderCreated', request.lang), data: toOrder(order, request.lang) });
    },
  );

  app.post(
    '/quote',
    {
      schema: {
        ...docs,
        summary: 'What POST /orders with this body would make now (voucher refusals in `voucher`); changes nothing',
        body: quoteBodySchema.nullable(),
        response: {
          200: orderQuoteEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await quoteOrder({ db: app.db, settings, now: dateOf(app.clock) }, principalOf(request).user.id, {
        body: request.body ?? undefined,
        lang: request.lang,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/',
    { schema: { ...docs, response: { 200: orderListEnvelopeSchema, 401: errorEnvelopeSchema } } },
    async (request) => {
      const rows = await listOwnOrders(app.db, principalOf(request).user.id);
      return { success: true as const, data: rows.map((row) => toOrder(row, request.lang)) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...docs,
        params: orderParams,
        response: { 200: orderLinesEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lines = await ownOrderLines(app.db, principalOf(request).user.id, request.params.id);
      return { success: true as const, data: lines.map((line) => toOrderLine(line, app.config.publicUrl)) };
    },
  );

  app.post(
    '/:id/reorder',
    {
      schema: {
        ...docs,
        summary: 'Buy again: the order’s products still sold into the cart, at today’s prices; what was not added',
        params: orderParams,
        response: { 200: reorderResultEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { rows, skipped } = await reorder(app.db, principalOf(request).user.id, request.params.id);
      return { success: true as const, data: { cart: toCart(rows, app.config.publicUrl), skipped } };
    },
  );
};
