import { addressEnvelopeSchema, addressListEnvelopeSchema, type AddressInput } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { createZone, PROVINCES, WARDS } from '../../../test/delivery-fixtures';
import { bearer, createUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';

const inSaiGon = { provinceCode: PROVINCES.hcm, wardCode: WARDS.saiGon };
const inHaiVan = { provinceCode: PROVINCES.daNang, wardCode: WARDS.haiVan };

/** The shop delivers to Phường Sài Gòn only: an address in Đà Nẵng is outside every zone. */
describe(`the default address follows where the shop delivers (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-11-26T03:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    await createZone(t.app.db, { name: 'Nội thành', wardCodes: [WARDS.saiGon] });
  });
  afterAll(() => t.close());

  const shopper = async () => (await createUser(t.database.db)).token;
  const add = async (token: string, place: Pick<AddressInput, 'provinceCode' | 'wardCode'>, isDefault?: boolean) => {
    clock.advance(1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addresses',
      headers: bearer(token),
      payload: { receiverName: 'Lan', phone: '0912 345 678', street: '12 Lý Tự Trọng', ...place, isDefault },
    });
    expect(res.statusCode, res.body).toBe(201);
    return addressEnvelopeSchema.parse(res.json()).data;
  };
  const defaultOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/addresses', headers: bearer(token) });
    return addressListEnvelopeSchema.parse(res.json()).data.find((address) => address.isDefault)?._id ?? null;
  };

  it('does not make a first address outside every zone the default; the first one delivered to is', async () => {
    const token = await shopper();
    const outside = await add(token, inHaiVan);
    expect(outside.isDefault).toBe(false);
    expect(await defaultOf(token)).toBeNull();
    const inside = await add(token, inSaiGon);
    expect(inside.isDefault).toBe(true);
    // A later address outside does not take the default either.
    await add(token, inHaiVan);
    expect(await defaultOf(token)).toBe(inside._id);
  });

  it('makes an address outside every zone the default when the shopper asks', async () => {
    const token = await shopper();
    await add(token, inSaiGon);
    const outside = await add(token, inHaiVan, true);
    expect(await defaultOf(token)).toBe(outside._id);
  });

  it('moves the default of a deleted address to the newest one delivered to, else to none', async () => {
    const token = await shopper();
    const older = await add(token, inSaiGon);
    await add(token, inHaiVan);
    const current = await add(token, inSaiGon, true);
    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/addresses/${id}`, headers: bearer(token) });
    expect((await remove(current._id)).statusCode).toBe(200);
    expect(await defaultOf(token)).toBe(older._id);
    expect((await remove(older._id)).statusCode).toBe(200);
    expect(await defaultOf(token)).toBeNull();
  });
});
