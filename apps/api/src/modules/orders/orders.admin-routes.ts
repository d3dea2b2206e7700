import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  envelope,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  orderDetailEnvelopeSchema,
  orderEnvelopeSchema,
  orderStatsSchema,
  orderStatusUpdateSchema,
  packingListEnvelopeSchema,
  paginate,
  recordWeightsBodySchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { orderMailContextOf, sendWeighedNotice, withStatusNotice } from './order-mails';
import { toOrder, toOrderDetail, toPackingList } from './orders.mapper';
import { orderStats } from './order-stats.service';
import { changeOrderStatus, deleteOrder, listAllOrders, orderWithLines } from './orders.service';
import { packingList } from './packing-list.service';
import { recordWeights } from './weighing.service';

const docs = { tags: ['admin orders'], security: [{ bearerAuth: [] }] };
const orderParams = z.object({ id: z.string() });
const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Order management for admins. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: { ...docs, querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema, ...guarded } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listAllOrders(app.db, request.query);
      return {
        success: true as const,
        data: rows.map((row) => toOrder(row, request.lang)),
        count: total,
        pagination: paginate(page, limit, total),
      };
    },
  );

  // Registered before `/:id`; the router prefers the static segment anyway, but keep the order obvious.
  app.get('/stats', { schema: { ...docs, response: { 200: envelope(orderStatsSchema), ...guarded } } }, async () => ({
    success: true as const,
    data: await orderStats(app.db, dateOf(app.clock)),
  }));

  app.get(
    '/:id',
    {
      schema: {
        ...docs,
        params: orderParams,
        response: { 200: orderDetailEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const { order, lines } = await orderWithLines(app.db, request.params.id);
      return { success: true as const, data: toOrderDetail(order, lines, app.config.publicUrl, request.lang) };
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        ...docs,
        params: orderParams,
        body: orderStatusUpdateSchema,
        response: {
          200: orderEnvelopeSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const order = await withStatusNotice(orderMailContextOf(app, request.log), request.params.id, () =>
        changeOrderStatus(app.db, principalOf(request).user, request.params.id, request.body.status, {
          lang: request.lang,
          now: dateOf(app.clock),
        }),
      );
      return {
        success: true as const,
        message: translate('orderStatusUpdated', request.lang),
        data: toOrder(order, request.lang),
      };
    },
  );

  app.post(
    '/:id/weights',
    {
      schema: {
        ...docs,
        summary: 'Record what weight lines weighed at packing; the order answers with its new (final) total',
        description:
          'Only a processing order (else 409 order_not_packable), only its weight lines (else 400 not_a_weight_line). ' +
          'A weight more than 10 % from the ordered steps × stepGrams is refused with 409 weight_outside_tolerance ' +
          'unless confirm is true. Recording again replaces the earlier weight; lines left out keep theirs. ' +
          'The stock moves to what was weighed; subtotal is the sum of line amounts (amountForGrams of the weighed ' +
          'grams at the line price per kg), totalAmount adds the delivery fee as booked, estimated stays true while ' +
          'a weight line is unweighed; money received beyond the new total becomes refundDue. Once final, the ' +
          'customer is mailed the final total.',
        params: orderParams,
        body: recordWeightsBodySchema,
        response: {
          200: orderDetailEnvelopeSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const result = await recordWeights(app.db, principalOf(request).user, request.params.id, request.body, {
        lang: request.lang,
        now: dateOf(app.clock),
      });
      await sendWeighedNotice(orderMailContextOf(app, request.log), result);
      const { order, lines } = await orderWithLines(app.db, result.order.id);
      return {
        success: true as const,
        message: translate('weightsRecorded', request.lang),
        data: toOrderDetail(order, lines, app.config.publicUrl, request.lang),
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...docs,
        params: orderParams,
        response: { 200: messageEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      await deleteOrder(app.db, principalOf(request).user, request.params.id, dateOf(app.clock));
      return { success: true as const, message: translate('orderDeleted', request.lang) };
    },
  );
};

/**
 * A slot's packing and route list, mounted beside the delivery admin at /admin/delivery: it lists orders,
 * which the delivery module may not read (orders use delivery, not the other way round).
 */
export const slotPackingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/slots/:id/packing-list',
    {
      schema: {
        tags: ['admin delivery'],
        security: [{ bearerAuth: [] }],
        summary: "A slot's orders that are not cancelled, with lines and addresses, grouped by ward in code order",
        params: orderParams,
        response: { 200: packingListEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: toPackingList(await packingList(app.db, request.params.id)),
    }),
  );
};
