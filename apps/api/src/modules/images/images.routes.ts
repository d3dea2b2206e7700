import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMMUTABLE_CACHE } from '../../lib/http-cache';
import { readStoredImage } from './images.store';

/** `/uploads/<name>` from the database (IMAGE_STORE=database), with the disk store's caching. */
export const storedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:name', { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const image = await readStoredImage(app.db, request.params.name);
    if (!image) return reply.callNotFound();
    return reply
      .type(image.contentType)
      .header('cache-control', IMMUTABLE_CACHE)
      .header('last-modified', image.createdAt.toUTCString())
      .send(image.content);
  });
};
