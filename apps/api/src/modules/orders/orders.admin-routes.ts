import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  envelope,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  newOrderCountEnvelopeSchema,
  orderDetailEnvelopeSchema,
  orderEnvelopeSchema,
  orderStatsSchema,
  orderStatusUpdateSchema,
  ordersTodayEnvelopeSchema,
  packingListEnvelopeSchema,
  paginate,
  recordWeightsBodySchema,
  substituteLineBodySchema,
  substituteSuggestionsEnvelopeSchema,
  translate,
  type Language,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { orderMailContextOf, sendSubstitutionNotice, sendWeighedNotice, withStatusNotice } from './order-mails';
import { toSlotLoad } from '../delivery/delivery.mapper';
import { toOrder, toOrderDetail, toPackingList, toSubstituteSuggestion } from './orders.mapper';
import { orderStats } from './order-stats.service';
import {
  changeOrderStatus,
  deleteOrder,
  listAllOrders,
  markOrdersSeen,
  newOrderCount,
  orderWithLines,
  ordersToday,
} from './orders.service';
import { packingList } from './packing-list.service';
import { substituteLine, substituteSuggestions } from './substitution.service';
import { recordWeights } from './weighing.service';

const docs = { tags: ['admin orders'], security: [{ bearerAuth: [] }] };
const orderParams = z.object({ id: z.string() });
const lineParams = z.object({ id: z.string(), lineId: z.string() });
const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Order management for admins. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order as the admin's details show it, read again after whatever changed it. */
  const orderDetailOf = async (orderId: string, lang: Language) => {
    const { order, lines } = await orderWithLines(app.db, orderId);
    return toOrderDetail(order, lines, app.config.publicUrl, lang);
  };

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
    '/new-count',
    {
      schema: {
        ...docs,
        summary: 'How many orders (not cancelled) were placed since this admin last opened the orders list',
        response: { 200: newOrderCountEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({ success: true as const, data: await newOrderCount(app.db, principalOf(request).user.id) }),
  );

  app.post(
    '/seen',
    {
      schema: {
        ...docs,
        summary: 'This admin opened the orders list: the new-order count starts again from now',
        response: { 200: newOrderCountEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const adminId = principalOf(request).user.id;
      await markOrdersSeen(app.db, adminId);
      return { success: true as const, data: await newOrderCount(app.db, adminId) };
    },
  );

  app.get(
    '/today',
    {
      schema: {
        ...docs,
        summary: "Today in Vietnam: the day's slots with their load, the orders to pack, the cash to collect",
        response: { 200: ordersTodayEnvelopeSchema, ...guarded },
      },
    },
    async () => {
      const today = await ordersToday(app.db, dateOf(app.clock));
      return { success: true as const, data: { ...today, slots: today.slots.map(toSlotLoad) } };
    },
  );

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
      return { success: true as const, data: await orderDetailOf(request.params.id, request.lang) };
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
          cashCollected: request.body.cashCollected,
        }),
      );
      const message = request.body.cashCollected === undefined ? 'orderStatusUpdated' : 'orderDeliveredCashRecorded';
      return { success: true as const, message: translate(message, request.lang), data: toOrder(order, request.lang) };
    },
  );

  app.post(
    '/:id/weights',
    {
      schema: {
        ...docs,
        summary: 'Record what weight lines weighed at packing; the order answers with its new (final) total',
        description:
          'Only a processing order (else 409 order_not_packable), only its weight lines (else 400 not_a_weight_line), ' +
          'not one replaced or taken out at packing (else 409 line_substituted). ' +
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
      return {
        success: true as const,
        message: translate('weightsRecorded', request.lang),
        data: await orderDetailOf(result.order.id, request.lang),
      };
    },
  );

  app.get(
    '/:id/lines/:lineId/substitutes',
    {
      schema: {
        ...docs,
        summary: 'Products the packers might put in instead of a line that ran short, nearest in price first',
        description:
          'At most 5: the same category as the line, in stock (one sale unit at least), not the product ordered, ' +
          'ordered by the distance of their price per sale unit (the sale price when there is one) to the ' +
          "line's priceEach, then the cheaper, then by name.",
        params: lineParams,
        response: { 200: substituteSuggestionsEnvelopeSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const products = await substituteSuggestions(app.db, request.params.id, request.params.lineId);
      return {
        success: true as const,
        data: products.map((product) => toSubstituteSuggestion(product, app.config.publicUrl)),
      };
    },
  );

  app.post(
    '/:id/lines/:lineId/substitute',
    {
      schema: {
        ...docs,
        summary: 'Replace a line whose product ran short with another product, or take it out',
        description:
          'Only a processing order (else 409 order_not_substitutable). Replacing needs the shopper to have chosen ' +
          '"similar" (else 409 substitution_not_wanted) and a product that is not the one ordered, exists and has ' +
          'the stock (else 409 substitute_unavailable). The stock the line held goes back and the substitute’s is ' +
          'taken; the line costs the substitute at today’s price, never more than the line as ordered (0 once ' +
          'taken out), and the totals and money follow as weighing’s do. The shopper is mailed what changed.',
        params: lineParams,
        body: substituteLineBodySchema,
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
      const { id: orderId, lineId } = request.params;
      const result = await substituteLine(app.db, principalOf(request).user, { orderId, lineId }, request.body, {
        lang: request.lang,
        now: dateOf(app.clock),
      });
      await sendSubstitutionNotice(orderMailContextOf(app, request.log), result);
      return {
        success: true as const,
        message: translate(request.body.action === 'replace' ? 'lineReplaced' : 'lineRemoved', request.lang),
        data: await orderDetailOf(result.order.id, request.lang),
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
