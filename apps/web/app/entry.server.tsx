import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './lib/csp-nonce';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: the hydration scripts
 * React Router and React write inline carry the nonce the API put in this response's CSP header.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a large boundary (a hidden div its inline script moves in) even when it is complete; no
        // boundary is left outlined, so the page reads the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every visitor gets the whole page at once, not only crawlers. The parts whose code loads after the first
        // load (the footer, the home sections, the product tabs) sit in Suspense boundaries: streamed after the
        // shell, they would show only once React's inline script moved them in, so a browser without JavaScript
        // would get a page without its footer and its newsletter form. The loaders have run by now and no page
        // defers data, so waiting costs only the resolution of those modules.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Cleared so the closure is not retained after the response ends.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject and are logged by React Router; log only those after it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
