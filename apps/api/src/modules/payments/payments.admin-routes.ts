import {
  adminPaymentSettingsEnvelopeSchema,
  adminTransferListQuerySchema,
  adminTransferListSchema,
  errorEnvelopeSchema,
  markPaidBodySchema,
  markRefundedBodySchema,
  orderEnvelopeSchema,
  paymentSettingsEnvelopeSchema,
  paymentSettingsSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { orderMailContextOf } from '../orders/order-mails';
import { toOrder } from '../orders/orders.mapper';
import { settingsContextOf } from '../settings/settings.service';
import { sendPaymentReceived } from './payment-mails';
import {
  adminPaymentSettings,
  listTransfers,
  markOrderPaid,
  markOrderRefunded,
  savePaymentSettings,
} from './payments.service';

const security = [{ bearerAuth: [] }];
const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const orderParams = z.object({ id: z.string() });

/** An admin's "mark as paid" and "refund paid back" on an order; mounted at /orders/admin/orders. */
export const orderPaymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const docs = { tags: ['admin orders'], security };
  const answers = {
    200: orderEnvelopeSchema,
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    ...guarded,
  };

  app.post(
    '/:id/payment',
    {
      schema: {
        ...docs,
        summary: 'Mark an unpaid order paid (cash received, a transfer seen in the bank), with its reference',
        params: orderParams,
        body: markPaidBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const order = await markOrderPaid(
        app.db,
        app.clock,
        principalOf(request).user,
        request.params.id,
        request.body.bankReference,
      );
      await sendPaymentReceived(orderMailContextOf(app, request.log), order);
      return {
        success: true as const,
        message: translate('orderMarkedPaid', request.lang),
        data: toOrder(order, request.lang),
      };
    },
  );

  app.post(
    '/:id/refund',
    {
      schema: {
        ...docs,
        summary: "Record that the order's refund due was paid back, with the bank's reference",
        params: orderParams,
        body: markRefundedBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const order = await markOrderRefunded(
        app.db,
        app.clock,
        principalOf(request).user,
        request.params.id,
        request.body.bankReference,
      );
      return {
        success: true as const,
        message: translate('refundRecorded', request.lang),
        data: toOrder(order, request.lang),
      };
    },
  );
};

/** The bank transfers the notification services reported; mounted at /admin/payments. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/transfers',
    {
      schema: {
        tags: ['admin payments'],
        security,
        summary: 'Every bank transfer notified, newest first; `outcome=unmatched` lists the money to place by hand',
        querystring: adminTransferListQuerySchema,
        response: { 200: adminTransferListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({ success: true as const, ...(await listTransfers(app.db, request.query)) }),
  );
};

/** The account under the QR code (Admin → Settings → Payment); mounted at /admin/settings. */
export const paymentSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const settings = settingsContextOf(app);
  const docs = { tags: ['admin: settings'], security };

  app.get(
    '/payment',
    {
      schema: {
        ...docs,
        summary: 'The bank account transfers go to, and the VietQR banks to choose from',
        response: { 200: adminPaymentSettingsEnvelopeSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, data: await adminPaymentSettings(settings) }),
  );

  app.put(
    '/payment',
    {
      schema: {
        ...docs,
        summary: 'Replace the bank account (null: no bank transfer at checkout); audited',
        body: paymentSettingsSchema,
        response: { 200: paymentSettingsEnvelopeSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate('settingsUpdated', request.lang),
      data: await savePaymentSettings(settings, principalOf(request).user, request.body),
    }),
  );
};
