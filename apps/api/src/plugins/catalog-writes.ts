import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Forgets the shop's cached catalog answers (app.catalogReads), and has the search dictionary look for
 * new words (app.searchDictionary) and the search index for changed products (app.searchIndex), after
 * every write answered by a route of
 * the scope it is registered in: the routes that change products, categories or stock. The scope decides,
 * not each service, so a write added there cannot forget it. onSend runs once the handler's transaction
 * has committed and before the answer leaves, so the writer's next read is already fresh. A 4xx is a
 * refusal that changed nothing and keeps the cache; a 5xx may come after a commit and clears it.
 */
export const catalogWritesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async function clearCatalogReads(request, reply) {
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (WRITES.has(request.method) && !refused) {
        app.catalogReads.clear();
        app.searchDictionary.invalidate();
        app.searchIndex.invalidate();
      }
    });
  },
  { name: 'catalog-writes' },
);
