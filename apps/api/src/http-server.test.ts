import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { errorEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, pngImage } from '../test/fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the server has accepted `count` more connections. */
function accepted(server: http.Server, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onConnection = () => {
      if (++seen < count) return;
      server.off('connection', onConnection);
      resolve();
    };
    server.on('connection', onConnection);
  });
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
}

/** A client that sends its request headers one byte per second and never finishes (slowloris). */
function slowDrip(port: number): { socket: net.Socket; closed: Promise<string> } {
  const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(100);
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < request.length && !socket.destroyed) socket.write(request[sent++]!);
  }, 1_000);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    }),
  );
  return { socket, closed };
}

describe('a listening server and slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('keeps answering while slow-drip clients hold sockets, and drops them once the header timeout passes', async () => {
    const holding = accepted(t.app.server, 8);
    const drips = Array.from({ length: 8 }, () => slowDrip(port));
    await holding;
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    // Headers must be complete within 10 s; the server checks every 2 s.
    const answers = await Promise.race([Promise.all(drips.map((d) => d.closed)), sleep(16_000).then(() => [])]);
    expect(answers).toHaveLength(drips.length);
    // Told why, in the error envelope every other refusal uses.
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(errorEnvelopeSchema.parse(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).code).toBe('request_timeout');
    }
  }, 25_000);
});

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finishes a request in flight while refusing new connections', async () => {
    const port = await listen(t);
    const { token } = await createUser(t.database.db);
    const boundary = '----veggie-shutdown-test';
    const image = await pngImage(512);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, image, tail]);

    const upload = http.request({
      port,
      host: '127.0.0.1',
      method: 'PUT',
      path: '/api/auth/avatar',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      upload.on('error', reject);
    });
    // Half the upload, then the shutdown begins.
    const half = Math.floor(body.length / 2);
    const received = once(t.app.server, 'request');
    upload.write(body.subarray(0, half));
    await received;
    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));

    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.on('connect', () => {
        probe.destroy();
        resolve('connected');
      });
      probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(closed).toBe(false);

    upload.end(body.subarray(half));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      success: true,
      data: { avatar: { url: expect.stringMatching(/^\/uploads\//) } },
    });
    await closing;
    expect(closed).toBe(true);
  });
});

describe('a request arriving while the server closes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gets 503 in the error envelope, with a code, on a connection still busy with an earlier request', async () => {
    const port = await listen(t);
    const { token } = await createUser(t.database.db);
    const boundary = '----veggie-closing-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await pngImage(64),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const socket = net.connect(port, '127.0.0.1');
    let answers = '';
    socket.on('data', (chunk: Buffer) => (answers += chunk.toString('utf8')));
    const closed = once(socket, 'close');
    await once(socket, 'connect');
    const received = once(t.app.server, 'request');
    socket.write(
      `PUT /api/auth/avatar HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 10));
    await received;
    const closing = t.app.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    // The rest of the upload, and a second request right behind it on the same connection.
    socket.write(Buffer.concat([body.subarray(10), Buffer.from('GET /api/categories HTTP/1.1\r\nHost: x\r\n\r\n')]));
    await closed;
    await closing;

    const [first, second] = answers.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(errorEnvelopeSchema.parse(JSON.parse(second!.split('\r\n\r\n')[1] ?? '')).code).toBe('service_unavailable');
  });
});
