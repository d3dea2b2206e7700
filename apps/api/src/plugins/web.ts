import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { linkOrigin } from '../config';
import { IMMUTABLE_CACHE } from '../lib/http-cache';

/** favicon, placeholder images and other fixed names may change with a deploy. */
const PLAIN_FILE_CACHE = 'public, max-age=3600';

/** Paths the web app never answers: the API's own 404 envelope applies there. */
const API_PATH = /^\/(api|uploads)(\/|$|\?)/;

/** What a route action sends besides a GET (apps/web/app/lib/api-client.ts `ApiWrite`). */
interface ApiWrite {
  method: string;
  body?: unknown;
  authorization?: string;
}

const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const isApiMethod = (method: string): method is (typeof API_METHODS)[number] =>
  (API_METHODS as readonly string[]).includes(method);

/**
 * What a route loader or action gets as `context.api` (apps/web/app/lib/api-client.ts declares the same
 * shape): a call of our own API through `app.inject`, so server rendering never leaves the process. The
 * visitor's address and the page's language go along, so rate limits and messages are theirs; an action's
 * write carries its JSON body and the session the page handed over, nothing else of the visitor's request.
 */
function injectApi(app: FastifyInstance, request: FastifyRequest) {
  return async (apiPath: string, acceptLanguage?: string, write?: ApiWrite) => {
    const url = new URL(`/api${apiPath}`, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw new Error(`Not an API path: ${apiPath}`);
    const method = write?.method.toUpperCase() ?? 'GET';
    if (!isApiMethod(method)) throw new Error(`Not an API method: ${method}`);
    // The page's language when the web app names it (the shopper's choice), else the visitor's header.
    const language = acceptLanguage ?? request.headers['accept-language'];
    const res = await app.inject({
      method,
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        ...(language && { 'accept-language': language }),
        ...(write?.authorization && { authorization: write.authorization }),
        ...(write?.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(write?.body !== undefined && { payload: JSON.stringify(write.body) }),
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

/**
 * The Fastify request as the Fetch API Request React Router expects, aborted if the visitor leaves. A form's
 * POST keeps its body as it came (the route action reads it).
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
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
  // take absolute URLs from the load context's publicUrl alone (apps/web/app/lib/public-origin.ts); React
  // Router refuses an action whose Origin header is another origin than this one (its CSRF check).
  // HEAD is rendered as GET (Fastify drops the body): React Router answers HEAD without the page's headers.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(request.url, origin), { method, headers, body, signal: controller.signal });
}

/**
 * The origin a form's POST is judged against. With PUBLIC_URL it is always that. Without it (`npm start` on
 * the grocer's laptop) the shop is also opened as http://127.0.0.1:3000 or from a phone on the shop's
 * network, while the fixed origin says localhost. A browser's POST names in Origin the address it shows, and
 * a page's own form sends it to that same host, so Origin's host equal to Host is this shop's own form. A
 * cross-site form's Origin never matches the Host it posts to. The page's absolute links still come from
 * publicUrl alone, so the Host header enters no answer.
 */
function actionOrigin(request: FastifyRequest, fixed: string, publicUrl: string | undefined): string {
  const claimed = request.headers.origin;
  if (publicUrl || request.method !== 'POST' || typeof claimed !== 'string') return fixed;
  try {
    const url = new URL(claimed);
    return url.protocol === 'http:' && url.host === request.headers.host ? url.origin : fixed;
  } catch {
    return fixed;
  }
}

/** The largest form a page's action takes (the contact form's message is 2,000 characters at most). */
const PAGE_FORM_BODY_LIMIT = 64 * 1024;

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

    // Without PUBLIC_URL (development, the end-to-end run) the address the shop listens on.
    const origin = linkOrigin(app.config);
    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      if (API_PATH.test(request.url)) return reply.callNotFound();
      const requestOrigin = actionOrigin(request, origin, app.config.publicUrl);
      const response = await handleDocument(toWebRequest(request, reply, requestOrigin), {
        api: injectApi(app, request),
        cspNonce: reply.scriptNonce,
        publicUrl: app.config.publicUrl,
      });
      // Unpacked rather than sent whole: Fastify's automatic HEAD route cannot handle a Response.
      reply.code(response.status);
      for (const [name, value] of response.headers) reply.header(name, value);
      return reply.send(response.body ?? undefined);
    }

    app.get('/*', renderPage);
    // A page's form (route actions: the contact form, the newsletter), sent by the page's script or, without
    // it, by the browser itself. Its own scope reads only a form's body, as bytes for React Router to parse.
    await app.register(async (forms) => {
      forms.removeAllContentTypeParsers();
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'buffer', bodyLimit: PAGE_FORM_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      forms.post('/*', renderPage);
    });
  },
  { name: 'web' },
);
