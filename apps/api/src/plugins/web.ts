import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { IMMUTABLE_CACHE } from '../lib/http-cache';

/** favicon, placeholder images and other fixed names may change with a deploy. */
const PLAIN_FILE_CACHE = 'public, max-age=3600';

/** Paths the web app never answers: the API's own 404 envelope applies there. */
const API_PATH = /^\/(api|uploads)(\/|$|\?)/;

/**
 * What a route loader gets as `context.api` (apps/web/app/lib/api.ts declares the same shape): a GET
 * against our own API through `app.inject`, so server rendering never leaves the process. The
 * visitor's address and the page's language go along, so rate limits and messages are theirs.
 */
function injectApi(app: FastifyInstance, request: FastifyRequest) {
  return async (apiPath: string, acceptLanguage?: string) => {
    const url = new URL(`/api${apiPath}`, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw new Error(`Not an API path: ${apiPath}`);
    // The page's language when the web app names it (the shopper's choice), else the visitor's header.
    const language = acceptLanguage ?? request.headers['accept-language'];
    const res = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', ...(language && { 'accept-language': language }) },
      remoteAddress: request.ip,
    });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body };
  };
}

/** The Fastify request as the Fetch API Request React Router expects, aborted if the visitor leaves. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // React Router needs an absolute URL; its origin is never the Host header, which the sender chooses. Pages
  // take absolute URLs from the load context's publicUrl alone (apps/web/app/lib/public-origin.ts).
  const origin = publicUrl ?? 'http://localhost';
  // HEAD is rendered as GET (Fastify drops the body): React Router answers HEAD without the page's headers.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return new Request(new URL(request.url, origin), { method, headers, signal: controller.signal });
}

/**
 * The storefront in the same process as the API: the built client files from `${buildDir}/client`,
 * and every other GET/HEAD outside /api and /uploads server-rendered by React Router.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { buildDir: string }) => {
    const serverEntry = path.join(opts.buildDir, 'server', 'index.js');
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handleDocument = createRequestHandler(build, 'production');

    await app.register(fastifyStatic, {
      root: path.join(opts.buildDir, 'client'),
      prefix: '/',
      // One route per file found at start-up (the build does not change while we run), so any other
      // path falls through to React Router below instead of a static 404.
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      // The web build writes brotli and gzip copies of its scripts and styles at the highest settings
      // (apps/web/vite/precompress-plugin.ts); they go out as they are, and @fastify/compress leaves an
      // answer that is already encoded alone. The copies are not URLs of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        const hashed = path.relative(path.join(opts.buildDir, 'client'), filePath).startsWith(`assets${path.sep}`);
        // Vite names files under /assets/ by content hash, so a URL there never changes.
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : PLAIN_FILE_CACHE);
      },
    });

    app.get('/*', async (request, reply) => {
      if (API_PATH.test(request.url)) return reply.callNotFound();
      const response = await handleDocument(toWebRequest(request, reply, app.config.publicUrl), {
        api: injectApi(app, request),
        cspNonce: reply.scriptNonce,
        publicUrl: app.config.publicUrl,
      });
      // Unpacked rather than sent whole: Fastify's automatic HEAD route cannot handle a Response.
      reply.code(response.status);
      for (const [name, value] of response.headers) reply.header(name, value);
      return reply.send(response.body ?? undefined);
    });
  },
  { name: 'web' },
);
