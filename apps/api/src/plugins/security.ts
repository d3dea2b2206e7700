import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: the server-rendered pages put it on their inline scripts. */
    scriptNonce: string;
  }
}

/** Helmet builds the CSP from the raw response; this is how its script-src finds the reply's nonce. */
const nonces = new WeakMap<ServerResponse, string>();

/**
 * Routes whose answers may carry a session or a user's data: never kept by browsers or shared caches.
 * Tested against the matched route's pattern, not the request's URL, which may spell the same route
 * differently (`/%61pi/auth/login`, `http://host/api/auth/login`).
 */
const AUTH_ROUTE = /^\/api\/auth(\/|$)/;

/**
 * Security headers on every response (HTML, API, files): a strict Content-Security-Policy whose only
 * inline scripts are the ones carrying this response's nonce (React Router's hydration data), no
 * framing, no MIME sniffing, a cautious referrer, HSTS once the shop is served over https.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { publicUrl } = app.config;
    const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;

    app.decorateReply('scriptNonce', '');

    // helmet's middleware, built once: @fastify/helmet builds it anew for every request (parsing and
    // checking each directive), a few percent of an uncached catalog read. The nonce directive below is
    // the only per-request part, and helmet calls it for each response.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${nonces.get(res as ServerResponse) ?? ''}'`],
          // React renders style attributes on the server (progress bars, image fallbacks): they cannot carry a nonce.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(publicOrigin ? [publicOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Only over https: HSTS on a plain-http shop would lock browsers out of it.
      strictTransportSecurity: publicUrl?.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Product images are plain <img> from our origin; nothing embeds us cross-origin.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.scriptNonce = randomBytes(16).toString('base64');
      nonces.set(reply.raw, reply.scriptNonce);
      // helmet passes on only an Error (a directive that returned an invalid value).
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization !== undefined || AUTH_ROUTE.test(request.routeOptions.url ?? ''))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);
