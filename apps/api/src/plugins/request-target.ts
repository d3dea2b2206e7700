import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/**
 * Refuses a request target carrying a raw `#` with 400, before any route's hooks run. Browsers never
 * send the fragment; only a crafted request does, and the router ends the path there, so
 * `/api/auth/login#x.js` reaches the login route while reading like a file to whatever looks at the URL.
 */
export const requestTargetPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.includes('#')) throw badRequest('fragmentInTarget');
    });
  },
  { name: 'request-target' },
);
