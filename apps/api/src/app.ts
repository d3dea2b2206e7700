import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Whether closing the app closes the database (the server owns it; tests may share one). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening, so tests drive it through `app.inject`. */
export async function buildApp({ config, database, ownsDatabase = true, logger = false }: AppDeps) {
  const app = Fastify({
    logger,
    // A JSON body beyond 1 MiB is refused; uploads have their own limit in the multipart plugin.
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // Malicious `__proto__` / `constructor` keys are refused rather than silently merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
  app.decorate('config', config);
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(uploadsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // modules: one line each
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
