import {
  addToCartSchema,
  cartEnvelopeSchema,
  errorEnvelopeSchema,
  mergeCartEnvelopeSchema,
  mergeCartSchema,
  setCartQuantitySchema,
  translate,
} from '@veggie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import { toCart } from './cart.mapper';
import type { CartLineRow } from './cart.repository';
import * as cart from './cart.service';

const productParams = z.object({ productId: z.string() });
const docs = { tags: ['cart'], security: [{ bearerAuth: [] }] };
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The logged-in shopper's cart; every answer is the whole cart, oldest line first. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authenticate before the body is read: an anonymous caller gets 401, never a validation message.
  app.addHook('onRequest', app.requireUser);

  const answer = (rows: CartLineRow[], message?: string) => ({
    success: true as const,
    ...(message !== undefined && { message }),
    data: toCart(rows, app.config.publicUrl),
  });

  app.get(
    '/',
    { schema: { ...docs, response: { 200: cartEnvelopeSchema, 401: errorEnvelopeSchema } } },
    async (request) => answer(await cart.getCart(app.db, principalOf(request).user.id)),
  );

  app.post(
    '/',
    { schema: { ...docs, body: addToCartSchema, response: { 200: cartEnvelopeSchema, ...errors } } },
    async (request) =>
      answer(
        await cart.addToCart(app.db, principalOf(request).user.id, request.body, request.lang),
        translate('cartUpdated', request.lang),
      ),
  );

  app.post(
    '/merge',
    { schema: { ...docs, body: mergeCartSchema, response: { 200: mergeCartEnvelopeSchema, ...errors } } },
    async (request) => {
      const { rows, adjusted } = await cart.mergeCart(app.db, principalOf(request).user.id, request.body);
      return { ...answer(rows, translate('cartUpdated', request.lang)), adjusted };
    },
  );

  app.put(
    '/:productId',
    {
      schema: {
        ...docs,
        params: productParams,
        body: setCartQuantitySchema,
        response: { 200: cartEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await cart.setCartQuantity(
        app.db,
        principalOf(request).user.id,
        request.params.productId,
        request.body.quantity,
        request.lang,
      );
      return answer(rows, translate('cartUpdated', request.lang));
    },
  );

  app.delete(
    '/:productId',
    { schema: { ...docs, params: productParams, response: { 200: cartEnvelopeSchema, ...errors } } },
    async (request) =>
      answer(
        await cart.removeFromCart(app.db, principalOf(request).user.id, request.params.productId),
        translate('cartUpdated', request.lang),
      ),
  );

  app.delete(
    '/',
    { schema: { ...docs, response: { 200: cartEnvelopeSchema, 401: errorEnvelopeSchema } } },
    async (request) =>
      answer(await cart.emptyCart(app.db, principalOf(request).user.id), translate('cartCleared', request.lang)),
  );
};
