import {
  ADDRESS_BOOK_MAX,
  addressEnvelopeSchema,
  addressListEnvelopeSchema,
  errorEnvelopeSchema,
  type AddressInput,
  type DeliveryAddress,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { bearer, createUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { addresses } from './addresses.table';
import { defaultAddressOf, ownAddress } from './addresses.service';

const HANOI = '01';
const BA_DINH = '00004';
const HOAN_KIEM = '00070';
const HCMC = '79';
const SAI_GON = '26740';

const input = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  receiverName: 'Nguyễn Văn An',
  phone: '0912 345 678',
  provinceCode: HANOI,
  wardCode: BA_DINH,
  street: '12 Điện Biên Phủ',
  ...overrides,
});

describe('the address book (/auth/addresses)', () => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-11-26T03:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const shopper = async () => (await createUser(t.database.db)).token;
  const list = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/addresses', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return addressListEnvelopeSchema.parse(res.json()).data;
  };
  const post = (token: string, payload: object, headers: Record<string, string> = {}) => {
    // Each address a moment after the one before, so "newest" is well defined.
    clock.advance(1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/addresses',
      headers: { ...bearer(token), ...headers },
      payload,
    });
  };
  const add = async (token: string, overrides: Partial<AddressInput> = {}): Promise<DeliveryAddress> => {
    const res = await post(token, input(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return addressEnvelopeSchema.parse(res.json()).data;
  };
  const put = (token: string, id: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auth/addresses/${id}`,
      headers: { ...bearer(token), ...headers },
      payload,
    });
  const remove = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/addresses/${id}`, headers: bearer(token) });

  it('asks for a session on every route, before looking at the body', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/auth/addresses'],
      ['POST', '/api/auth/addresses'],
      ['PUT', `/api/auth/addresses/${id}`],
      ['DELETE', `/api/auth/addresses/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { junk: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds an address, the first one the default, phone stored E.164 and shown the national way', async () => {
    const token = await shopper();
    expect(await list(token)).toEqual([]);

    const res = await post(token, input({ phone: '+84 912 345 678' }), { 'accept-language': 'vi' });
    expect(res.statusCode).toBe(201);
    const body = addressEnvelopeSchema.parse(res.json());
    expect(body.message).toBe('Đã lưu địa chỉ');
    expect(body.data).toEqual({
      _id: expect.any(String),
      receiverName: 'Nguyễn Văn An',
      phone: '0912 345 678',
      province: { code: HANOI, name: 'Thành phố Hà Nội' },
      ward: { code: BA_DINH, name: 'Phường Ba Đình' },
      street: '12 Điện Biên Phủ',
      isDefault: true,
    });
    const second = await add(token, { phone: '0912 345 678', provinceCode: HCMC, wardCode: SAI_GON });
    expect(second.isDefault).toBe(false);

    const rows = await t.database.db.select().from(addresses).where(eq(addresses.id, body.data._id));
    expect(rows[0]?.phone).toBe('+84912345678');
    const [secondRow] = await t.database.db.select().from(addresses).where(eq(addresses.id, second._id));
    expect(secondRow?.phone).toBe('+84912345678');
    expect(await list(token)).toEqual([body.data, second]);
  });

  it('lists the default first, then the newest, and only the caller’s own', async () => {
    const token = await shopper();
    const stranger = await shopper();
    const first = await add(token, { street: 'first' });
    const second = await add(token, { street: 'second' });
    const third = await add(token, { street: 'third' });
    await add(stranger, { street: 'not yours' });
    expect((await list(token)).map((a) => a._id)).toEqual([first._id, third._id, second._id]);
  });

  it('refuses numbers a shipper cannot call, as a field error in the caller’s language, storing nothing', async () => {
    const token = await shopper();
    for (const phone of ['0123456789', '12345', '+1 212 555 0100', '0912 345 67']) {
      const res = await post(token, input({ phone }));
      expect(res.statusCode, phone).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.code, phone).toBe('validation_failed');
      expect(body.errors, phone).toEqual([
        { field: 'phone', message: 'Enter a Vietnamese phone number, for example 0912 345 678' },
      ]);
    }
    const vi = await post(token, input({ phone: '0123456789' }), { 'accept-language': 'vi' });
    expect(vi.json().errors).toEqual([{ field: 'phone', message: 'Nhập số điện thoại Việt Nam, ví dụ 0912 345 678' }]);
    expect(await list(token)).toEqual([]);
  });

  it('refuses a ward outside the province and an unknown province, naming the field, storing nothing', async () => {
    const token = await shopper();
    const outside = await post(token, input({ provinceCode: HCMC, wardCode: BA_DINH }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'ward_not_in_province',
      message: 'This ward is not in the chosen province',
      errors: [{ field: 'wardCode', message: 'This ward is not in the chosen province' }],
    });
    const unknownWard = await post(token, input({ wardCode: '99999' }));
    expect(unknownWard.json()).toMatchObject({ code: 'ward_not_in_province' });
    const unknownProvince = await post(token, input({ provinceCode: '99' }), { 'accept-language': 'vi' });
    expect(unknownProvince.statusCode).toBe(400);
    expect(unknownProvince.json()).toMatchObject({
      code: 'province_not_found',
      message: 'Không tìm thấy tỉnh/thành phố',
      errors: [{ field: 'provinceCode', message: 'Không tìm thấy tỉnh/thành phố' }],
    });
    const blank = await post(token, { ...input(), receiverName: '  ', street: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('validation_failed');
    expect(await list(token)).toEqual([]);
  });

  it('moves the default with isDefault: true, on create and on update, keeping exactly one', async () => {
    const token = await shopper();
    const first = await add(token);
    const second = await add(token, { isDefault: true, street: 'second' });
    expect(second.isDefault).toBe(true);
    expect((await list(token)).map((a) => [a._id, a.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);

    const res = await put(token, first._id, input({ isDefault: true, street: 'first, again' }));
    expect(res.statusCode).toBe(200);
    expect(addressEnvelopeSchema.parse(res.json()).data).toMatchObject({ isDefault: true, street: 'first, again' });
    expect((await list(token)).map((a) => [a._id, a.isDefault])).toEqual([
      [first._id, true],
      [second._id, false],
    ]);

    // false on the default leaves it there: a book with addresses always has one.
    const kept = await put(token, first._id, input({ isDefault: false, street: 'still the default' }));
    expect(addressEnvelopeSchema.parse(kept.json()).data.isDefault).toBe(true);
    expect((await list(token)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('replaces the whole address on PUT, re-checking phone and ward', async () => {
    const token = await shopper();
    const address = await add(token);
    const res = await put(
      token,
      address._id,
      input({
        receiverName: 'Trần Thị Bình',
        phone: '0987.654.321',
        provinceCode: HCMC,
        wardCode: SAI_GON,
        street: '5 Lê Lợi',
      }),
      { 'accept-language': 'vi' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Đã lưu địa chỉ');
    expect(addressEnvelopeSchema.parse(res.json()).data).toEqual({
      _id: address._id,
      receiverName: 'Trần Thị Bình',
      phone: '0987 654 321',
      province: { code: HCMC, name: 'Thành phố Hồ Chí Minh' },
      ward: { code: SAI_GON, name: 'Phường Sài Gòn' },
      street: '5 Lê Lợi',
      isDefault: true,
    });
    const missingField = await put(token, address._id, { receiverName: 'x' });
    expect(missingField.statusCode).toBe(400);
  });

  it('refuses PUT and DELETE on another shopper’s, an unknown or a malformed id with 404, changing nothing', async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const address = await add(owner);
    const before = await list(owner);
    for (const id of [address._id, '00000000-0000-4000-8000-000000000000', 'not-an-id', '1%27%20or%201=1']) {
      for (const res of [await put(intruder, id, input({ street: 'taken over' })), await remove(intruder, id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json(), id).toMatchObject({ code: 'address_not_found', message: 'Address not found' });
      }
    }
    expect(await list(owner)).toEqual(before);
  });

  it('refuses a PUT that breaks a rule without changing the address or the default', async () => {
    const token = await shopper();
    const first = await add(token);
    const second = await add(token, { street: 'second' });
    const before = await list(token);
    const cases: [object, string][] = [
      [input({ isDefault: true, phone: '0123456789' }), 'validation_failed'],
      [input({ isDefault: true, provinceCode: HCMC, wardCode: HOAN_KIEM }), 'ward_not_in_province'],
      [input({ isDefault: true, provinceCode: '00' }), 'province_not_found'],
    ];
    for (const [payload, code] of cases) {
      const res = await put(token, second._id, payload);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await list(token)).toEqual(before);
    expect(before[0]?._id).toBe(first._id);
  });

  it('deletes an address; deleting the default makes the newest remaining one the default', async () => {
    const token = await shopper();
    const oldest = await add(token, { street: 'oldest' });
    const middle = await add(token, { street: 'middle' });
    const newest = await add(token, { street: 'newest' });

    const notDefault = await remove(token, middle._id);
    expect(notDefault.statusCode).toBe(200);
    expect(notDefault.json()).toEqual({ success: true, message: 'Address deleted' });
    expect((await list(token)).map((a) => [a.street, a.isDefault])).toEqual([
      ['oldest', true],
      ['newest', false],
    ]);

    await add(token, { street: 'middle again' });
    await put(token, oldest._id, input({ street: 'oldest', isDefault: true }));
    expect((await remove(token, oldest._id)).statusCode).toBe(200);
    expect((await list(token)).map((a) => [a.street, a.isDefault])).toEqual([
      ['middle again', true],
      ['newest', false],
    ]);
    expect((await remove(token, oldest._id)).statusCode).toBe(404);

    for (const { _id } of await list(token)) await remove(token, _id);
    expect(await list(token)).toEqual([]);
    expect(newest.isDefault).toBe(false);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses, refused in the caller's language, storing nothing`, async () => {
    const token = await shopper();
    for (let i = 0; i < ADDRESS_BOOK_MAX; i += 1) await add(token, { street: `Số ${i}` });
    const before = await list(token);
    const res = await post(token, input({ isDefault: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'too_many_addresses', message: 'You can keep at most 10 addresses' });
    const vi = await post(token, input(), { 'accept-language': 'vi' });
    expect(vi.json().message).toBe('Bạn chỉ có thể lưu tối đa 10 địa chỉ');
    expect(await list(token)).toEqual(before);

    // A deletion makes room again.
    await remove(token, before[3]!._id);
    expect((await post(token, input())).statusCode).toBe(201);
  });

  it(`never passes ${ADDRESS_BOOK_MAX} addresses, nor two defaults, under concurrent saves${onPostgresServer ? ' (PostgreSQL)' : ''}`, async () => {
    const token = await shopper();
    for (let i = 0; i < ADDRESS_BOOK_MAX - 3; i += 1) await add(token, { street: `Số ${i}` });
    clock.advance(1000);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/addresses',
          headers: bearer(token),
          payload: input({ street: `Cùng lúc ${i}`, isDefault: true }),
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    for (const res of results.filter((r) => r.statusCode === 400)) {
      expect(res.json().code).toBe('too_many_addresses');
    }
    const book = await list(token);
    expect(book).toHaveLength(ADDRESS_BOOK_MAX);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('moves the default safely when several addresses ask for it at once', async () => {
    const token = await shopper();
    const book = [await add(token), await add(token), await add(token), await add(token)];
    const results = await Promise.all(
      book.map((address) => put(token, address._id, input({ street: address.street, isDefault: true }))),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await list(token)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  describe('for other modules', () => {
    it('ownAddress gives the caller’s address with the phone as stored, and 404 for any other', async () => {
      const { user, token } = await createUser(t.database.db);
      const { user: other } = await createUser(t.database.db);
      const address = await add(token, { phone: '0912 345 678' });
      expect(await ownAddress(t.database.db, user.id, address._id)).toEqual({ ...address, phone: '+84912345678' });
      for (const [userId, id] of [
        [other.id, address._id],
        [user.id, 'not-an-id'],
        [user.id, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        await expect(ownAddress(t.database.db, userId, id)).rejects.toMatchObject({
          statusCode: 404,
          key: 'addressNotFound',
        });
      }
    });

    it('defaultAddressOf gives the default with the phone as stored, undefined for an empty book', async () => {
      const { user, token } = await createUser(t.database.db);
      expect(await defaultAddressOf(t.database.db, user.id)).toBeUndefined();
      await add(token);
      const chosen = await add(token, { isDefault: true, phone: '0987 654 321', street: 'chosen' });
      expect(await defaultAddressOf(t.database.db, user.id)).toEqual({ ...chosen, phone: '+84987654321' });
    });
  });
});
