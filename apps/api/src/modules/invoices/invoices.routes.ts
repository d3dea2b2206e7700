import { errorEnvelopeSchema, lastInvoiceBuyerEnvelopeSchema, orderInvoiceEnvelopeSchema } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { lastInvoiceBuyerOf } from '../orders/orders.service';
import { toOrderInvoice } from './invoices.mapper';
import { invoicesOfOrderFor } from './invoices.service';

const security = [{ bearerAuth: [] }];

/** An order's e-invoice for its owner or an admin; mounted at /orders beside the orders module's own routes. */
export const orderInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        security,
        summary: "The order's e-invoice (status, number, series, lookup code, PDF) and its adjustments",
        params: z.object({ id: z.string() }),
        response: { 200: orderInvoiceEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: toOrderInvoice(await invoicesOfOrderFor(app.db, principalOf(request).user, request.params.id)),
    }),
  );
};

/** What the checkout's invoice form starts from; mounted at /invoices. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/buyer',
    {
      schema: {
        tags: ['orders'],
        security,
        summary: "The invoice buyer of the caller's last order that named one (null: none yet)",
        response: { 200: lastInvoiceBuyerEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lastInvoiceBuyerOf(app.db, principalOf(request).user.id),
    }),
  );
};
