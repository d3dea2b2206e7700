import { errorEnvelopeSchema, slotLoadListEnvelopeSchema, slotLoadQuerySchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../lib/clock';
import { toSlotLoad } from './delivery.mapper';
import { slotLoadOfDay } from './delivery.service';

const docs = { tags: ['admin delivery'], security: [{ bearerAuth: [] }] };
const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * Each day's slot load for admins, mounted at /admin/delivery. A slot's packing list needs its orders,
 * which the delivery module may not read (orders use delivery, not the other way): it is served by
 * the orders module under the same prefix.
 */
export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/slots',
    {
      schema: {
        ...docs,
        summary: "Every zone's slots of a day in Vietnam (today by default), with capacity and bookings",
        querystring: slotLoadQuerySchema,
        response: { 200: slotLoadListEnvelopeSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const slots = await slotLoadOfDay(app.db, request.query.date, dateOf(app.clock));
      return { success: true as const, data: slots.map(toSlotLoad) };
    },
  );
};
