// The production server as an attacker reaches it: request targets written byte for byte on a socket, so
// no client library tidies them first. Every spelling that reaches the login route is counted by its
// limit and keeps `no-store`; a raw "#" never reaches a route at all.
import net from 'node:net';
import { expect, newAccount, test } from './support/fixtures';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** One HTTP/1.1 request with `target` sent exactly as written; the answer's status, headers and body. */
function rawRequest(baseURL: string, method: string, target: string, body = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
  });
}

test(
  'every spelling of the login route counts against its failed-login limit, and keeps no-store',
  { tag: '@one-width' },
  async ({ baseURL, api }) => {
    const account = newAccount();
    await api.register(account);
    const wrong = JSON.stringify({ email: account.email, password: 'not-the-password' });
    // The default limit: 10 failed logins for one email from one address in 15 minutes.
    const spellings = [
      '/%61pi/auth/login',
      '/api/auth/login/',
      '/api/auth/login?x.js',
      '/%61pi/auth/%6Cogin',
      '/api/auth/login?.webp',
    ];
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await rawRequest(baseURL!, 'POST', spellings[attempt % spellings.length]!, wrong);
      expect(answer.status, answer.body).toBe(401);
      expect(answer.headers).toContain('cache-control: no-store');
    }
    for (const target of spellings) {
      const answer = await rawRequest(baseURL!, 'POST', target, wrong);
      expect(answer.status, `${target}: ${answer.body}`).toBe(429);
      expect(answer.headers).toContain('cache-control: no-store');
    }
  },
);

test('a raw "#" in the request target is refused before any route', { tag: '@one-width' }, async ({ baseURL }) => {
  const answer = await rawRequest(
    baseURL!,
    'POST',
    '/%61pi/auth/login#x.js',
    JSON.stringify({ email: 'a@b.co', password: 'x' }),
  );
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'fragment_in_target' });
});
