import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { mailerPlugin, type Mailer } from './lib/mailer';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoryAdminRoutes } from './modules/categories/categories.admin-routes';
import { categoryRoutes } from './modules/categories/categories.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { productAdminRoutes } from './modules/products/products.admin-routes';
import { productRoutes } from './modules/products/products.routes';
import { usersAdminRoutes } from './modules/users/users.admin-routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin, type RateLimitSettings } from './plugins/rate-limit';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';
import { webPlugin } from './plugins/web';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Whether closing the app closes the database (the server owns it; tests may share one). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (tests capture outgoing mail with it). */
  mailer?: Mailer;
  /** Overrides some rate limits (tests). */
  rateLimits?: Partial<RateLimitSettings>;
}

/** Builds the whole application without listening, so tests drive it through `app.inject`. */
export async function buildApp({ config, database, ownsDatabase = true, logger = false, mailer, rateLimits }: AppDeps) {
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

  // Bodyless calls (checkout, clearing the cart) may still say `application/json`: treat an empty body
  // as no body instead of "invalid JSON". Everything else goes through Fastify's own safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
  app.decorate('config', config);
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(uploadsPlugin);
  await app.register(rateLimitPlugin, { overrides: rateLimits });
  await app.register(mailerPlugin, { mailer });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // modules: one line each
      await api.register(productRoutes, { prefix: '/products' });
      await api.register(productAdminRoutes, { prefix: '/products/admin/products' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(categoryAdminRoutes, { prefix: '/categories/admin/categories' });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(ordersAdminRoutes, { prefix: '/orders/admin/orders' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersAdminRoutes, { prefix: '/auth/admin/users' });
    },
    { prefix: '/api' },
  );

  // Last: the storefront's catch-all route takes whatever GET the API did not claim.
  if (config.webBuildDir) await app.register(webPlugin, { buildDir: config.webBuildDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
