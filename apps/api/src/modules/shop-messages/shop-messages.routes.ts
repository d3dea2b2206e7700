import {
  contactMessageInputSchema,
  messageEnvelopeSchema,
  newsletterManageSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionChangeSchema,
  newsletterSubscriptionEnvelopeSchema,
  newsletterSubscriptionUpdatedSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import {
  changeSubscription,
  receiveContactMessage,
  sendNewsletterLink,
  showSubscription,
  subscribeToNewsletter,
  unsubscribe,
} from './shop-messages.service';
import { linkOrigin } from '../../config';

const tags = ['shop messages'];
const security = [{ bearerAuth: [] }];

/** The contact form and the newsletter (mounted at the API's root: /contact, /newsletter). */
export const shopMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmation = (request: FastifyRequest) => ({
    db: app.db,
    mail: app.mailOutbox,
    lang: request.lang,
    linkOrigin: linkOrigin(app.config),
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

  app.post(
    '/newsletter/manage-link',
    {
      onRequest: app.requireUser,
      // Each call may mail the account's address.
      config: { rateLimit: perIpLimit(app.rateLimits.newsletterPerIp) },
      schema: {
        tags,
        security,
        summary: "Mails the account's email a link that shows and changes that address's newsletter subscription",
        description:
          'Accounts are not verified, so the answer says nothing about the subscription: only the link does. ' +
          'Once the link is opened, the account export shows the subscription and deleting the account ends it.',
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      await sendNewsletterLink(confirmation(request), user);
      return { success: true as const, message: translate('newsletterLinkSent', request.lang, { email: user.email }) };
    },
  );

  app.post(
    '/newsletter/manage',
    {
      schema: {
        tags,
        summary: "The subscription of the mailed link's address",
        description:
          "Sent by the link's page with the link's token (a POST: the token stays out of URLs and logs). " +
          'The link keeps working until it changes the subscription or expires.',
        body: newsletterManageSchema,
        response: { 200: newsletterSubscriptionEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await showSubscription(app.db, request.body.token, dateOf(app.clock)),
    }),
  );

  app.put(
    '/newsletter/manage',
    {
      schema: {
        tags,
        summary: "Subscribes or unsubscribes the mailed link's address; the link is then used up",
        body: newsletterSubscriptionChangeSchema,
        response: { 200: newsletterSubscriptionUpdatedSchema },
      },
    },
    async (request) => {
      const { token, subscribed } = request.body;
      const data = await changeSubscription(confirmation(request), token, subscribed);
      const message = translate(subscribed ? 'newsletterJoined' : 'unsubscribed', request.lang);
      return { success: true as const, message, data };
    },
  );
};
