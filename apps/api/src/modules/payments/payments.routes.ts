import {
  errorEnvelopeSchema,
  orderPaymentEnvelopeSchema,
  paymentMethodsEnvelopeSchema,
  sepayWebhookSchema,
  webhookAckSchema,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { orderMailContextOf } from '../orders/order-mails';
import { settingsContextOf } from '../settings/settings.service';
import { sendTransferMails } from './payment-mails';
import { orderPayment, paymentMethods, recordIncomingTransfer } from './payments.service';
import { hasWebhookKey, requireWebhookKey } from './payments.webhook-key';
import { fromSepay } from './sepay.adapter';

/** What checkout offers, and the bank-notification webhooks; mounted at /payments. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = settingsContextOf(app);
  const { webhookKey } = app.config.payments;

  app.get(
    '/methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods checkout offers now (cash on delivery first), and how long a transfer may take',
        response: { 200: paymentMethodsEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await paymentMethods(settings) }),
  );

  app.post(
    '/webhooks/sepay',
    {
      schema: {
        tags: ['payments'],
        summary: "SePay's transaction notification (Authorization: Apikey <PAYMENT_WEBHOOK_KEY>)",
        description:
          'Every accepted notification is recorded once per SePay id and answered `{"success": true}`, ' +
          'replays, unmatched and outgoing transactions included, so SePay stops retrying.',
        security: [{ webhookApiKey: [] }],
        body: sepayWebhookSchema,
        response: { 200: webhookAckSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
      // The key is checked before the body is read or validated: a caller without it learns nothing.
      preParsing: requireWebhookKey(webhookKey),
      config: {
        // Stored with U+0000 replaced (payments.service), never refused.
        acceptsNul: true,
        // A bank-notification service posts every transaction from a few addresses: with the key, its
        // notifications are never counted; without it, a caller is limited as everywhere else.
        rateLimit: {
          max: app.rateLimits.globalPerIp.max,
          timeWindow: app.rateLimits.globalPerIp.windowMs,
          allowList: (request) => hasWebhookKey(request, webhookKey),
        },
      },
    },
    async (request) => {
      const result = await recordIncomingTransfer(settings, fromSepay(request.body));
      if (result.transfer && result.order) app.metrics.paymentsMatched.inc({ outcome: result.transfer.outcome });
      if (result.transfer) await sendTransferMails(orderMailContextOf(app, request.log), result.transfer, result.order);
      return { success: true as const };
    },
  );
};

/** How the owner pays one of their orders; mounted at /orders beside the orders module's own routes. */
export const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const settings = settingsContextOf(app);

  app.get(
    '/:id/payment',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: "How to pay the caller's order: for a transfer, the account and the VietQR code while it waits",
        params: z.object({ id: z.string() }),
        response: { 200: orderPaymentEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orderPayment(settings, principalOf(request).user.id, request.params.id),
    }),
  );
};
