import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, localUrl } from './config';
import { serveBackups } from './db/backup/shop-socket';
import { openDatabase } from './db/client';
import { DatabaseNewerThanCodeError } from './db/schema-version';
import { adminBanner, seedIfEmpty } from './db/seed/seed';

// This file runs from apps/api/src (tsx) or apps/api/dist (the bundle): apps/web is two levels up either way.
const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
// Without a web build (API work, `npm run dev` where Vite serves the pages) the server runs the API alone.
const hasWebBuild = existsSync(`${webBuildDir}/server/index.js`);

async function main() {
  const config = loadConfig(undefined, { webBuildDir: hasWebBuild ? webBuildDir : undefined });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/db`,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await database.migrate();
  // The uploads folder is served from the start, before the seed or the first upload writes to it.
  await mkdir(config.uploadsDir, { recursive: true });
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
    sweepPayments: true,
    deliverMail: true,
    issueInvoices: true,
  });

  // `npm run backup` asks this process for the embedded database's backup (see shop-socket.ts).
  const backups =
    database.kind === 'pglite'
      ? await serveBackups(config.dataDir, database, config.uploadsDir, (err) =>
          app.log.error({ err }, 'a backup failed'),
        )
      : null;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await backups?.close();
    await app.close();
  });

  if (!hasWebBuild)
    app.log.warn(`no web build in ${webBuildDir}: serving the API only (npm run build adds the storefront)`);
  const seeded = await seedIfEmpty(database.db, config, app.log);
  if (seeded) process.stdout.write(adminBanner(seeded));

  await app.listen({ port: config.port, host: config.host });
  // Read the search index now rather than in the first shopper's search (seconds at 100,000 products).
  app.searchIndex.get().catch((err: unknown) => app.log.error({ err }, 'the search index could not be read'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`Veggie Market is ready at ${config.publicUrl ?? localUrl(config.host, port)}\n`);
}

main().catch((error: unknown) => {
  // The operator's mistake, told in a sentence: a bad variable, or an older release started on a newer database.
  if (error instanceof ConfigError || error instanceof DatabaseNewerThanCodeError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
