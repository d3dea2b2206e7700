import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the opened database to every module; closing the app closes it too when we own it. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
});
