import { randomUUID } from 'node:crypto';
import { orderEnvelopeSchema, packingListEnvelopeSchema, type CreateOrderBody } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import {
  createAddress,
  createTemplates,
  createUserAt,
  createZone,
  openSlotsOf,
  PROVINCES,
  shopTime,
  WARDS,
} from '../../../test/delivery-fixtures';
import {
  addToCart as addToCartOf,
  bearer,
  cartOf as cartOfShopper,
  createProduct,
  postOrder,
  stockOf as storedStock,
} from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import type { DeliveryZoneRow } from '../delivery/delivery.table';
import { deliverySlots } from '../delivery/delivery.table';
import { DEMO_SHOP_SETTINGS } from '../settings/settings.defaults';
import type { ProductRow } from '../products/products.table';
import { anonymiseOrdersOf } from './orders.service';
import { orders } from './orders.table';

describe(`checkout with delivery (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  // Monday 1 March 2027, 05:00 in Vietnam: the day's 08:00 slots (cut-off 120 min) are still open.
  const clock = manualClock(shopTime('2027-03-01', '05:00'));
  const setNow = (ms: number) => clock.advance(ms - clock.now());
  /** Nội thành: 20.000 ₫, free from 300.000 ₫, at least 100.000 ₫; Sài Gòn and Bến Thành. */
  let inner: DeliveryZoneRow;
  let outer: DeliveryZoneRow;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    inner = await createZone(t.app.db, {
      name: 'Nội thành TP. Hồ Chí Minh',
      fee: 20_000,
      freeFrom: 300_000,
      minOrder: 100_000,
      wardCodes: [WARDS.saiGon, WARDS.benThanh],
    });
    outer = await createZone(t.app.db, {
      name: 'Nội thành Hà Nội',
      fee: 30_000,
      freeFrom: null,
      minOrder: 0,
      wardCodes: [WARDS.hoanKiem],
    });
    await createTemplates(t.app.db, inner.id, { start: '08:00', end: '10:00', capacity: 50, cutoffMinutes: 120 });
    await createTemplates(t.app.db, outer.id, { start: '08:00', end: '10:00', capacity: 50, cutoffMinutes: 120 });
  });
  afterAll(() => t.close());

  const shopper = (fixture: { phone?: string; address?: string } = {}) => createUserAt(t.app.db, clock.now(), fixture);
  const addToCart = (token: string, product: ProductRow, quantity: number) =>
    addToCartOf(t.app, token, product, quantity);
  const checkout = (token: string, body?: CreateOrderBody, headers: Record<string, string> = {}) =>
    postOrder(t.app, token, body, headers);
  const cartOf = (token: string) => cartOfShopper(t.app, token);
  const stockOf = (productId: string) => storedStock(t.app.db, productId);
  const ordersOfUser = (userId: string) => t.app.db.select().from(orders).where(eq(orders.userId, userId));
  const bookedOf = async (slotId: string) =>
    (await t.app.db.select({ booked: deliverySlots.booked }).from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]
      ?.booked;
  const ordersHolding = async (slotId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.deliverySlotId, slotId))).filter(
      (o) => o.status !== 'cancelled',
    ).length;
  const slotsOf = (wardCode: string) => openSlotsOf(t.app, wardCode);
  /** A shopper with an address in a ward and `subtotal` worth of one product in the cart. */
  const buyer = async ({
    wardCode = WARDS.saiGon,
    subtotal = 120_000,
    stock = 100,
  }: { wardCode?: string; subtotal?: number; stock?: number } = {}) => {
    const { user, token } = await shopper();
    const provinceCode =
      wardCode === WARDS.hoanKiem ? PROVINCES.haNoi : wardCode === WARDS.haiVan ? PROVINCES.daNang : PROVINCES.hcm;
    const address = await createAddress(t.app.db, user.id, { wardCode, provinceCode });
    const product = await createProduct(t.app.db, { price: subtotal, stock });
    await addToCart(token, product, 1);
    return { user, token, address, product };
  };
  /** Asserts a refusal changed nothing: no order, the cart kept, the stock and the slot's count as before. */
  const expectNothingChanged = async (
    { user, token, product }: Awaited<ReturnType<typeof buyer>>,
    slot?: { id: string; booked: number },
  ) => {
    expect(await ordersOfUser(user.id)).toEqual([]);
    expect(await cartOf(token)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(100);
    if (slot) expect(await bookedOf(slot.id)).toBe(slot.booked);
  };

  describe('without a body (the spec’s client)', () => {
    it('ships to the profile with no slot, cash on delivery and the default fee (0 until set)', async () => {
      const { user, token } = await shopper({ phone: '0912 345 678', address: '5 Hai Bà Trưng, Hà Nội' });
      const product = await createProduct(t.app.db, { price: 40_000, stock: 10 });
      await addToCart(token, product, 2);
      const res = await checkout(token);
      expect(res.statusCode).toBe(201);
      expect(orderEnvelopeSchema.parse(res.json()).data).toMatchObject({
        subtotal: 80_000,
        deliveryFee: 0,
        totalAmount: 80_000,
        shipping: { name: user.name, phone: '0912 345 678', address: '5 Hai Bà Trưng, Hà Nội' },
        delivery: { slot: null, address: null, note: '' },
        payment: { method: 'cod', status: 'unpaid' },
      });
    });

    it("charges the shop settings' default fee once an admin sets one", async () => {
      const { token: admin } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/shop',
        headers: bearer(admin),
        payload: { ...DEMO_SHOP_SETTINGS, delivery: { ...DEMO_SHOP_SETTINGS.delivery, defaultFee: 15_000 } },
      });
      expect(saved.statusCode).toBe(200);
      const { token } = await shopper();
      await addToCart(token, await createProduct(t.app.db, { price: 50_000 }), 1);
      const res = await checkout(token);
      expect(res.statusCode).toBe(201);
      expect(orderEnvelopeSchema.parse(res.json()).data).toMatchObject({
        subtotal: 50_000,
        deliveryFee: 15_000,
        totalAmount: 65_000,
      });
      // Back to the demo's 0 for the other tests.
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/shop',
        headers: bearer(admin),
        payload: DEMO_SHOP_SETTINGS,
      });
    });

    it('still asks for profile details when no address is chosen', async () => {
      const { token } = await shopper({ phone: '', address: '' });
      await addToCart(token, await createProduct(t.app.db), 1);
      const res = await checkout(token, { note: 'Gọi trước khi giao' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('missing_shipping_details');
    });
  });

  describe('to an address-book address', () => {
    it('snapshots the address, books the slot, stores the trimmed note and charges the zone fee', async () => {
      // A shopper whose profile has no phone nor address: the address book is enough.
      const { user, token } = await shopper({ phone: '', address: '' });
      const address = await createAddress(t.app.db, user.id, {
        receiverName: 'Lê Thị Hoa',
        phone: '+84987654321',
        street: '45 Lê Thánh Tôn',
        wardCode: WARDS.benThanh,
        provinceCode: PROVINCES.hcm,
      });
      const product = await createProduct(t.app.db, { price: 60_000, stock: 10 });
      await addToCart(token, product, 2);
      const [slot] = await slotsOf(WARDS.benThanh);

      const res = await checkout(token, { addressId: address.id, slotId: slot!._id, note: '  Gọi trước 15 phút  ' });
      expect(res.statusCode).toBe(201);
      const order = orderEnvelopeSchema.parse(res.json()).data;
      expect(order).toMatchObject({
        subtotal: 120_000,
        deliveryFee: 20_000,
        totalAmount: 140_000,
        shipping: {
          name: 'Lê Thị Hoa',
          phone: '0987 654 321',
          address: '45 Lê Thánh Tôn, Phường Bến Thành, Thành phố Hồ Chí Minh',
        },
        delivery: {
          slot: { start: '2027-03-01T08:00:00+07:00', end: '2027-03-01T10:00:00+07:00' },
          address: {
            _id: address.id,
            receiverName: 'Lê Thị Hoa',
            phone: '0987 654 321',
            ward: { code: WARDS.benThanh, name: 'Phường Bến Thành' },
            province: { code: PROVINCES.hcm },
            street: '45 Lê Thánh Tôn',
          },
          note: 'Gọi trước 15 phút',
        },
        payment: { method: 'cod' },
      });
      const [row] = await ordersOfUser(user.id);
      expect(row).toMatchObject({ deliveryWardCode: WARDS.benThanh, deliverySlotId: slot!._id });
      expect(row?.deliveryAddress?.phone).toBe('+84987654321');
      expect(await bookedOf(slot!._id)).toBe(1);
      expect(await cartOf(token)).toEqual([]);
    });

    it('charges the fee up to one dong below the free threshold and nothing from it', async () => {
      for (const [subtotal, fee] of [
        [299_999, 20_000],
        [300_000, 0],
      ] as const) {
        const { token, address } = await buyer({ subtotal });
        const res = await checkout(token, { addressId: address.id });
        expect(res.statusCode).toBe(201);
        expect(orderEnvelopeSchema.parse(res.json()).data).toMatchObject({
          subtotal,
          deliveryFee: fee,
          totalAmount: subtotal + fee,
        });
      }
    });

    it('takes an order of exactly the minimum and refuses one dong less, naming the amounts, changing nothing', async () => {
      const exact = await buyer({ subtotal: 100_000 });
      expect((await checkout(exact.token, { addressId: exact.address.id })).statusCode).toBe(201);

      const short = await buyer({ subtotal: 99_999 });
      const [slot] = await slotsOf(WARDS.saiGon);
      const booked = (await bookedOf(slot!._id))!;
      const en = await checkout(short.token, { addressId: short.address.id, slotId: slot!._id });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        code: 'below_minimum_order',
        message: 'Orders to Nội thành TP. Hồ Chí Minh start at 100,000\u00a0₫: add 1\u00a0₫ more',
      });
      const vi = await checkout(short.token, { addressId: short.address.id }, { 'accept-language': 'vi' });
      expect(vi.json().message).toBe(
        'Đơn giao đến Nội thành TP. Hồ Chí Minh tối thiểu 100.000\u00a0₫: hãy mua thêm 1\u00a0₫',
      );
      await expectNothingChanged(short, { id: slot!._id, booked });
    });

    it('refuses an address outside every zone with 400 not_deliverable, changing nothing', async () => {
      const far = await buyer({ wardCode: WARDS.haiVan });
      const res = await checkout(far.token, { addressId: far.address.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('not_deliverable');
      await expectNothingChanged(far);
    });

    it("refuses another shopper's address (404) and a slot without an address (400 on addressId)", async () => {
      const mine = await buyer();
      const theirs = await buyer();
      const stolen = await checkout(mine.token, { addressId: theirs.address.id });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().code).toBe('address_not_found');

      const [slot] = await slotsOf(WARDS.saiGon);
      const noAddress = await checkout(mine.token, { slotId: slot!._id });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'addressId' }] });
      await expectNothingChanged(mine);
    });

    it('refuses bank transfer while the shop has no bank account (400 payment_method_unavailable), changing nothing', async () => {
      const b = await buyer();
      const res = await checkout(b.token, { addressId: b.address.id, paymentMethod: 'bank_transfer' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('payment_method_unavailable');
      await expectNothingChanged(b);
      expect((await checkout(b.token, { addressId: b.address.id, paymentMethod: 'cod' })).statusCode).toBe(201);
    });

    it("refuses a full slot (409 slot_full), a cut-off one and another zone's (409 slot_unavailable), changing nothing", async () => {
      const [small] = await createTemplates(t.app.db, inner.id, {
        start: '19:00',
        end: '20:00',
        capacity: 1,
        cutoffMinutes: 60,
        weekdays: [1],
      });
      const slot = (await slotsOf(WARDS.saiGon)).find((s) => s.start === '2027-03-01T19:00:00+07:00')!;
      expect(small).toBeDefined();
      const first = await buyer();
      expect((await checkout(first.token, { addressId: first.address.id, slotId: slot._id })).statusCode).toBe(201);

      const second = await buyer();
      const full = await checkout(second.token, { addressId: second.address.id, slotId: slot._id });
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('slot_full');
      await expectNothingChanged(second, { id: slot._id, booked: 1 });

      const [hanoiSlot] = await slotsOf(WARDS.hoanKiem);
      const elsewhere = await checkout(second.token, { addressId: second.address.id, slotId: hanoiSlot!._id });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().code).toBe('slot_unavailable');
      await expectNothingChanged(second, { id: hanoiSlot!._id, booked: 0 });

      const [morning] = await slotsOf(WARDS.saiGon);
      setNow(shopTime('2027-03-01', '06:00'));
      try {
        const late = await checkout(second.token, { addressId: second.address.id, slotId: morning!._id });
        expect(late.statusCode).toBe(409);
        expect(late.json().code).toBe('slot_unavailable');
        await expectNothingChanged(second);
      } finally {
        setNow(shopTime('2027-03-01', '05:00'));
      }
      const unknown = await checkout(second.token, { addressId: second.address.id, slotId: randomUUID() });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('slot_not_found');
    });
  });

  it('never books a slot past its capacity when buyers check out at the same moment', async () => {
    await createTemplates(t.app.db, inner.id, { start: '12:00', end: '13:00', capacity: 3, weekdays: [1] });
    const slot = (await slotsOf(WARDS.saiGon)).find((s) => s.start === '2027-03-01T12:00:00+07:00')!;
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()));

    const results = await Promise.all(
      buyers.map(({ token, address }) => checkout(token, { addressId: address.id, slotId: slot._id })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'slot_full')).toBe(true);
    expect(await bookedOf(slot._id)).toBe(3);
    expect(await ordersHolding(slot._id)).toBe(3);
    // The refused kept their carts and their stock.
    for (const [i, b] of buyers.entries()) {
      if (statuses[i] === 409) expect(await stockOf(b.product.id)).toBe(100);
    }
  });

  it("forgets the address snapshot and the note when the shopper's orders are anonymised (account deletion)", async () => {
    const b = await buyer();
    expect((await checkout(b.token, { addressId: b.address.id, note: 'Cổng sau, gọi chị Bích' })).statusCode).toBe(201);
    await t.app.db.transaction((tx) => anonymiseOrdersOf(tx, b.user.id));
    const [row] = await ordersOfUser(b.user.id);
    expect(row).toMatchObject({ deliveryAddress: null, deliveryNote: '', shippingName: '', shippingPhone: '' });
    // The ward alone names nobody; it keeps the order on its slot's route.
    expect(row?.deliveryWardCode).toBe(WARDS.saiGon);
  });

  describe('admin status changes and deletion', () => {
    const setStatus = (token: string, orderId: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${orderId}/status`,
        headers: bearer(token),
        payload: { status },
      });

    it('gives the place back on cancelling and takes it again on restoring; refuses to restore into a full slot', async () => {
      const { token: admin } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      await createTemplates(t.app.db, inner.id, { start: '13:00', end: '14:00', capacity: 1, weekdays: [1] });
      const slot = (await slotsOf(WARDS.saiGon)).find((s) => s.start === '2027-03-01T13:00:00+07:00')!;
      const first = await buyer();
      const placed = orderEnvelopeSchema.parse(
        (await checkout(first.token, { addressId: first.address.id, slotId: slot._id })).json(),
      ).data;
      expect(await bookedOf(slot._id)).toBe(1);

      expect((await setStatus(admin, placed._id, 'cancelled')).statusCode).toBe(200);
      expect(await bookedOf(slot._id)).toBe(0);
      expect((await setStatus(admin, placed._id, 'processing')).statusCode).toBe(200);
      expect(await bookedOf(slot._id)).toBe(1);

      // Cancelled again, and meanwhile someone else takes the only place.
      await setStatus(admin, placed._id, 'cancelled');
      const second = await buyer();
      expect((await checkout(second.token, { addressId: second.address.id, slotId: slot._id })).statusCode).toBe(201);
      const refused = await setStatus(admin, placed._id, 'shipped');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('slot_full');
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed._id));
      expect(row?.status).toBe('cancelled');
      expect(await stockOf(first.product.id)).toBe(100);
      expect(await bookedOf(slot._id)).toBe(1);
      expect(await ordersHolding(slot._id)).toBe(1);
    });

    it('gives the place back when deleting an order not yet delivered, and keeps it counted for a delivered one', async () => {
      const { token: admin } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      await createTemplates(t.app.db, inner.id, { start: '15:00', end: '16:00', capacity: 5, weekdays: [1] });
      const slot = (await slotsOf(WARDS.saiGon)).find((s) => s.start === '2027-03-01T15:00:00+07:00')!;
      const place = async () => {
        const b = await buyer();
        return orderEnvelopeSchema.parse(
          (await checkout(b.token, { addressId: b.address.id, slotId: slot._id })).json(),
        ).data._id;
      };
      const pending = await place();
      const delivered = await place();
      await setStatus(admin, delivered, 'delivered');
      expect(await bookedOf(slot._id)).toBe(2);
      const remove = (id: string) =>
        t.app.inject({ method: 'DELETE', url: `/api/orders/admin/orders/${id}`, headers: bearer(admin) });
      expect((await remove(pending)).statusCode).toBe(200);
      expect(await bookedOf(slot._id)).toBe(1);
      expect((await remove(delivered)).statusCode).toBe(200);
      expect(await bookedOf(slot._id)).toBe(1);
    });
  });

  describe('packing list', () => {
    it("lists a slot's orders that are not cancelled, with lines and addresses, grouped by ward in code order", async () => {
      const { token: admin } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      await createTemplates(t.app.db, inner.id, { start: '17:00', end: '18:00', capacity: 10, weekdays: [1] });
      const slot = (await slotsOf(WARDS.saiGon)).find((s) => s.start === '2027-03-01T17:00:00+07:00')!;
      // Sài Gòn (26740) is placed first, Bến Thành (26743) comes after it in code order... and 26740 < 26743.
      const placeIn = async (wardCode: string, note = '') => {
        const b = await buyer({ wardCode });
        const res = await checkout(b.token, { addressId: b.address.id, slotId: slot._id, note });
        return orderEnvelopeSchema.parse(res.json()).data;
      };
      const benThanh = await placeIn(WARDS.benThanh, 'Để ở bảo vệ');
      const saiGon1 = await placeIn(WARDS.saiGon);
      const saiGon2 = await placeIn(WARDS.saiGon);
      const cancelled = await placeIn(WARDS.saiGon);
      await t.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/orders/${cancelled._id}/status`,
        headers: bearer(admin),
        payload: { status: 'cancelled' },
      });

      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/delivery/slots/${slot._id}/packing-list`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const list = packingListEnvelopeSchema.parse(res.json()).data;
      expect(list.slot).toMatchObject({
        _id: slot._id,
        zone: { name: 'Nội thành TP. Hồ Chí Minh' },
        start: '2027-03-01T17:00:00+07:00',
        capacity: 10,
        booked: 3,
      });
      expect(list.wards.map((w) => [w.ward.code, w.ward.name, w.province.code, w.orders.map((o) => o._id)])).toEqual([
        [WARDS.saiGon, 'Phường Sài Gòn', PROVINCES.hcm, [saiGon1._id, saiGon2._id]],
        [WARDS.benThanh, 'Phường Bến Thành', PROVINCES.hcm, [benThanh._id]],
      ]);
      expect(list.wards[1]?.orders[0]).toMatchObject({
        receiverName: 'Trần Thị Bích',
        phone: '0912 345 678',
        street: '12 Lý Tự Trọng',
        note: 'Để ở bảo vệ',
        status: 'processing',
        paymentMethod: 'cod',
        totalAmount: 120_000 + 20_000,
        lines: [{ quantity: 1, priceEach: 120_000, unitLabel: 'phần', unitLabelEn: 'portion' }],
      });
    });

    it('answers 404 for an unknown slot, 403 for a shopper and 401 for a stranger', async () => {
      const { token: admin } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      const { token: user } = await shopper();
      const url = (id: string) => `/api/admin/delivery/slots/${id}/packing-list`;
      for (const id of [randomUUID(), 'nope']) {
        const res = await t.app.inject({ method: 'GET', url: url(id), headers: bearer(admin) });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('slot_not_found');
      }
      expect((await t.app.inject({ method: 'GET', url: url(randomUUID()), headers: bearer(user) })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'GET', url: url(randomUUID()) })).statusCode).toBe(401);
    });
  });
});
