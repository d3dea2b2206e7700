import {
  deliveryOptionsEnvelopeSchema,
  deliveryOptionsQuerySchema,
  errorEnvelopeSchema,
  publicDeliveryZoneListEnvelopeSchema,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { listPublicDeliveryZones } from './delivery-zones.service';
import { toDeliveryOptions } from './delivery.mapper';
import { deliveryOptionsForAddress, deliveryOptionsForWard } from './delivery.service';

/** Where and when the shop delivers, mounted at /delivery. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/options',
    {
      preHandler: app.identifyUser,
      schema: {
        tags: ['delivery'],
        summary: "A ward's (or one of the caller's addresses') delivery zone, fee and open slots",
        security: [{ bearerAuth: [] }, {}],
        querystring: deliveryOptionsQuerySchema,
        response: {
          200: deliveryOptionsEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { addressId, wardCode = '' } = request.query;
      const now = dateOf(app.clock);
      // An address is the caller's own: asking by address needs a signed-in shopper (401 otherwise).
      const options =
        addressId === undefined
          ? await deliveryOptionsForWard(app.db, wardCode, now)
          : await deliveryOptionsForAddress(app.db, principalOf(request).user.id, addressId, now);
      return { success: true as const, data: toDeliveryOptions(options) };
    },
  );

  app.get(
    '/zones',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Where the shop delivers: the active zones with their fee, free threshold, minimum and areas',
        response: { 200: publicDeliveryZoneListEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await listPublicDeliveryZones(app.db) }),
  );
};
