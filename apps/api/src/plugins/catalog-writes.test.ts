import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { ReadCache } from '../lib/read-cache';
import { catalogWritesPlugin } from './catalog-writes';

/** Routes that call nothing: whatever clears the cache, it is not the handler. */
async function appWithCatalogScope() {
  const app = Fastify();
  const clear = vi.fn();
  const reads: ReadCache = { read: (_key, load) => load(), clear };
  app.decorate('catalogReads', reads);
  app.decorate('searchDictionary', { get: () => Promise.reject(new Error('not read here')), invalidate: vi.fn() });
  const reindex = vi.fn();
  app.decorate('searchIndex', {
    get: () => Promise.reject(new Error('not read here')),
    invalidate: reindex,
    idle: async () => {},
    loaded: () => undefined,
  });
  await app.register(async (catalogData) => {
    await catalogData.register(catalogWritesPlugin);
    catalogData.post('/created', async (_request, reply) => reply.code(201).send({ ok: true }));
    catalogData.put('/refused', async (_request, reply) => reply.code(409).send({ ok: false }));
    catalogData.delete('/failed', async () => {
      throw new Error('after the commit');
    });
    catalogData.get('/read', async () => ({ ok: true }));
  });
  app.post('/elsewhere', async () => ({ ok: true }));
  await app.ready();
  return { app, clear, reindex };
}

describe('catalog writes clear the cached catalog answers', () => {
  it('after any successful write of a route in its scope, with no call in the handler', async () => {
    const { app, clear, reindex } = await appWithCatalogScope();
    expect((await app.inject({ method: 'POST', url: '/created' })).statusCode).toBe(201);
    expect(clear).toHaveBeenCalledTimes(1);
    // The search index asks the database what changed before the next search.
    expect(reindex).toHaveBeenCalledTimes(1);
  });

  it('after a server error, which may come after a commit', async () => {
    const { app, clear } = await appWithCatalogScope();
    expect((await app.inject({ method: 'DELETE', url: '/failed' })).statusCode).toBe(500);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('not after a refusal, a read, or a write outside its scope', async () => {
    const { app, clear, reindex } = await appWithCatalogScope();
    expect((await app.inject({ method: 'PUT', url: '/refused' })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/elsewhere' })).statusCode).toBe(200);
    expect(clear).not.toHaveBeenCalled();
    expect(reindex).not.toHaveBeenCalled();
  });
});
