import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerDatabase,
  requirePostgres,
  requireServerBundle,
  startServer,
  stopAll,
  temporaryFolder,
} from './harness';
import { checkout, checkoutStorm, expectShopConsistent, prepareShop, tally, type DatabaseTarget } from './shop';

const CUSTOMERS = 80;
/** Three products that together hold about a third of what the carts ask for. */
const STOCKS = [25, 18, 12];
/**
 * The kill comes after this many answers, two of them orders, with most checkouts still in flight. A
 * refusal for short stock answers in a few milliseconds and an order only after its transaction and
 * confirmation mail, so the first dozen answers may all be refusals: waiting for orders too keeps the
 * kill between acknowledged orders and ones in flight.
 */
const KILL_AFTER_ANSWERS = 12;
const KILL_AFTER_ORDERS = 2;

/**
 * The server is SIGKILLed in the middle of a checkout storm, restarted on the same database, and
 * every customer whose answer was lost retries with the same Idempotency-Key.
 */
async function crashDuringStorm(target: DatabaseTarget, env: Record<string, string>) {
  const shop = await prepareShop(target, { customers: CUSTOMERS, stocks: STOCKS });
  const server = await startServer('api', env);
  const outcomes = await checkoutStorm(server.url, shop.customers, {
    interrupt: { afterAnswers: KILL_AFTER_ANSWERS, afterOrders: KILL_AFTER_ORDERS, run: () => server.kill() },
  });
  const afterKill = tally(outcomes);
  expect(afterKill.created, 'orders acknowledged before the kill').toBeGreaterThan(0);
  expect(afterKill.unknown, 'checkouts still in flight at the kill').toBeGreaterThan(0);

  // Straight after the crash, as any other instance would see it. Not on PGlite: opening its folder
  // here would run the crash recovery that the restart below must manage on its own.
  if ('url' in target) await expectShopConsistent(target, shop, outcomes);

  const restarted = await startServer('api (restarted)', env);
  const health = await fetch(`${restarted.url}/api/health`);
  expect(health.status).toBe(200);
  await Promise.all(
    shop.customers.map(async (customer, i) => {
      if (outcomes[i]!.kind === 'unknown') outcomes[i] = await checkout(restarted.url, customer);
    }),
  );
  const afterRetry = tally(outcomes);
  expect(afterRetry.unknown, 'every retry is answered').toBe(0);
  expect(afterRetry.created + afterRetry.replayed + afterRetry.refused).toBe(CUSTOMERS);
  await restarted.stop();
  await expectShopConsistent(target, shop, outcomes);
}

describe('SIGKILL during a checkout storm', () => {
  beforeAll(async () => {
    requireServerBundle();
    await requirePostgres();
  });
  afterAll(() => stopAll());

  it('on PostgreSQL: loses no acknowledged order, leaves no order without lines, and stock = initial − sold', async () => {
    const url = await createServerDatabase();
    const dataDir = await temporaryFolder('veggie-faults-pg-');
    await crashDuringStorm({ url }, { DATABASE_URL: url, DATA_DIR: dataDir });
  });

  it('on the embedded PGlite: the data folder reopens after the kill with the same guarantees', async () => {
    const dataDir = await temporaryFolder('veggie-faults-pglite-');
    await crashDuringStorm({ dataDir: path.join(dataDir, 'db') }, { DATA_DIR: dataDir });
  });
});
