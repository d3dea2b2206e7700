import {
  contactMessageInputSchema,
  messageEnvelopeSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../lib/clock';
import { perIpLimit } from '../../plugins/rate-limit';
import { receiveContactMessage, subscribeToNewsletter, unsubscribe } from './shop-messages.service';

const tags = ['shop messages'];

/** The contact form and the newsletter (mounted at the API's root: /contact, /newsletter). */
export const shopMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmation = (request: FastifyRequest) => ({
    db: app.db,
    mailer: app.mailer,
    log: request.log,
    lang: request.lang,
    publicUrl: app.config.publicUrl,
    now: dateOf(app.clock),
  });

  app.post(
    '/contact',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.contactPerIp) },
      // A signed-in sender's message joins their account's data (export, deletion); a guest's names no account.
      preHandler: app.identifyUser,
      schema: { tags, body: contactMessageInputSchema, response: { 201: messageEnvelopeSchema } },
    },
    async (request, reply) => {
      await receiveContactMessage(confirmation(request), request.principal?.user.id ?? null, request.body);
      return reply.code(201).send({ success: true, message: translate('contactReceived', request.lang) });
    },
  );

  app.post(
    '/newsletter',
    {
      config: { rateLimit: perIpLimit(app.rateLimits.newsletterPerIp) },
      schema: { tags, body: newsletterSubscribeSchema, response: { 201: messageEnvelopeSchema } },
    },
    async (request, reply) => {
      await subscribeToNewsletter(confirmation(request), request.body.email);
      return reply.code(201).send({ success: true, message: translate('newsletterSubscribed', request.lang) });
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        description:
          "The token of the newsletter mail's link. A POST, sent by the button on the link's page: a mail scanner " +
          'that opens the link (a GET of the page) unsubscribes nobody.',
        body: newsletterUnsubscribeSchema,
        response: { 200: newsletterUnsubscribedSchema },
      },
    },
    async (request) => {
      const email = await unsubscribe(app.db, request.body.token, dateOf(app.clock));
      return { success: true as const, message: translate('unsubscribed', request.lang), data: { email } };
    },
  );
};
