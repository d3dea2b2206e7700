import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_AVATAR_PATH, DEFAULT_AVATAR_SVG } from '../../lib/default-avatar';
import { IMMUTABLE_CACHE } from '../../lib/http-cache';
import { isServedImageName, UPLOADS_PREFIX } from './images.names';
import { ensureDiskVariant, readStoredImage } from './images.store';

/** The default avatar's URL stays the same across releases: browsers may keep it a day, then ask again. */
const DEFAULT_AVATAR_CACHE = 'public, max-age=86400';

/** `/uploads/<name>` from the database (IMAGE_STORE=database), with the disk store's caching. */
const storedImageRoutes: FastifyPluginAsyncZod = async (app) => {
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

/**
 * `/uploads/*` served from the image store (app.images), and the default avatar; registered at the root as
 * one scope for every `/uploads` route, so its hooks run there and nowhere else.
 */
export async function uploadRoutes(app: FastifyInstance) {
  app.limitUploadMisses(app);
  // Helmet answers same-origin everywhere; images are what a storefront on another origin must be able
  // to show. Refusals (an unknown name's 404) keep same-origin.
  app.addHook('onSend', async function shareImagesCrossOrigin(_request, reply) {
    if (reply.statusCode < 400) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.get(DEFAULT_AVATAR_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', DEFAULT_AVATAR_CACHE).send(DEFAULT_AVATAR_SVG),
  );
  if (app.config.imageStore === 'database') {
    await app.register(storedImageRoutes, { prefix: UPLOADS_PREFIX });
    return;
  }
  const { uploadsDir } = app.config;
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      const name = (request.params as { '*'?: string })['*'];
      if (name) await ensureDiskVariant(uploadsDir, name);
    });
    await scope.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      // Only our names: never a temporary file of a variant being written, nor anything else put there.
      allowedPath: (pathName) => isServedImageName(pathName.replace(/^\//, '')),
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE_CACHE),
    });
  });
}
