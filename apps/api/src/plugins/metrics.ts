import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { createMetrics, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (lib/metrics); served at GET /api/metrics with METRICS_TOKEN. */
    metrics: Metrics;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>` with the configured token, compared in constant
 * time (of the digests, so neither the token's length nor its first differing character shows in the timing).
 */
function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const match = /^bearer\s+(.+?)\s*$/i.exec(request.headers.authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/**
 * Decorates `app.metrics`, times every request by its route pattern (an unknown URL counts as `unmatched`,
 * so a scanner cannot grow the label set), and serves `GET /api/metrics` in Prometheus' text format while
 * METRICS_TOKEN is set: without the token 401, without METRICS_TOKEN the route does not exist (404).
 * Registered before the routes, whose answers the hook times.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics({
      poolStats: app.database.poolStats,
      searchIndexSize: () => app.searchIndex.loaded()?.size,
    });
    app.decorate('metrics', metrics);
    app.addHook('onClose', async () => metrics.close());
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    const token = app.config.metricsToken;
    if (!token) return;
    app.get(
      '/api/metrics',
      {
        schema: {
          tags: ['operations'],
          summary: 'Prometheus metrics (Authorization: Bearer <METRICS_TOKEN>); absent while METRICS_TOKEN is unset',
          security: [{ bearerAuth: [] }],
        },
        onRequest: async (request) => {
          if (!hasMetricsToken(request, token)) throw unauthorized();
        },
      },
      async (_request, reply) => {
        reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
        return metrics.registry.metrics();
      },
    );
  },
  { name: 'metrics' },
);
