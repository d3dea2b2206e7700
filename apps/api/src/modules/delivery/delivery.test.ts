import { randomUUID } from 'node:crypto';
import {
  publicDeliveryZoneListEnvelopeSchema,
  deliveryOptionsEnvelopeSchema,
  errorEnvelopeSchema,
  slotLoadListEnvelopeSchema,
  toShopIso,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  closeDay,
  createAddress,
  createTemplates,
  createUserAt,
  createZone,
  PROVINCES,
  shopTime,
  WARDS,
} from '../../../test/delivery-fixtures';
import { bearer } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { AppError } from '../../lib/errors';
import { bookSlot, releaseSlot } from './delivery.service';
import { closedDays, deliverySlots, deliveryZones } from './delivery.table';

describe('delivery options, slots and booking', () => {
  let t: TestApp;
  const clock = manualClock();
  const setNow = (ms: number) => clock.advance(ms - clock.now());

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());
  // Every test draws its own map: zones (their templates and slots go with them) and closed days.
  afterEach(async () => {
    await t.app.db.delete(deliveryZones);
    await t.app.db.delete(closedDays);
  });

  const optionsOf = async (wardCode: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${wardCode}`, headers });
    expect(res.statusCode).toBe(200);
    return deliveryOptionsEnvelopeSchema.parse(res.json()).data;
  };
  const startsOf = async (wardCode: string) => (await optionsOf(wardCode)).slots.map((slot) => slot.start);
  const book = (slotId: string, zoneId: string) =>
    t.app.db.transaction((tx) => bookSlot(tx, { slotId, zoneId, now: new Date(clock.now()) }));
  const refusalOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { statusCode, key } = error as AppError;
    return { statusCode, key };
  };
  const bookedOf = async (slotId: string) =>
    (await t.app.db.select({ booked: deliverySlots.booked }).from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]
      ?.booked;

  it("answers a ward's zone, fee, thresholds and the open slots of seven days, in time order", async () => {
    // Monday 1 March 2027, 05:59 in Vietnam: the 08:00 slot (cut-off 120 min) still takes orders.
    setNow(shopTime('2027-03-01', '05:59'));
    const zone = await createZone(t.app.db, {
      name: 'Nội thành TP. Hồ Chí Minh',
      fee: 20_000,
      freeFrom: 300_000,
      minOrder: 100_000,
      wardCodes: [WARDS.saiGon],
    });
    await createTemplates(t.app.db, zone.id, { start: '16:00', end: '18:00', capacity: 5, cutoffMinutes: 120 });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 3, cutoffMinutes: 120 });

    const options = await optionsOf(WARDS.saiGon);
    expect(options).toMatchObject({
      zone: { _id: zone.id, name: 'Nội thành TP. Hồ Chí Minh' },
      fee: 20_000,
      freeFrom: 300_000,
      minOrder: 100_000,
    });
    expect(options.slots).toHaveLength(14);
    expect(options.slots[0]).toMatchObject({
      start: '2027-03-01T08:00:00+07:00',
      end: '2027-03-01T10:00:00+07:00',
      remaining: 3,
    });
    expect(options.slots[1]).toMatchObject({ start: '2027-03-01T16:00:00+07:00', remaining: 5 });
    expect(options.slots.at(-1)?.start).toBe('2027-03-07T16:00:00+07:00');
    const starts = options.slots.map((slot) => slot.start);
    expect([...starts].sort()).toEqual(starts);
  });

  it('stops offering a slot at its cut-off less the zone lead time, to the millisecond', async () => {
    const zone = await createZone(t.app.db, { wardCodes: [WARDS.saiGon], leadMinutes: 30 });
    await createTemplates(t.app.db, zone.id, { start: '10:00', end: '12:00', cutoffMinutes: 120 });
    // Closes at 10:00 − 120 min − 30 min = 07:30.
    setNow(shopTime('2027-03-01', '07:30') - 1);
    expect((await startsOf(WARDS.saiGon))[0]).toBe('2027-03-01T10:00:00+07:00');
    const [slot] = (await optionsOf(WARDS.saiGon)).slots;

    setNow(shopTime('2027-03-01', '07:30'));
    expect((await startsOf(WARDS.saiGon))[0]).toBe('2027-03-02T10:00:00+07:00');
    expect(await refusalOf(book(slot!._id, zone.id))).toEqual({ statusCode: 409, key: 'slotUnavailable' });
    expect(await bookedOf(slot!._id)).toBe(0);
  });

  it('turns the day over at midnight in Vietnam, not in UTC', async () => {
    const zone = await createZone(t.app.db, { wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00' });
    // 23:59 on Monday in Vietnam is 16:59 UTC: still Monday's seven days, Monday's slot already gone.
    setNow(shopTime('2027-03-01', '23:59'));
    let starts = await startsOf(WARDS.saiGon);
    expect(starts[0]).toBe('2027-03-02T08:00:00+07:00');
    expect(starts.at(-1)).toBe('2027-03-07T08:00:00+07:00');
    // One minute later it is Tuesday in Vietnam (UTC is still on Monday): the window reaches the next Monday.
    setNow(shopTime('2027-03-02', '00:00'));
    starts = await startsOf(WARDS.saiGon);
    expect(starts[0]).toBe('2027-03-02T08:00:00+07:00');
    expect(starts.at(-1)).toBe('2027-03-08T08:00:00+07:00');
    expect(starts).toHaveLength(7);
  });

  it('offers nothing on closed days (Tết), even for slots made before the day was closed', async () => {
    const zone = await createZone(t.app.db, { wardCodes: [WARDS.hoanKiem] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00' });
    setNow(shopTime('2027-02-04', '05:00'));
    // Looked at before Tết was entered: the slot of the 6th (Mùng 1) is made.
    const before = await optionsOf(WARDS.hoanKiem);
    const tetSlot = before.slots.find((slot) => slot.start.startsWith('2027-02-06'));
    expect(tetSlot).toBeDefined();

    for (const day of ['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09'])
      await closeDay(t.app.db, day);
    expect(await startsOf(WARDS.hoanKiem)).toEqual(['2027-02-04T08:00:00+07:00', '2027-02-10T08:00:00+07:00']);
    expect(await refusalOf(book(tetSlot!._id, zone.id))).toEqual({ statusCode: 409, key: 'slotUnavailable' });
    expect(await bookedOf(tetSlot!._id)).toBe(0);

    // A day closed before anyone looked at it gets no slot at all.
    await closeDay(t.app.db, '2027-02-11', 'Nghỉ bù');
    setNow(shopTime('2027-02-05', '05:00'));
    expect(await startsOf(WARDS.hoanKiem)).toEqual(['2027-02-10T08:00:00+07:00']);
    const made = await t.app.db.select().from(deliverySlots).where(eq(deliverySlots.zoneId, zone.id));
    expect(made.map((slot) => toShopIso(slot.startsAt).slice(0, 10))).not.toContain('2027-02-11');
  });

  it('lets a zone naming the ward win over one naming its province; inactive zones deliver nowhere', async () => {
    setNow(shopTime('2027-03-01', '05:00'));
    const city = await createZone(t.app.db, { name: 'TP. Hồ Chí Minh', fee: 35_000, provinceCodes: [PROVINCES.hcm] });
    const inner = await createZone(t.app.db, { name: 'Nội thành', fee: 20_000, wardCodes: [WARDS.saiGon] });
    await createZone(t.app.db, { name: 'Tạm ngưng', fee: 1_000, wardCodes: [WARDS.benThanh], active: false });

    expect((await optionsOf(WARDS.saiGon)).zone).toEqual({ _id: inner.id, name: 'Nội thành' });
    expect((await optionsOf(WARDS.benThanh)).zone).toEqual({ _id: city.id, name: 'TP. Hồ Chí Minh' });
    expect((await optionsOf(WARDS.phuMy)).fee).toBe(35_000);

    await t.app.db.update(deliveryZones).set({ active: false }).where(eq(deliveryZones.id, city.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${WARDS.benThanh}` });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('not_deliverable');
  });

  it('answers 400 not_deliverable outside every zone and for unknown wards, in the caller’s language', async () => {
    await createZone(t.app.db, { name: 'TP. Hồ Chí Minh', provinceCodes: [PROVINCES.hcm] });
    await createZone(t.app.db, { name: 'Hoàn Kiếm', wardCodes: [WARDS.hoanKiem] });
    await createZone(t.app.db, { name: 'Đã tắt', wardCodes: [WARDS.haiVan], active: false });
    for (const ward of [WARDS.haiVan, '99999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/delivery/options?wardCode=${ward}`,
        headers: { 'accept-language': 'vi' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'not_deliverable',
        message: 'Rất tiếc, chúng tôi chưa giao hàng đến địa chỉ này. Chúng tôi giao đến: Hoàn Kiếm, TP. Hồ Chí Minh',
      });
    }
  });

  it('lists where the shop delivers to anyone: the active zones with their terms and areas, by name', async () => {
    await createZone(t.app.db, {
      name: 'Nội thành',
      fee: 20_000,
      freeFrom: 300_000,
      minOrder: 100_000,
      provinceCodes: [PROVINCES.haNoi],
      wardCodes: [WARDS.saiGon],
    });
    await createZone(t.app.db, { name: 'Ngoại thành', fee: 30_000, freeFrom: null, provinceCodes: [PROVINCES.daNang] });
    await createZone(t.app.db, { name: 'Tạm dừng', wardCodes: [WARDS.benThanh], active: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery/zones' });
    expect(res.statusCode).toBe(200);
    const zones = publicDeliveryZoneListEnvelopeSchema.parse(res.json()).data;
    expect(zones.map((zone) => zone.name)).toEqual(['Ngoại thành', 'Nội thành']);
    expect(zones[1]).toMatchObject({
      fee: 20_000,
      freeFrom: 300_000,
      minOrder: 100_000,
      provinces: [{ code: PROVINCES.haNoi, name: 'Thành phố Hà Nội' }],
      wards: [{ code: WARDS.saiGon, name: 'Phường Sài Gòn', provinceCode: PROVINCES.hcm }],
    });
    // The admin's own fields (lead time, active, codes) stay in the admin's answer.
    expect(Object.keys(zones[1]!).sort()).toEqual(['_id', 'fee', 'freeFrom', 'minOrder', 'name', 'provinces', 'wards']);
  });

  it("answers for one of the caller's addresses; another's is 404, and asking by address needs a sign-in", async () => {
    setNow(shopTime('2027-03-01', '05:00'));
    const zone = await createZone(t.app.db, { name: 'Nội thành', wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00' });
    const owner = await createUserAt(t.app.db, clock.now());
    const stranger = await createUserAt(t.app.db, clock.now());
    const address = await createAddress(t.app.db, owner.user.id, {
      provinceCode: PROVINCES.hcm,
      wardCode: WARDS.saiGon,
    });
    const url = `/api/delivery/options?addressId=${address.id}`;

    const own = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(own.statusCode).toBe(200);
    expect(deliveryOptionsEnvelopeSchema.parse(own.json()).data).toMatchObject({ zone: { name: 'Nội thành' } });
    const theirs = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('address_not_found');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a query without a ward or an address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery/options' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('lists a full slot with 0 places left, and books until full: 409 slot_full, then a release frees a place', async () => {
    setNow(shopTime('2027-03-01', '05:00'));
    const zone = await createZone(t.app.db, { wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00', capacity: 2 });
    const [slot] = (await optionsOf(WARDS.saiGon)).slots;
    await book(slot!._id, zone.id);
    await book(slot!._id, zone.id);
    expect(await refusalOf(book(slot!._id, zone.id))).toEqual({ statusCode: 409, key: 'slotFull' });
    expect(await bookedOf(slot!._id)).toBe(2);
    expect((await optionsOf(WARDS.saiGon)).slots[0]).toMatchObject({ _id: slot!._id, remaining: 0 });

    await t.app.db.transaction((tx) => releaseSlot(tx, slot!._id));
    expect((await optionsOf(WARDS.saiGon)).slots[0]).toMatchObject({ _id: slot!._id, remaining: 1 });
  });

  it("refuses another zone's slot (409 slot_unavailable) and unknown or malformed ids (404 slot_not_found)", async () => {
    setNow(shopTime('2027-03-01', '05:00'));
    const zone = await createZone(t.app.db, { wardCodes: [WARDS.saiGon] });
    const other = await createZone(t.app.db, { wardCodes: [WARDS.hoanKiem] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00' });
    const [slot] = (await optionsOf(WARDS.saiGon)).slots;
    expect(await refusalOf(book(slot!._id, other.id))).toEqual({ statusCode: 409, key: 'slotUnavailable' });
    expect(await refusalOf(book(randomUUID(), zone.id))).toEqual({ statusCode: 404, key: 'slotNotFound' });
    expect(await refusalOf(book('not-a-uuid', zone.id))).toEqual({ statusCode: 404, key: 'slotNotFound' });
    expect(await bookedOf(slot!._id)).toBe(0);
  });

  it('makes each slot once when the first looks arrive together', async () => {
    setNow(shopTime('2027-03-01', '05:00'));
    const zone = await createZone(t.app.db, { wardCodes: [WARDS.saiGon] });
    await createTemplates(t.app.db, zone.id, { start: '08:00', end: '10:00' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => optionsOf(WARDS.saiGon)));
    for (const answer of answers) expect(answer.slots).toHaveLength(7);
    expect(await t.app.db.select().from(deliverySlots).where(eq(deliverySlots.zoneId, zone.id))).toHaveLength(7);
  });

  describe('admin slot load', () => {
    const loadOf = (token: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/delivery/slots${query}`, headers: bearer(token) });

    it("lists every zone's slots of a day, made from the templates, with capacity and bookings", async () => {
      setNow(shopTime('2027-03-01', '05:00'));
      const { token } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      const hcm = await createZone(t.app.db, { name: 'Nội thành TP. Hồ Chí Minh', wardCodes: [WARDS.saiGon] });
      const hn = await createZone(t.app.db, { name: 'Nội thành Hà Nội', wardCodes: [WARDS.hoanKiem] });
      await createTemplates(t.app.db, hcm.id, { start: '08:00', end: '10:00', capacity: 20 });
      await createTemplates(t.app.db, hn.id, { start: '08:00', end: '10:00', capacity: 15, weekdays: [3] });
      await createTemplates(t.app.db, hn.id, { start: '14:00', end: '16:00', capacity: 10 });

      // Wednesday 3 March, a day nobody has looked at yet.
      const res = await loadOf(token, '?date=2027-03-03');
      expect(res.statusCode).toBe(200);
      const slots = slotLoadListEnvelopeSchema.parse(res.json()).data;
      expect(slots.map((s) => [s.zone.name, s.start, s.capacity, s.booked])).toEqual([
        ['Nội thành Hà Nội', '2027-03-03T08:00:00+07:00', 15, 0],
        ['Nội thành TP. Hồ Chí Minh', '2027-03-03T08:00:00+07:00', 20, 0],
        ['Nội thành Hà Nội', '2027-03-03T14:00:00+07:00', 10, 0],
      ]);

      await book(slots[1]!._id, hcm.id);
      // Today (Monday 1 March) by default: Hà Nội's morning window is for Wednesdays only.
      const today = slotLoadListEnvelopeSchema.parse((await loadOf(token)).json()).data;
      expect(today.map((s) => [s.zone.name, s.start])).toEqual([
        ['Nội thành TP. Hồ Chí Minh', '2027-03-01T08:00:00+07:00'],
        ['Nội thành Hà Nội', '2027-03-01T14:00:00+07:00'],
      ]);
      const again = slotLoadListEnvelopeSchema.parse((await loadOf(token, '?date=2027-03-03')).json()).data;
      expect(again[1]).toMatchObject({ _id: slots[1]!._id, booked: 1 });
    });

    it('refuses dates that do not exist, shoppers (403) and strangers (401)', async () => {
      const { token: admin } = await createUserAt(t.app.db, clock.now(), { role: 'admin' });
      const { token: shopper } = await createUserAt(t.app.db, clock.now());
      for (const date of ['2027-02-30', '2027-13-01', 'tomorrow']) {
        const res = await loadOf(admin, `?date=${date}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_failed');
      }
      expect((await loadOf(shopper)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/delivery/slots' })).statusCode).toBe(401);
    });
  });
});
