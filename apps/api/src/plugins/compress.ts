import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every compressible answer of 1 KiB or more: pages, JSON, scripts and styles
 * (most shoppers are on mobile networks). Requests may not send compressed bodies: nothing of ours
 * needs to, and inflating them would be a way around the body limit.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      // zstd only exists from Node 22; the same encodings on every supported Node.
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
