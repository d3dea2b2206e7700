import multipart from '@fastify/multipart';
import { LIMITS } from '@veggie/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart parsing with the upload limits. The forms are read by modules/images (images.form.ts), which
 * also serves what the image store holds (images.routes.ts).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
    throwFileSizeLimit: true,
  });
});
