import http from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkOrigin, type Config, type RateLimitSettings } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createReadCache, type ReadCache } from './lib/read-cache';
import { mailerPlugin, type Mailer } from './lib/mailer';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import type { CoversWard } from './modules/addresses/addresses.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoryAdminRoutes } from './modules/categories/categories.admin-routes';
import { categoryRoutes } from './modules/categories/categories.routes';
import type { CatalogContext } from './modules/catalog/catalog-context';
import { deliveryZonesAdminRoutes } from './modules/delivery/delivery-zones.admin-routes';
import { deliveryAdminRoutes } from './modules/delivery/delivery.admin-routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { coversWard } from './modules/delivery/delivery.service';
import { healthRoutes } from './modules/health/health.routes';
import { uploadRoutes } from './modules/images/images.routes';
import { createImageStore, type ImageStore } from './modules/images/images.store';
import { invoicesAdminRoutes, invoiceSettingsAdminRoutes } from './modules/invoices/invoices.admin-routes';
import { invoicesPlugin } from './modules/invoices/invoices.plugin';
import { invoiceRoutes, orderInvoiceRoutes } from './modules/invoices/invoices.routes';
import { locationRoutes } from './modules/locations/locations.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { ordersAdminRoutes, slotPackingListRoutes } from './modules/orders/orders.admin-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { paymentExpiryPlugin } from './modules/payments/payment-expiry.scheduler';
import {
  orderPaymentAdminRoutes,
  paymentAdminRoutes,
  paymentSettingsAdminRoutes,
} from './modules/payments/payments.admin-routes';
import { orderPaymentRoutes, paymentRoutes } from './modules/payments/payments.routes';
import { productAdminRoutes } from './modules/products/products.admin-routes';
import { productRoutes, traceRoutes } from './modules/products/products.routes';
import { imageInUse } from './modules/products/products.service';
import { securityEventRoutes } from './modules/security-events/security-events.routes';
import { searchAdminRoutes } from './modules/search/search.admin-routes';
import { createDictionaryCache, type DictionaryCache } from './modules/search/search.service';
import { indexedProducts } from './modules/products/products.search-index';
import { createSearchIndexCache, type SearchIndexCache } from './modules/search/search-index-cache';
import {
  contactMessagesAdminRoutes,
  newsletterSubscribersAdminRoutes,
} from './modules/shop-messages/shop-messages.admin-routes';
import { shopMessageRoutes } from './modules/shop-messages/shop-messages.routes';
import { SETTINGS_CACHE_MS } from './modules/settings/settings.service';
import { pointsRoutes, promotionAdminRoutes, promotionRoutes } from './modules/promotions/promotions.routes';
import { settingsAdminRoutes, settingsRoutes } from './modules/settings/settings.routes';
import { findSession, isAdmin } from './modules/users/sessions';
import { usersAdminRoutes } from './modules/users/users.admin-routes';
import { authPlugin } from './plugins/auth';
import { catalogCachePlugin } from './plugins/catalog-cache';
import { catalogWritesPlugin } from './plugins/catalog-writes';
import { compressPlugin } from './plugins/compress';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, errorsPlugin, routerErrorHandler } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { OneLinePerRequest, requestIdGenerator, requestIdPlugin, serializeRequest } from './plugins/request-id';
import { requestTargetPlugin } from './plugins/request-target';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { textInputPlugin } from './plugins/text-input';
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
  /** Prefix of the rate-limit keys in Redis (tests isolate their runs with it). */
  rateLimitKeyPrefix?: string;
  /** Every time the app reads (cache TTLs, rate-limit windows, expiries, stats); tests move it by hand. */
  clock?: Clock;
  /**
   * Whether this app runs the payment expiry sweep every PAYMENT_SWEEP_INTERVAL_MS: the server does; apps
   * built by tests do not unless they test it (they sweep by calling the service).
   */
  sweepPayments?: boolean;
  /**
   * Whether this app delivers the queued mail that is due every MAIL_SWEEP_INTERVAL_MS (retries, and mail a
   * process that died was holding): the server does; tests call `app.mailOutbox.deliverDue()` instead.
   */
  deliverMail?: boolean;
  /**
   * Whether this app makes and issues the e-invoices that are due every EINVOICE_SWEEP_INTERVAL_MS: the server
   * does; tests call the service's createDueInvoices and issueDueInvoices with `app.invoicing` instead.
   */
  issueInvoices?: boolean;
}

/** Bytes of a JSON (or any non-multipart) request body; see bodyLimit below. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Builds the whole application without listening, so tests drive it through `app.inject`. */
export async function buildApp({
  config,
  database,
  ownsDatabase = true,
  logger = false,
  mailer,
  rateLimits,
  rateLimitKeyPrefix,
  clock = systemClock,
  sweepPayments = false,
  deliverMail = false,
  issueInvoices = false,
}: AppDeps) {
  const app = Fastify({
    // Every line of a request's log carries its id (reqId); request lines never include headers or secrets.
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: serializeRequest, ...logger.serializers } }
        : logger,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new OneLinePerRequest(),
    // The largest real JSON bodies are about 30 KB: a product description of 5,000 characters sent
    // as \u escapes, or a 200-line cart merge with 64-character ids, pretty-printed. Twice that
    // leaves room; uploads have their own limit in the multipart plugin.
    bodyLimit: JSON_BODY_LIMIT,
    serverFactory: createHttpServer,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; by default request.ip is the peer.
    trustProxy: trustProxyOption(config.trustProxy),
    // Malicious `__proto__` / `constructor` keys are refused rather than silently merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
    // The errors plugin answers requests arriving while the app closes, in the error envelope.
    return503OnClosing: false,
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

  if (config.production && !config.publicUrl) {
    app.log.warn(
      `PUBLIC_URL is not set: links in mails point at ${linkOrigin(config)}, robots.txt names no sitemap and the ` +
        "sitemaps answer 404 (mail readers and search engines need the shop's address, which is never taken from " +
        "a request's Host header)",
    );
  } else if (!config.publicUrl) {
    app.log.info(`PUBLIC_URL is not set: links in mails point at ${linkOrigin(config)}, this machine's address`);
  }
  app.decorate('config', config);
  app.decorate('clock', clock);
  // The address book asks delivery whether a ward is served, without the module depending on it.
  app.decorate('coversWard', coversWard);
  // One per app, so two apps in one process (tests) never share answers; catalog writes clear it.
  app.decorate('catalogReads', createReadCache({ ttlMs: config.catalogCacheMs, now: () => clock.now() }));
  app.decorate('searchDictionary', createDictionaryCache(database.db, clock));
  app.decorate('searchIndex', createSearchIndexCache(indexedProducts(database.db), clock, app.log));
  app.decorate('settingsReads', createReadCache({ ttlMs: SETTINGS_CACHE_MS, now: () => clock.now() }));
  app.decorate('images', createImageStore(config, database.db));
  app.decorate('catalog', {
    db: database.db,
    images: app.images,
    publicUrl: config.publicUrl,
    reads: app.catalogReads,
    clock,
    // Only the products module sees both catalog tables; the catalog's base is given the check.
    imageInUse: (imageUrl: string) => imageInUse(database.db, imageUrl),
  } satisfies CatalogContext);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(requestTargetPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin);
  await app.register(corsPlugin);
  // Before any route: it attaches itself to each route as the route is added.
  await app.register(compressPlugin);
  // Before any route, so the global ceiling covers them all.
  await app.register(rateLimitPlugin, { overrides: rateLimits, keyPrefix: rateLimitKeyPrefix, clock });
  await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
  // Before the routes, so its hook times them all.
  await app.register(metricsPlugin);
  // Added after the database's own hook, so it runs first: a fresh search index still being read finishes
  // before the database closes under it.
  app.addHook('onClose', () => app.searchIndex.idle());
  await app.register(swaggerPlugin);
  await app.register(authPlugin, {
    findPrincipal: (token, now) => findSession(database.db, token, now),
    isAdmin,
  });
  await app.register(uploadsPlugin);
  await app.register(uploadRoutes);
  await app.register(mailerPlugin, { mailer });
  await app.register(mailPlugin, {
    deliver: deliverMail,
    events: {
      queued: () => app.metrics.mailsQueued.inc(),
      sent: () => app.metrics.mailsSent.inc(),
      failed: () => app.metrics.mailsFailed.inc(),
    },
  });
  if (sweepPayments) await app.register(paymentExpiryPlugin);
  await app.register(invoicesPlugin, { issue: issueInvoices });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // modules: one line each
      // Every route that changes products, categories or stock: a write through any of them clears the
      // cached catalog answers (plugins/catalog-writes). A new such route belongs in here.
      await api.register(async (catalogData) => {
        await catalogData.register(catalogWritesPlugin);
        // The public catalog reads are cacheable (ETag, short Cache-Control); nothing else under /api is.
        await catalogData.register(async (catalog) => {
          await catalog.register(catalogCachePlugin);
          await catalog.register(productRoutes, { prefix: '/products' });
          await catalog.register(categoryRoutes, { prefix: '/categories' });
        });
        await catalogData.register(productAdminRoutes, { prefix: '/products/admin/products' });
        await catalogData.register(categoryAdminRoutes, { prefix: '/categories/admin/categories' });
        await catalogData.register(ordersRoutes, { prefix: '/orders' });
        await catalogData.register(ordersAdminRoutes, { prefix: '/orders/admin/orders' });
        await catalogData.register(searchAdminRoutes, { prefix: '/admin/search' });
      });
      await api.register(traceRoutes, { prefix: '/trace' });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(accountDataRoutes, { prefix: '/auth' });
      await api.register(addressRoutes, { prefix: '/auth/addresses' });
      await api.register(usersAdminRoutes, { prefix: '/auth/admin/users' });
      await api.register(auditRoutes, { prefix: '/admin/audit' });
      await api.register(securityEventRoutes, { prefix: '/admin/security-events' });
      await api.register(shopMessageRoutes);
      await api.register(contactMessagesAdminRoutes, { prefix: '/admin/contact-messages' });
      await api.register(newsletterSubscribersAdminRoutes, { prefix: '/admin/newsletter-subscribers' });
      await api.register(settingsRoutes, { prefix: '/settings' });
      await api.register(settingsAdminRoutes, { prefix: '/admin/settings' });
      await api.register(locationRoutes, { prefix: '/locations' });
      await api.register(deliveryRoutes, { prefix: '/delivery' });
      await api.register(deliveryAdminRoutes, { prefix: '/admin/delivery' });
      await api.register(slotPackingListRoutes, { prefix: '/admin/delivery' });
      await api.register(deliveryZonesAdminRoutes, { prefix: '/admin/delivery' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(orderPaymentRoutes, { prefix: '/orders' });
      await api.register(orderPaymentAdminRoutes, { prefix: '/orders/admin/orders' });
      await api.register(promotionRoutes, { prefix: '/promotions' });
      await api.register(promotionAdminRoutes, { prefix: '/promotions/admin/promotions' });
      await api.register(pointsRoutes, { prefix: '/auth' });
      await api.register(paymentAdminRoutes, { prefix: '/admin/payments' });
      await api.register(paymentSettingsAdminRoutes, { prefix: '/admin/settings' });
      await api.register(orderInvoiceRoutes, { prefix: '/orders' });
      await api.register(invoiceRoutes, { prefix: '/invoices' });
      await api.register(invoicesAdminRoutes, { prefix: '/admin/invoices' });
      await api.register(invoiceSettingsAdminRoutes, { prefix: '/admin/settings' });
    },
    { prefix: '/api' },
  );

  // Last: the storefront's catch-all route takes whatever GET the API did not claim.
  if (config.webBuildDir) await app.register(webPlugin, { buildDir: config.webBuildDir });

  return app;
}

/**
 * The HTTP server with timeouts against slow clients (slowloris): headers must all arrive within
 * 10 s and the whole request within 30 s, checked every 2 s (Node checks every 30 s by default, so a
 * drip-feeding client could hold a socket that long); an idle socket is closed after 60 s.
 */
function createHttpServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(
    { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 },
    handler,
  );
  // Longer than a typical load balancer's idle timeout (60 s), so the proxy closes first, never us mid-reuse.
  server.keepAliveTimeout = 65_000;
  server.setTimeout(60_000);
  return server;
}

/** Fastify accepts a hop count at run time but its types do not: the same rule as a function. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** The shop's public catalog answers, shared for a moment (CATALOG_CACHE_MS). */
    catalogReads: ReadCache;
    /** The catalogue's words and synonyms, for completing and correcting searches (modules/search). */
    searchDictionary: DictionaryCache;
    /** The products' words held in this process, answering the shop's searches (docs/decisions/030). */
    searchIndex: SearchIndexCache;
    /** The shop settings, shared for a moment (modules/settings). */
    settingsReads: ReadCache;
    /** Where uploaded and seeded images are kept: disk or the database (IMAGE_STORE, modules/images). */
    images: ImageStore;
    /** What the catalog's services need (modules/catalog/catalog-context.ts), built once. */
    catalog: CatalogContext;
    /** Whether the shop delivers to a ward (modules/delivery), for the address book's default. */
    coversWard: CoversWard;
  }
}
