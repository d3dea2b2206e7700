import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cross-origin browser access only for the origins named in CORS_ORIGINS. The storefront is served
 * from the API's own origin, so by default no CORS headers are sent and other sites' pages cannot
 * read our answers.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance) => {
    const origins = app.config.corsOrigins;
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
