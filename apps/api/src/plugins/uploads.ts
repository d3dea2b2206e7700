import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LIMITS } from '@veggie/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_AVATAR_PATH, DEFAULT_AVATAR_SVG } from '../lib/default-avatar';
import { badRequest } from '../lib/errors';
import { IMMUTABLE_CACHE } from '../lib/http-cache';
import { reencodeImage } from '../modules/images/images.encode';
import { isServedImageName, UPLOADS_PREFIX } from '../modules/images/images.names';
import { storedImageRoutes } from '../modules/images/images.routes';
import { createImageStore, ensureDiskVariant, type ImageStore } from '../modules/images/images.store';
import { containsNul } from './text-input';

/** The default avatar's URL stays the same across releases: browsers may keep it a day, then ask again. */
const DEFAULT_AVATAR_CACHE = 'public, max-age=86400';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The re-encoded image from the named file field, when one was sent. */
  image: Buffer | undefined;
}

/**
 * Reads a multipart form: text fields as strings, and at most one file from `fileField`, checked and
 * re-encoded before anything is stored. Oversize files fail with 413 from the multipart limits. Only a
 * form that carries an image counts against the sender's upload limit: the admin's forms are always
 * multipart, and a save that changes only text costs no image work.
 */
export async function readImageForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('unsupportedMediaType');
  const fields: Record<string, string> = {};
  let raw: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField && bytes.length > 0) {
        await request.server.countImageUpload(request);
        raw = bytes;
      }
    } else if (typeof part.value === 'string') {
      if (containsNul(part.value)) throw badRequest('nulCharacter');
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, image: raw && (await reencodeImage(raw)) };
}

/** Multipart parsing with the upload limits, the image store, and `/uploads/*` served from that store. */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
    throwFileSizeLimit: true,
  });
  app.decorate('images', createImageStore(app.config, app.db));
  // One scope for every `/uploads` route, so its hooks run there and nowhere else.
  await app.register(async (uploads) => {
    app.limitUploadMisses(uploads);
    // Helmet answers same-origin everywhere; images are what a storefront on another origin must be able
    // to show. Refusals (an unknown name's 404) keep same-origin.
    uploads.addHook('onSend', async function shareImagesCrossOrigin(_request, reply) {
      if (reply.statusCode < 400) reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    uploads.get(DEFAULT_AVATAR_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', DEFAULT_AVATAR_CACHE).send(DEFAULT_AVATAR_SVG),
    );
    if (app.config.imageStore === 'database') {
      await uploads.register(storedImageRoutes, { prefix: UPLOADS_PREFIX });
      return;
    }
    const { uploadsDir } = app.config;
    await uploads.register(async (scope) => {
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
  });
});
