import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long browsers and shared caches may keep an anonymous catalog read: 30 s, the storefront's own
 * query stale time, then 30 s more served stale while revalidating in the background. A price or stock
 * change shows within a minute; checkout always reads prices and stock from the database.
 */
export const CATALOG_CACHE = 'public, max-age=30, stale-while-revalidate=30';

/**
 * For the public catalog reads (products and categories): a weak ETag on every answer, so a repeat
 * read with If-None-Match gets a body-less 304, and CATALOG_CACHE on anonymous 200s. Weak because the
 * body is the same JSON whether it goes out brotli, gzip or plain. Answers to requests carrying a
 * token stay `no-store` (plugins/security), and admin screens read through their own routes.
 */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance) => {
    // Before the ETag hook, which may turn the 200 into a 304 that must carry the same Cache-Control.
    // The JSON is encoded here, once: the ETag hashes these bytes and the socket sends them. Left a string,
    // the body was encoded for the hash, then copied after the headers and encoded again for the socket
    // (Vietnamese text makes it a two-byte string): 13 KB of garbage per product page, a busy path's GC.
    app.addHook('onSend', async (request, reply, payload) => {
      const read = request.method === 'GET' || request.method === 'HEAD';
      if (
        read &&
        reply.statusCode === 200 &&
        request.headers.authorization === undefined &&
        !reply.hasHeader('cache-control')
      ) {
        reply.header('cache-control', CATALOG_CACHE);
      }
      return typeof payload === 'string' ? Buffer.from(payload) : payload;
    });
    await app.register(etag, { weak: true });
  },
  { name: 'catalog-cache' },
);
