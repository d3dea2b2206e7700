import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createTestDatabase, onPostgresServer } from '../../../test/build-test-app';

/**
 * A TCP proxy in front of the database that the test can cut and restore, like a network outage. It keeps
 * its port while cut (it drops connections instead of closing): another test file could take a closed port.
 */
class CuttableProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private down = false;
  port = 0;

  constructor(targetHost: string, targetPort: number) {
    this.server = net.createServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = net.connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Drops the open connections and every new one until `restore`. */
  cut() {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.skipIf(!onPostgresServer)('database outage (PostgreSQL only: set TEST_DATABASE_URL to run)', () => {
  let drop: () => Promise<void>;
  let proxy: CuttableProxy;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const target = new URL(created.url!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 3 });
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, ownsDatabase: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers 503 with the envelope while the database is unreachable, and recovers by itself', async () => {
    expect((await get('/api/products')).statusCode).toBe(200);
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });

    proxy.cut();
    // The answer read above may still be served from the catalog read cache for a second or two;
    // these reads must reach the database.
    app.catalogReads.clear();
    for (const url of ['/api/products', '/api/categories', '/api/cart']) {
      const res = await get(url, url === '/api/cart' ? { authorization: 'Bearer some-token' } : {});
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|select|127\.0\.0\.1/i);
    }
    const vi = await get('/api/products', { 'accept-language': 'vi' });
    expect(vi.json().message).toBe('Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.');
    const health = await get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', db: 'down' });

    proxy.restore();
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/products')).statusCode).toBe(200);
  });
});
