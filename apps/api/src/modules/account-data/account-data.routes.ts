import { accountExportEnvelopeSchema, deleteAccountSchema, messageEnvelopeSchema, translate } from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { requestOrigin } from '../security-events/security-events.http';
import { toAccountExport } from './account-data.mapper';
import { accountData, deleteOwnAccount } from './account-data.service';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's own data: download it, or delete the account (mounted at /auth beside authRoutes). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Everything the shop holds about the caller, as a JSON file to download',
        response: { 200: accountExportEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const now = dateOf(app.clock);
      const data = toAccountExport(
        await accountData(app.db, principalOf(request).user),
        now,
        app.config.publicUrl,
        request.lang,
      );
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="veggie-market-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send({ success: true as const, data });
    },
  );

  app.delete(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: deleteAccountSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await deleteOwnAccount(app.db, app.images, principalOf(request), request.body ?? {}, requestOrigin(request));
      return { success: true as const, message: translate('accountDeleted', request.lang) };
    },
  );
};
