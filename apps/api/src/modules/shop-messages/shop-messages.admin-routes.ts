import {
  adminContactMessageListSchema,
  adminNewsletterSubscriberListSchema,
  adminShopMessageListQuerySchema,
  contactMessageEnvelopeSchema,
  contactReplySchema,
  errorEnvelopeSchema,
  newsletterSubscriberEnvelopeSchema,
  readMarkSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListRoute } from '../../plugins/admin-list-route';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { settingsContextOf } from '../settings/settings.service';
import { toContactMessage, toNewsletterSubscriber } from './shop-messages.mapper';
import {
  listContactMessagesPage,
  listSubscribersPage,
  markContactMessage,
  markSubscriber,
  replyToContactMessage,
} from './shop-messages.service';

const tag = 'admin shop messages';
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is answered 404 by the service, like an unknown one.
const params = z.object({ id: z.string() });

/** Contact-form messages, mounted at /admin/contact-messages: the list, and `PUT /:id/read {read}`. Admins only. */
export const contactMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    adminListRoute({
      summary: 'Contact-form messages, newest first; filter: read (read or unread)',
      tag,
      querystring: adminShopMessageListQuerySchema,
      list: adminContactMessageListSchema,
      page: listContactMessagesPage,
    }),
  );
  app.put(
    '/:id/read',
    {
      onRequest: app.requireAdmin,
      schema: { tags: [tag], security, params, body: readMarkSchema, response: { 200: contactMessageEnvelopeSchema } },
    },
    async (request) => {
      const row = await markContactMessage(app.db, request.params.id, request.body.read, dateOf(app.clock));
      return { success: true as const, data: toContactMessage(row) };
    },
  );
  app.post(
    '/:id/reply',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: [tag],
        security,
        summary: 'Answer a message: mailed to the sender in their language, kept with the message, audited; once',
        params,
        body: contactReplySchema,
        response: {
          200: contactMessageEnvelopeSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const row = await replyToContactMessage(
        { db: app.db, mail: app.mailOutbox, settings: settingsContextOf(app), now: dateOf(app.clock) },
        principalOf(request).user,
        request.params.id,
        request.body.text,
      );
      return {
        success: true as const,
        message: translate('contactReplied', request.lang),
        data: toContactMessage(row),
      };
    },
  );
};

/** Newsletter subscribers, mounted at /admin/newsletter-subscribers: the list, and `PUT /:id/read {read}`. */
export const newsletterSubscribersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    adminListRoute({
      summary: 'Newsletter subscribers (those who left included), newest first; filter: read (read or unread)',
      tag,
      querystring: adminShopMessageListQuerySchema,
      list: adminNewsletterSubscriberListSchema,
      page: listSubscribersPage,
    }),
  );
  app.put(
    '/:id/read',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: [tag],
        security,
        params,
        body: readMarkSchema,
        response: { 200: newsletterSubscriberEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await markSubscriber(app.db, request.params.id, request.body.read, dateOf(app.clock));
      return { success: true as const, data: toNewsletterSubscriber(row) };
    },
  );
};
