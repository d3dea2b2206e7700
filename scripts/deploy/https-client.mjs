// An HTTPS client for a stack on this machine: connects to 127.0.0.1 on the published port, names the shop's
// domain for SNI and in Host, and trusts only the given CA, so the certificate Caddy serves for the domain
// is checked for real.
import https from 'node:https';

/**
 * @param {{ domain: string, port: number, ca: string }} target
 * @returns {(method: string, pathname: string, options?: { json?: unknown, form?: FormData,
 *   token?: string, headers?: Record<string, string> }) =>
 *   Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, bytes: Buffer, json: () => any }>}
 */
export function httpsClient({ domain, port, ca }) {
  return async (method, pathname, { json, form, token, headers = {} } = {}) => {
    const head = { host: domain, ...headers };
    if (token) head.authorization = `Bearer ${token}`;
    let body;
    if (json !== undefined) {
      body = Buffer.from(JSON.stringify(json));
      head['content-type'] = 'application/json';
    } else if (form) {
      // The multipart encoding fetch would send, without fetch (which cannot pin SNI and a CA).
      const encoded = new Response(form);
      body = Buffer.from(await encoded.arrayBuffer());
      head['content-type'] = encoded.headers.get('content-type');
    }
    if (body) head['content-length'] = String(body.length);

    return new Promise((resolve, reject) => {
      const request = https.request(
        { host: '127.0.0.1', port, servername: domain, ca, method, path: pathname, headers: head, agent: false },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes,
              json: () => JSON.parse(bytes.toString('utf8')),
            });
          });
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${pathname}: no answer within 30 s`)));
      request.on('error', reject);
      request.end(body);
    });
  };
}
