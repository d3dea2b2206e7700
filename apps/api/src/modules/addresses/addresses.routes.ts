import {
  addressEnvelopeSchema,
  addressInputSchema,
  addressListEnvelopeSchema,
  errorEnvelopeSchema,
  messageEnvelopeSchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateOf } from '../../lib/clock';
import { principalOf } from '../../plugins/auth';
import { toShownAddress } from './addresses.mapper';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service';

const tags = ['addresses'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is answered 404 by the service, like another shopper's address.
const params = z.object({ id: z.string() });
const refusals = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** The signed-in shopper's address book (mounted at /auth/addresses); phones are shown the national way. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: an anonymous caller gets 401, never a validation message.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The caller's delivery addresses, the default first, then the newest",
        response: { 200: addressListEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await listAddresses(app.db, principalOf(request).user.id)).map(toShownAddress),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a delivery address',
        description:
          'The phone must be a Vietnamese number (stored E.164) and the ward must lie in the province. The first ' +
          'address the shop delivers to becomes the default while there is none; `isDefault: true` moves the default to ' +
          'the new one. At most 10 addresses.',
        body: addressInputSchema,
        response: { 201: addressEnvelopeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const address = await createAddress(
        app.db,
        principalOf(request).user.id,
        request.body,
        dateOf(app.clock),
        app.coversWard,
      );
      return reply
        .code(201)
        .send({ success: true, message: translate('addressSaved', request.lang), data: toShownAddress(address) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "Replaces one of the caller's addresses",
        description:
          'Takes the whole address. `isDefault: true` makes it the default; false leaves the default where it is ' +
          "(choose another address to move it). Another shopper's address is 404.",
        params,
        body: addressInputSchema,
        response: { 200: addressEnvelopeSchema, ...refusals, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const address = await updateAddress(
        app.db,
        principalOf(request).user.id,
        request.params.id,
        request.body,
        dateOf(app.clock),
      );
      return {
        success: true as const,
        message: translate('addressSaved', request.lang),
        data: toShownAddress(address),
      };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "Deletes one of the caller's addresses",
        description: 'When it was the default, the newest remaining address becomes the default.',
        params,
        response: { 200: messageEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await deleteAddress(app.db, principalOf(request).user.id, request.params.id, app.coversWard);
      return { success: true as const, message: translate('addressDeleted', request.lang) };
    },
  );
};
