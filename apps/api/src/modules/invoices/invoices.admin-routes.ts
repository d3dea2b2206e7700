import {
  adminInvoiceEnvelopeSchema,
  adminInvoiceListEnvelopeSchema,
  adminInvoiceListQuerySchema,
  errorEnvelopeSchema,
  invoiceSettingsEnvelopeSchema,
  invoiceSettingsSchema,
  paginate,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import {
  getInvoiceSettings,
  getShopSettings,
  settingsContextOf,
  updateInvoiceSettings,
  type SettingsContext,
} from '../settings/settings.service';
import { toAdminInvoice } from './invoices.mapper';
import { effectiveSellerTaxCode, listInvoices, retryInvoice } from './invoices.service';

const security = [{ bearerAuth: [] }];
const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Admin → Invoices: every e-invoice with its status and buyer, and a retry for a failed one; at /admin/invoices. */
export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const docs = { tags: ['admin invoices'], security };

  app.get(
    '/',
    {
      schema: {
        ...docs,
        summary: 'E-invoices, newest first, with their status, buyer, tries and last error; `status` filters',
        querystring: adminInvoiceListQuerySchema,
        response: { 200: adminInvoiceListEnvelopeSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listInvoices(app.db, request.query);
      return {
        success: true as const,
        data: rows.map(toAdminInvoice),
        count: total,
        pagination: paginate(page, limit, total),
      };
    },
  );

  app.post(
    '/:id/retry',
    {
      schema: {
        ...docs,
        summary: 'Issue a failed invoice again, at once (409 invoice_not_retryable unless it failed); audited',
        params: z.object({ id: z.string() }),
        response: { 200: adminInvoiceEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate('invoiceRetried', request.lang),
      data: toAdminInvoice(await retryInvoice(app.db, app.clock, principalOf(request).user, request.params.id)),
    }),
  );
};

async function invoiceSettingsView(settings: SettingsContext, provider: string) {
  const [values, shop] = await Promise.all([getInvoiceSettings(settings), getShopSettings(settings)]);
  return { ...values, provider, effectiveSellerTaxCode: effectiveSellerTaxCode(values, shop) };
}

/** Admin → Settings → E-invoices (the seller's tax code, template, series); mounted at /admin/settings. */
export const invoiceSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const settings = settingsContextOf(app);
  const provider = app.config.einvoice.provider;
  const docs = { tags: ['admin: settings'], security };

  app.get(
    '/invoice',
    {
      schema: {
        ...docs,
        summary: "The seller's tax details and the invoice template and series; the provider (read only)",
        response: { 200: invoiceSettingsEnvelopeSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, data: await invoiceSettingsView(settings, provider) }),
  );

  app.put(
    '/invoice',
    {
      schema: {
        ...docs,
        summary: "Replace the seller's tax details and the template and series; audited",
        body: invoiceSettingsSchema,
        response: { 200: invoiceSettingsEnvelopeSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => {
      await updateInvoiceSettings(settings, principalOf(request).user, request.body);
      return {
        success: true as const,
        message: translate('settingsUpdated', request.lang),
        data: await invoiceSettingsView(settings, provider),
      };
    },
  );
};
