import {
  adminAuditListSchema,
  closedDayEnvelopeSchema,
  closedDayListEnvelopeSchema,
  deliveryZoneEnvelopeSchema,
  deliveryZoneListEnvelopeSchema,
  errorEnvelopeSchema,
  slotTemplateEnvelopeSchema,
  slotTemplateListEnvelopeSchema,
  type DeliveryZone,
  type DeliveryZoneInput,
  type SlotTemplateInput,
} from '@veggie/contract';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { auditLog } from '../audit/audit.table';
import { closedDays, deliverySlots, deliveryZones, slotTemplates } from './delivery.table';

const BASE = '/api/admin/delivery';
const HOUR = 60 * 60 * 1000;
/** Thursday 26 November 2026, 10:00 in Vietnam. */
const NOW = Date.UTC(2026, 10, 26, 3);
/** Phường Ba Đình, in Hà Nội (01). */
const BA_DINH = '00004';

const innerHcm: DeliveryZoneInput = {
  name: 'Nội thành TP.HCM',
  fee: 20_000,
  freeFrom: 300_000,
  minOrder: 100_000,
  leadMinutes: 60,
  provinceCodes: ['79'],
  wardCodes: [],
  active: true,
};

describe('delivery zones, slot templates and closed days (admin)', () => {
  const clock = manualClock(NOW);
  let t: TestApp;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    adminToken = (await createUser(t.database.db, { role: 'admin', email: 'dispatch@veggie.test' })).token;
    shopperToken = (await createUser(t.database.db)).token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = adminToken) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const refusal = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe(code);
  };
  const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  const lastAudit = async (entityType: string) =>
    adminAuditListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/audit?entityType=${entityType}`,
          headers: bearer(adminToken),
        })
      ).json(),
    ).data[0];
  const createZone = async (input: DeliveryZoneInput = innerHcm): Promise<DeliveryZone> => {
    const res = await call('POST', '/zones', input);
    expect(res.statusCode, res.body).toBe(201);
    return deliveryZoneEnvelopeSchema.parse(res.json()).data;
  };
  const createTemplate = async (input: SlotTemplateInput) => {
    const res = await call('POST', '/templates', input);
    expect(res.statusCode, res.body).toBe(201);
    return slotTemplateEnvelopeSchema.parse(res.json()).data;
  };

  describe('who may call', () => {
    it('answers 401 without a token and 403 to a shopper, on every route', async () => {
      const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
        ['GET', '/zones'],
        ['POST', '/zones'],
        ['PUT', '/zones/x'],
        ['DELETE', '/zones/x'],
        ['GET', '/templates'],
        ['POST', '/templates'],
        ['PUT', '/templates/x'],
        ['DELETE', '/templates/x'],
        ['GET', '/closed-days'],
        ['POST', '/closed-days'],
        ['DELETE', '/closed-days/2026-12-01'],
      ];
      for (const [method, url] of routes) {
        const anonymous = await t.app.inject({ method, url: `${BASE}${url}` });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        refusal(await call(method, url, method === 'GET' ? undefined : {}, shopperToken), 403, 'forbidden');
      }
    });

    it('documents every route in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, object> };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          `${BASE}/zones`,
          `${BASE}/zones/{id}`,
          `${BASE}/templates`,
          `${BASE}/templates/{id}`,
          `${BASE}/closed-days`,
          `${BASE}/closed-days/{date}`,
        ]),
      );
    });
  });

  describe('zones', () => {
    it('creates a zone of a province and single wards, names them, lists it and records who did it', async () => {
      const zone = await createZone({ ...innerHcm, name: 'Ba Đình và TP.HCM', wardCodes: [BA_DINH, BA_DINH] });
      expect(zone).toMatchObject({
        name: 'Ba Đình và TP.HCM',
        fee: 20_000,
        freeFrom: 300_000,
        minOrder: 100_000,
        leadMinutes: 60,
        active: true,
        provinceCodes: ['79'],
        wardCodes: [BA_DINH],
        provinces: [{ code: '79', name: 'Thành phố Hồ Chí Minh' }],
        wards: [{ code: BA_DINH, name: 'Phường Ba Đình', provinceCode: '01' }],
      });
      const list = deliveryZoneListEnvelopeSchema.parse((await call('GET', '/zones')).json()).data;
      expect(list.find((z) => z._id === zone._id)).toEqual(zone);
      expect(await lastAudit('delivery_zone')).toMatchObject({
        actor: { email: 'dispatch@veggie.test' },
        action: 'delivery_zone.created',
        entity: { type: 'delivery_zone', id: zone._id },
        details: { name: 'Ba Đình và TP.HCM' },
      });
    });

    it('replaces a zone and records the fields that changed; a save that changes nothing records nothing', async () => {
      const zone = await createZone();
      const res = await call('PUT', `/zones/${zone._id}`, {
        ...innerHcm,
        fee: 15_000,
        freeFrom: null,
        provinceCodes: [],
        wardCodes: [BA_DINH],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(deliveryZoneEnvelopeSchema.parse(res.json()).data).toMatchObject({
        fee: 15_000,
        freeFrom: null,
        provinces: [],
        wardCodes: [BA_DINH],
      });
      expect(await lastAudit('delivery_zone')).toMatchObject({
        action: 'delivery_zone.updated',
        details: { name: innerHcm.name, fields: ['fee', 'freeFrom', 'provinces', 'wards'] },
      });
      const before = await auditCount();
      const again = await call('PUT', `/zones/${zone._id}`, {
        ...innerHcm,
        fee: 15_000,
        freeFrom: null,
        provinceCodes: [],
        wardCodes: [BA_DINH],
      });
      expect(again.statusCode).toBe(200);
      expect(await auditCount()).toBe(before);
    });

    it('refuses unknown province or ward codes with 400 naming them, and changes nothing', async () => {
      const zone = await createZone();
      const before = await auditCount();
      const zonesBefore = (await t.database.db.select({ n: count() }).from(deliveryZones))[0]?.n;
      const created = await call('POST', '/zones', { ...innerHcm, provinceCodes: ['79', '99'], wardCodes: ['X1'] });
      refusal(created, 400, 'unknown_location_codes');
      expect(errorEnvelopeSchema.parse(created.json()).message).toContain('99, X1');
      refusal(
        await call('PUT', `/zones/${zone._id}`, { ...innerHcm, name: 'Khác', wardCodes: ['X1'] }),
        400,
        'unknown_location_codes',
      );
      expect((await t.database.db.select({ n: count() }).from(deliveryZones))[0]?.n).toBe(zonesBefore);
      const [row] = await t.database.db.select().from(deliveryZones).where(eq(deliveryZones.id, zone._id));
      expect(row?.name).toBe(innerHcm.name);
      expect(await auditCount()).toBe(before);
    });

    it("refuses negative or fractional money and a missing name, in the caller's language", async () => {
      for (const bad of [
        { ...innerHcm, fee: -1 },
        { ...innerHcm, minOrder: 1.5 },
        { ...innerHcm, freeFrom: -100 },
        { ...innerHcm, name: '  ' },
        { ...innerHcm, leadMinutes: -5 },
      ]) {
        refusal(await call('POST', '/zones', bad), 400, 'validation_failed');
      }
      const vi = await t.app.inject({
        method: 'POST',
        url: `${BASE}/zones`,
        headers: { ...bearer(adminToken), 'accept-language': 'vi' },
        payload: { ...innerHcm, fee: -1 },
      });
      expect(errorEnvelopeSchema.parse(vi.json()).errors?.[0]).toEqual({
        field: 'fee',
        message: 'Phải lớn hơn hoặc bằng 0',
      });
    });

    it('answers 404 for an unknown or malformed zone id, in English and Vietnamese', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        refusal(await call('PUT', `/zones/${id}`, innerHcm), 404, 'delivery_zone_not_found');
        refusal(await call('DELETE', `/zones/${id}`), 404, 'delivery_zone_not_found');
      }
      const vi = await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/zones/not-a-uuid`,
        headers: { ...bearer(adminToken), 'accept-language': 'vi' },
      });
      expect(errorEnvelopeSchema.parse(vi.json()).message).toBe('Không tìm thấy khu vực giao hàng');
    });

    it('deletes a zone with its templates and slots, and records it', async () => {
      const zone = await createZone();
      const template = await createTemplate({
        zoneId: zone._id,
        weekday: 5,
        start: '08:00',
        end: '10:00',
        capacity: 5,
        cutoffMinutes: 60,
        active: true,
      });
      await t.database.db.insert(deliverySlots).values({
        zoneId: zone._id,
        templateId: template._id,
        startsAt: new Date(NOW + 22 * HOUR),
        endsAt: new Date(NOW + 24 * HOUR),
        closesAt: new Date(NOW + 20 * HOUR),
        capacity: 5,
        booked: 1,
      });
      const res = await call('DELETE', `/zones/${zone._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Delivery zone deleted' });
      expect(await t.database.db.select().from(slotTemplates).where(eq(slotTemplates.zoneId, zone._id))).toEqual([]);
      expect(await t.database.db.select().from(deliverySlots).where(eq(deliverySlots.zoneId, zone._id))).toEqual([]);
      expect(await lastAudit('delivery_zone')).toMatchObject({
        action: 'delivery_zone.deleted',
        details: { name: innerHcm.name },
      });
    });
  });

  describe('slot templates', () => {
    let zone: DeliveryZone;
    const morning = (): SlotTemplateInput => ({
      zoneId: zone._id,
      weekday: 5,
      start: '08:00',
      end: '10:00',
      capacity: 10,
      cutoffMinutes: 120,
      active: true,
    });
    beforeAll(async () => {
      zone = await createZone({ ...innerHcm, name: 'Khung giờ' });
    });

    it("creates a zone's weekly windows and lists them by weekday and start, for that zone only", async () => {
      const other = await createZone({ ...innerHcm, name: 'Vùng khác' });
      const friday = await createTemplate({ ...morning(), start: '14:00', end: '16:00' });
      const earlier = await createTemplate(morning());
      const monday = await createTemplate({ ...morning(), weekday: 1 });
      await createTemplate({ ...morning(), zoneId: other._id });
      const res = await call('GET', `/templates?zoneId=${zone._id}`);
      const list = slotTemplateListEnvelopeSchema.parse(res.json()).data;
      expect(list.map((x) => x._id)).toEqual([monday._id, earlier._id, friday._id]);
      expect(earlier).toEqual({ _id: earlier._id, ...morning() });
      expect(slotTemplateListEnvelopeSchema.parse((await call('GET', '/templates?zoneId=nope')).json()).data).toEqual(
        [],
      );
      expect(await lastAudit('slot_template')).toMatchObject({
        action: 'slot_template.created',
        details: { name: 'Vùng khác 08:00–10:00' },
      });
    });

    it('refuses an end before its start, a bad time, a capacity below 1 and an unknown zone; nothing changes', async () => {
      const before = await auditCount();
      const templatesBefore = (await t.database.db.select({ n: count() }).from(slotTemplates))[0]?.n;
      const closes = await call('POST', '/templates', { ...morning(), start: '10:00', end: '08:00' });
      refusal(closes, 400, 'validation_failed');
      expect(errorEnvelopeSchema.parse(closes.json()).errors).toEqual([
        { field: 'end', message: 'The closing time must be after the opening time' },
      ]);
      refusal(
        await call('POST', '/templates', { ...morning(), start: '10:00', end: '10:00' }),
        400,
        'validation_failed',
      );
      refusal(await call('POST', '/templates', { ...morning(), start: '8:00' }), 400, 'validation_failed');
      refusal(await call('POST', '/templates', { ...morning(), capacity: 0 }), 400, 'validation_failed');
      refusal(await call('POST', '/templates', { ...morning(), weekday: 8 }), 400, 'validation_failed');
      const noZone = await call('POST', '/templates', { ...morning(), zoneId: '00000000-0000-4000-8000-000000000000' });
      refusal(noZone, 400, 'delivery_zone_not_found');
      expect(errorEnvelopeSchema.parse(noZone.json()).errors?.[0]?.field).toBe('zoneId');
      expect((await t.database.db.select({ n: count() }).from(slotTemplates))[0]?.n).toBe(templatesBefore);
      expect(await auditCount()).toBe(before);
    });

    it('answers 404 for an unknown or malformed template id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', '12']) {
        refusal(await call('PUT', `/templates/${id}`, morning()), 404, 'slot_template_not_found');
        refusal(await call('DELETE', `/templates/${id}`), 404, 'slot_template_not_found');
      }
    });

    describe('carrying a change to the slots already made', () => {
      let templateId: string;
      const slot = (hoursAhead: number, booked: number) => ({
        zoneId: zone._id,
        templateId,
        startsAt: new Date(NOW + hoursAhead * HOUR),
        endsAt: new Date(NOW + (hoursAhead + 2) * HOUR),
        closesAt: new Date(NOW + (hoursAhead - 3) * HOUR),
        capacity: 10,
        booked,
      });
      const slotsById = async () =>
        new Map(
          (await t.database.db.select().from(deliverySlots).orderBy(asc(deliverySlots.startsAt))).map((row) => [
            row.id,
            row,
          ]),
        );
      let started: string;
      let full: string;
      let empty: string;

      beforeEach(async () => {
        templateId = (await createTemplate(morning()))._id;
        const rows = await t.database.db
          .insert(deliverySlots)
          .values([slot(-1, 8), slot(22, 6), slot(22 + 7 * 24, 0)])
          .returning();
        [started, full, empty] = rows.map((row) => row.id) as [string, string, string];
      });

      it('a new capacity reaches future slots, never below their bookings; a started slot keeps its own', async () => {
        const res = await call('PUT', `/templates/${templateId}`, { ...morning(), capacity: 4 });
        expect(res.statusCode, res.body).toBe(200);
        const rows = await slotsById();
        expect(rows.get(started)?.capacity).toBe(10);
        expect(rows.get(full)).toMatchObject({ capacity: 6, booked: 6 });
        expect(rows.get(empty)?.capacity).toBe(4);

        await call('PUT', `/templates/${templateId}`, { ...morning(), capacity: 12 });
        expect((await slotsById()).get(full)?.capacity).toBe(12);
        expect(await lastAudit('slot_template')).toMatchObject({
          action: 'slot_template.updated',
          details: { fields: ['capacity'] },
        });
      });

      it('a new cut-off moves the closing time of future slots, with the zone lead time on top', async () => {
        await call('PUT', `/templates/${templateId}`, { ...morning(), cutoffMinutes: 30 });
        const rows = await slotsById();
        // 30 minutes' cut-off plus the zone's 60 minutes' lead.
        expect(rows.get(full)?.closesAt.getTime()).toBe(NOW + 22 * HOUR - 90 * 60 * 1000);
        expect(rows.get(started)?.closesAt.getTime()).toBe(NOW - 4 * HOUR);
      });

      it("a zone's new lead time moves the closing time of its future slots", async () => {
        await call('PUT', `/zones/${zone._id}`, { ...innerHcm, name: 'Khung giờ', leadMinutes: 0 });
        const rows = await slotsById();
        expect(rows.get(empty)?.closesAt.getTime()).toBe(NOW + (22 + 7 * 24) * HOUR - 120 * 60 * 1000);
        await call('PUT', `/zones/${zone._id}`, { ...innerHcm, name: 'Khung giờ' });
      });

      it('another time takes future slots out: unbooked ones go, booked ones stay closed to new bookings', async () => {
        await call('PUT', `/templates/${templateId}`, { ...morning(), start: '09:00' });
        const rows = await slotsById();
        expect(rows.has(empty)).toBe(false);
        expect(rows.get(full)).toMatchObject({ templateId: null, capacity: 6, booked: 6 });
        expect(rows.get(started)).toMatchObject({ templateId, capacity: 10 });
      });

      it('deleting a template removes its future unbooked slots and keeps the booked ones', async () => {
        const res = await call('DELETE', `/templates/${templateId}`);
        expect(res.json()).toEqual({ success: true, message: 'Delivery slot deleted' });
        const rows = await slotsById();
        expect(rows.has(empty)).toBe(false);
        expect(rows.get(full)).toMatchObject({ templateId: null, capacity: 6, booked: 6 });
        expect(rows.get(started)).toMatchObject({ templateId: null, booked: 8 });
        expect(await lastAudit('slot_template')).toMatchObject({
          action: 'slot_template.deleted',
          entity: { id: templateId },
        });
      });

      it('a refused change leaves the slots as they were', async () => {
        const before = await slotsById();
        refusal(await call('PUT', `/templates/${templateId}`, { ...morning(), capacity: 0 }), 400, 'validation_failed');
        refusal(
          await call('PUT', `/templates/${templateId}`, { ...morning(), capacity: 1, zoneId: 'x' }),
          400,
          'delivery_zone_not_found',
        );
        expect(await slotsById()).toEqual(before);
      });
    });
  });

  describe('closed days', () => {
    it('closes a day once (201), again only to change its reason (200), and lists from today on', async () => {
      await t.database.db.insert(closedDays).values({ date: '2026-11-25', reason: 'Hôm qua' });
      const first = await call('POST', '/closed-days', { date: '2027-02-17', reason: 'Tết Nguyên Đán' });
      expect(first.statusCode, first.body).toBe(201);
      expect(closedDayEnvelopeSchema.parse(first.json()).data).toEqual({
        date: '2027-02-17',
        reason: 'Tết Nguyên Đán',
      });
      expect(await lastAudit('closed_day')).toMatchObject({
        action: 'closed_day.created',
        entity: { id: '2027-02-17' },
        details: { name: 'Tết Nguyên Đán' },
      });
      const before = await auditCount();
      expect((await call('POST', '/closed-days', { date: '2027-02-17', reason: 'Tết Nguyên Đán' })).statusCode).toBe(
        200,
      );
      expect(await auditCount()).toBe(before);
      const renamed = await call('POST', '/closed-days', { date: '2027-02-17', reason: 'Tết' });
      expect(renamed.statusCode).toBe(200);
      expect(await auditCount()).toBe(before + 1);
      await call('POST', '/closed-days', { date: '2026-11-26' });

      const list = closedDayListEnvelopeSchema.parse((await call('GET', '/closed-days')).json()).data;
      expect(list).toEqual([
        { date: '2026-11-26', reason: '' },
        { date: '2027-02-17', reason: 'Tết' },
      ]);
    });

    it('refuses a date that does not exist or is not YYYY-MM-DD, and a reason too long', async () => {
      for (const date of ['2026-02-30', '26/11/2026', '2026-1-5', '']) {
        refusal(await call('POST', '/closed-days', { date }), 400, 'validation_failed');
      }
      refusal(
        await call('POST', '/closed-days', { date: '2026-12-24', reason: 'x'.repeat(101) }),
        400,
        'validation_failed',
      );
      expect(await t.database.db.select().from(closedDays).where(eq(closedDays.date, '2026-12-24'))).toEqual([]);
    });

    it('opens a closed day again, and answers 404 for a day that is not closed or no date', async () => {
      await call('POST', '/closed-days', { date: '2026-12-31', reason: 'Tất niên' });
      const res = await call('DELETE', '/closed-days/2026-12-31');
      expect(res.json()).toEqual({ success: true, message: 'Closed day removed' });
      expect(await lastAudit('closed_day')).toMatchObject({
        action: 'closed_day.deleted',
        details: { name: 'Tất niên' },
      });
      for (const date of ['2026-12-31', '2026-02-30', 'tomorrow']) {
        refusal(await call('DELETE', `/closed-days/${date}`), 404, 'closed_day_not_found');
      }
    });
  });
});
