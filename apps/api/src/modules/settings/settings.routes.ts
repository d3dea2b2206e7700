import { errorEnvelopeSchema, shopSettingsEnvelopeSchema, shopSettingsSchema, translate } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { getShopSettings, settingsContextOf, updateShopSettings } from './settings.service';

/** The shop's public details (shop information, footer, policies), mounted at /settings. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = settingsContextOf(app);
  app.get(
    '/shop',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's name, legal details, contact, opening hours, delivery and returns terms",
        response: { 200: shopSettingsEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: await getShopSettings(ctx) }),
  );
};

/** Changing the shop's settings, mounted at /admin/settings. Admins only; every save is audited. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = settingsContextOf(app);
  app.addHook('onRequest', app.requireAdmin);
  app.put(
    '/shop',
    {
      schema: {
        tags: ['admin: settings'],
        security: [{ bearerAuth: [] }],
        summary: 'Replace the shop settings (every field); shown on every instance within a few seconds',
        body: shopSettingsSchema,
        response: {
          200: shopSettingsEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate('settingsUpdated', request.lang),
      data: await updateShopSettings(ctx, principalOf(request).user, request.body),
    }),
  );
};
