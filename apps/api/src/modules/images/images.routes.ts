import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readStoredImage } from './images.store';

/** A stored name is never reused for other content, so a response never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `/uploads/<name>` from the database (IMAGE_STORE=database), with the disk store's caching. */
export const storedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:name', { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const image = await readStoredImage(app.db, request.params.name);
    if (!image) return reply.callNotFound();
    return reply
      .type(image.contentType)
      .header('cache-control', IMMUTABLE)
      .header('last-modified', image.createdAt.toUTCString())
      .send(image.content);
  });
};
