import { errorEnvelopeSchema, locationsEnvelopeSchema } from '@veggie/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { datasetTable, installedDatasetVersion, loadLocations, LOCATION_DATASET } from './locations.dataset';
import { locationDatasets, provinces, wards } from './locations.table';

describe('locations (the 2025 provinces and wards)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('holds the whole dataset after migrating: 34 provinces, 3,321 wards, each in a known province', async () => {
    const db = t.database.db;
    expect((await db.select({ n: count() }).from(provinces))[0]?.n).toBe(34);
    expect((await db.select({ n: count() }).from(wards))[0]?.n).toBe(3321);
    const [dataset] = await db.select().from(locationDatasets).where(eq(locationDatasets.name, LOCATION_DATASET));
    expect(dataset?.version).toBe(installedDatasetVersion());
  });

  it('lists the provinces, Hà Nội first, and the wards of one province', async () => {
    const res = await t.app.inject({ url: '/api/locations/provinces' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const list = locationsEnvelopeSchema.parse(res.json()).data;
    expect(list).toHaveLength(34);
    expect(list[0]).toEqual({ code: '01', name: 'Thành phố Hà Nội' });
    expect(list.map((p) => p.name)).toContain('Thành phố Hồ Chí Minh');

    const hcm = locationsEnvelopeSchema.parse(
      (await t.app.inject({ url: '/api/locations/provinces/79/wards' })).json(),
    );
    expect(hcm.data.length).toBe(168);
    expect(hcm.data.map((w) => w.name)).toContain('Phường Sài Gòn');
    const hanoi = locationsEnvelopeSchema.parse(
      (await t.app.inject({ url: '/api/locations/provinces/01/wards' })).json(),
    );
    expect(hanoi.data.map((w) => w.name)).toContain('Phường Ba Đình');
    expect(hanoi.data.map((w) => w.name)).not.toContain('Phường Sài Gòn');
  });

  it('answers 404 with a code for a province that does not exist, however it is written', async () => {
    for (const code of ['99', 'abc', '01%20', '0%31%31']) {
      const res = await t.app.inject({ url: `/api/locations/provinces/${code}/wards` });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('province_not_found');
    }
    // A dot-segment is no province code: the path names no route at all.
    const climbing = await t.app.inject({ url: '/api/locations/provinces/%2e%2e/wards' });
    expect(errorEnvelopeSchema.parse(climbing.json()).code).toBe('route_not_found');
  });

  it('loads again only for another version, and keeps units an address may still name', async () => {
    const db = t.database.db;
    await db.update(wards).set({ name: 'Tên cũ' }).where(eq(wards.code, '00004'));
    await db.insert(wards).values({ code: '99999', provinceCode: '01', name: 'Phường đã bỏ' });
    await loadLocations(db);
    expect((await db.select().from(wards).where(eq(wards.code, '00004')))[0]?.name).toBe('Tên cũ');

    await db.update(locationDatasets).set({ version: '0.0.1' });
    await loadLocations(db);
    expect((await db.select().from(wards).where(eq(wards.code, '00004')))[0]?.name).toBe('Phường Ba Đình');
    expect((await db.select().from(wards).where(eq(wards.code, '99999')))[0]?.name).toBe('Phường đã bỏ');
    expect((await db.select().from(locationDatasets))[0]?.version).toBe(installedDatasetVersion());
  });
});

describe('datasetTable', () => {
  it('parses one table of the dataset alone, brackets inside names included', () => {
    const json = Buffer.from(
      JSON.stringify([
        { type: 'header', version: '1.1' },
        { type: 'table', name: 'provinces', data: [{ province_code: '01', name: 'Hà Nội [cũ] {x}' }] },
        { type: 'table', name: 'wards', data: [{ ward_code: '00004', name: 'Phường "Ba] Đình"' }] },
      ]),
    );
    expect(datasetTable(json, 'provinces')).toEqual([{ province_code: '01', name: 'Hà Nội [cũ] {x}' }]);
    expect(datasetTable(json, 'wards')).toEqual([{ ward_code: '00004', name: 'Phường "Ba] Đình"' }]);
    expect(() => datasetTable(json, 'ward_mappings')).toThrow(/no table/);
  });
});
