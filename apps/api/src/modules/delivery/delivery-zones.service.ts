import {
  closedDayInputSchema,
  toShopIso,
  type ClosedDay,
  type DeliveryZone,
  type PublicDeliveryZone,
  type DeliveryZoneInput,
  type SlotTemplate,
  type SlotTemplateInput,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { dateOf, type Clock } from '../../lib/clock';
import { invalidFields, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';
import { locationsByCode } from '../locations/locations.service';
import type { DeliveryZoneRow, SlotTemplateRow } from './delivery.table';
import { toClosedDay, toDeliveryZone, toSlotTemplate } from './delivery-zones.mapper';
import * as repo from './delivery-zones.repository';

export interface DeliveryZonesContext {
  db: Db;
  clock: Clock;
}

const unique = (codes: string[]) => [...new Set(codes)];

/** Names the zones' codes through the locations module and puts each zone together. */
async function withLocations(db: Db | Tx, rows: DeliveryZoneRow[]): Promise<DeliveryZone[]> {
  const codes = await repo.zoneCodes(
    db,
    rows.map((row) => row.id),
  );
  const named = await locationsByCode(
    db,
    unique(codes.provinces.map((p) => p.provinceCode)),
    unique(codes.wards.map((w) => w.wardCode)),
  );
  const provinceByCode = new Map(named.provinces.map((p) => [p.code, p]));
  const wardByCode = new Map(named.wards.map((w) => [w.code, w]));
  return rows.map((row) =>
    toDeliveryZone(
      row,
      codes.provinces.filter((p) => p.zoneId === row.id).flatMap((p) => provinceByCode.get(p.provinceCode) ?? []),
      codes.wards.filter((w) => w.zoneId === row.id).flatMap((w) => wardByCode.get(w.wardCode) ?? []),
    ),
  );
}

async function oneWithLocations(db: Db | Tx, row: DeliveryZoneRow): Promise<DeliveryZone> {
  const [zone] = await withLocations(db, [row]);
  if (!zone) throw new Error('zone vanished');
  return zone;
}

/** Every zone, by name, with its provinces and wards. */
export async function listDeliveryZones(db: Db): Promise<DeliveryZone[]> {
  return withLocations(db, await repo.listZones(db));
}

/** The active zones with their terms and areas, by name: where the shop delivers, as anyone may ask. */
export async function listPublicDeliveryZones(db: Db): Promise<PublicDeliveryZone[]> {
  return (await listDeliveryZones(db))
    .filter((zone) => zone.active)
    .map(({ _id, name, fee, freeFrom, minOrder, provinces, wards }) => ({
      _id,
      name,
      fee,
      freeFrom,
      minOrder,
      provinces,
      wards,
    }));
}

const zoneValues = (input: DeliveryZoneInput): repo.ZoneValues => ({
  name: input.name,
  fee: input.fee,
  freeFrom: input.freeFrom,
  minOrder: input.minOrder,
  leadMinutes: input.leadMinutes,
  active: input.active,
});

/** The zone's codes without repeats, checked to exist (400 `unknown_location_codes` naming the others). */
async function checkedCodes(tx: Tx, input: DeliveryZoneInput) {
  const provinceCodes = unique(input.provinceCodes);
  const wardCodes = unique(input.wardCodes);
  await locationsByCode(tx, provinceCodes, wardCodes);
  return { provinceCodes, wardCodes };
}

export async function createDeliveryZone(ctx: DeliveryZonesContext, actor: AuditActor, input: DeliveryZoneInput) {
  return ctx.db.transaction(async (tx) => {
    const { provinceCodes, wardCodes } = await checkedCodes(tx, input);
    const row = await repo.insertZone(tx, zoneValues(input), dateOf(ctx.clock));
    await repo.replaceZoneCodes(tx, row.id, provinceCodes, wardCodes);
    await recordAudit(tx, {
      actor,
      action: 'delivery_zone.created',
      entity: { type: 'delivery_zone', id: row.id },
      details: { name: row.name },
    });
    return oneWithLocations(tx, row);
  });
}

const ZONE_FIELDS = ['name', 'fee', 'freeFrom', 'minOrder', 'leadMinutes', 'active', 'provinces', 'wards'] as const;
/** What an audit entry compares: the zone's values, its codes as one sorted text each. */
const zoneSnapshot = (zone: DeliveryZoneInput) => ({
  name: zone.name,
  fee: zone.fee,
  freeFrom: zone.freeFrom,
  minOrder: zone.minOrder,
  leadMinutes: zone.leadMinutes,
  active: zone.active,
  provinces: [...zone.provinceCodes].sort().join(','),
  wards: [...zone.wardCodes].sort().join(','),
});

/**
 * Replaces a zone. A new lead time moves the closing time of the zone's slots not yet started, so
 * the rule the admin sets is the rule shoppers meet; their bookings are untouched.
 */
export async function updateDeliveryZone(
  ctx: DeliveryZonesContext,
  actor: AuditActor,
  id: string,
  input: DeliveryZoneInput,
): Promise<DeliveryZone> {
  return ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await repo.lockZone(tx, id) : undefined;
    if (!before) throw notFound('deliveryZoneNotFound');
    const { provinceCodes, wardCodes } = await checkedCodes(tx, input);
    const previous = await oneWithLocations(tx, before);
    const fields = changedFields(
      zoneSnapshot(previous),
      zoneSnapshot({ ...input, provinceCodes, wardCodes }),
      ZONE_FIELDS,
    );
    if (fields.length === 0) return previous;
    const now = dateOf(ctx.clock);
    const row = await repo.updateZone(tx, id, zoneValues(input), now);
    await repo.replaceZoneCodes(tx, id, provinceCodes, wardCodes);
    if (input.leadMinutes !== before.leadMinutes) await repo.setZoneFutureSlotClosing(tx, id, input.leadMinutes, now);
    await recordAudit(tx, {
      actor,
      action: 'delivery_zone.updated',
      entity: { type: 'delivery_zone', id },
      details: { name: row.name, fields },
    });
    return oneWithLocations(tx, row);
  });
}

/** Deletes a zone with its templates and slots; an order keeps its slot's times (the FK is set null). */
export async function deleteDeliveryZone(ctx: DeliveryZonesContext, actor: AuditActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await repo.lockZone(tx, id) : undefined;
    if (!before || !(await repo.deleteZone(tx, id))) throw notFound('deliveryZoneNotFound');
    await recordAudit(tx, {
      actor,
      action: 'delivery_zone.deleted',
      entity: { type: 'delivery_zone', id },
      details: { name: before.name },
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Weekly slot templates

/** A zone's templates (or every zone's), by weekday and start; an unknown or malformed zone has none. */
export async function listSlotTemplates(db: Db, zoneId?: string): Promise<SlotTemplate[]> {
  if (zoneId !== undefined && !isUuid(zoneId)) return [];
  return (await repo.listTemplates(db, zoneId)).map(toSlotTemplate);
}

const templateValues = (input: SlotTemplateInput): repo.TemplateValues => ({
  zoneId: input.zoneId,
  weekday: input.weekday,
  startTime: input.start,
  endTime: input.end,
  capacity: input.capacity,
  cutoffMinutes: input.cutoffMinutes,
  active: input.active,
});

/** The template's zone, locked for the change; a zone named in the body that does not exist is a 400 on `zoneId`. */
async function zoneOfTemplate(tx: Tx, zoneId: string) {
  const zone = isUuid(zoneId) ? await repo.lockZone(tx, zoneId) : undefined;
  if (!zone) throw invalidFields([{ field: 'zoneId', key: 'deliveryZoneNotFound' }]);
  return zone;
}

const templateName = (zone: DeliveryZoneRow, template: Pick<SlotTemplateRow, 'startTime' | 'endTime'>) =>
  `${zone.name} ${template.startTime}–${template.endTime}`;

export async function createSlotTemplate(ctx: DeliveryZonesContext, actor: AuditActor, input: SlotTemplateInput) {
  return ctx.db.transaction(async (tx) => {
    const zone = await zoneOfTemplate(tx, input.zoneId);
    const row = await repo.insertTemplate(tx, templateValues(input), dateOf(ctx.clock));
    await recordAudit(tx, {
      actor,
      action: 'slot_template.created',
      entity: { type: 'slot_template', id: row.id },
      details: { name: templateName(zone, row) },
    });
    return toSlotTemplate(row);
  });
}

const TEMPLATE_FIELDS = ['zoneId', 'weekday', 'start', 'end', 'capacity', 'cutoffMinutes', 'active'] as const;

/**
 * Replaces a template, and carries the change to the slots already made from it that have not started:
 * - capacity: theirs becomes the new one, but never below what a slot has booked (a full slot stays
 *   full; no shopper loses a booking because the admin lowered the number);
 * - cut-off: their closing time moves with it;
 * - another day or time, another zone, or switched off: those slots leave the schedule as on delete
 *   (unbooked ones go; booked ones stay for their orders, closed to new bookings) and the next look at
 *   that day makes them again from the new template.
 */
export async function updateSlotTemplate(
  ctx: DeliveryZonesContext,
  actor: AuditActor,
  id: string,
  input: SlotTemplateInput,
): Promise<SlotTemplate> {
  return ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await repo.lockTemplate(tx, id) : undefined;
    if (!before) throw notFound('slotTemplateNotFound');
    const zone = await zoneOfTemplate(tx, input.zoneId);
    const previous = toSlotTemplate(before);
    const fields = changedFields(previous, { ...previous, ...input }, TEMPLATE_FIELDS);
    if (fields.length === 0) return previous;
    const now = dateOf(ctx.clock);
    const row = await repo.updateTemplate(tx, id, templateValues(input));
    const moved = ['zoneId', 'weekday', 'start', 'end'].some((field) => fields.includes(field));
    if (moved || !row.active) {
      await repo.retireFutureSlots(tx, id, now);
    } else {
      if (row.capacity !== before.capacity) await repo.setFutureSlotCapacity(tx, id, row.capacity, now);
      if (row.cutoffMinutes !== before.cutoffMinutes)
        await repo.setFutureSlotClosing(tx, id, row.cutoffMinutes + zone.leadMinutes, now);
    }
    await recordAudit(tx, {
      actor,
      action: 'slot_template.updated',
      entity: { type: 'slot_template', id },
      details: { name: templateName(zone, row), fields },
    });
    return toSlotTemplate(row);
  });
}

/** Deletes a template: its future unbooked slots go, booked ones stay for their orders (closed to new ones). */
export async function deleteSlotTemplate(ctx: DeliveryZonesContext, actor: AuditActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await repo.lockTemplate(tx, id) : undefined;
    if (!before) throw notFound('slotTemplateNotFound');
    const zone = await repo.findZone(tx, before.zoneId);
    await repo.retireFutureSlots(tx, id, dateOf(ctx.clock));
    await repo.deleteTemplate(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'slot_template.deleted',
      entity: { type: 'slot_template', id },
      details: zone ? { name: templateName(zone, before) } : {},
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Closed days

/** Today's date in Vietnam, "2026-11-26". */
const shopToday = (clock: Clock) => toShopIso(clock.now()).slice(0, 10);

/** The closed days from today (Vietnam) on, soonest first: past ones are history, not plans. */
export async function listClosedDays(ctx: DeliveryZonesContext): Promise<ClosedDay[]> {
  return (await repo.listClosedDaysFrom(ctx.db, shopToday(ctx.clock))).map(toClosedDay);
}

/** Closes a day; closing it again only changes its reason (recorded when it does). `created`: it was open. */
export async function closeDay(
  ctx: DeliveryZonesContext,
  actor: AuditActor,
  input: ClosedDay,
): Promise<{ day: ClosedDay; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { before, row } = await repo.upsertClosedDay(tx, input.date, input.reason);
    if (before?.reason !== row.reason) {
      await recordAudit(tx, {
        actor,
        action: 'closed_day.created',
        entity: { type: 'closed_day', id: row.date },
        details: before ? { name: row.reason, fields: ['reason'] } : { name: row.reason },
      });
    }
    return { day: toClosedDay(row), created: !before };
  });
}

export async function reopenDay(ctx: DeliveryZonesContext, actor: AuditActor, date: string) {
  await ctx.db.transaction(async (tx) => {
    // Not a real date ("2026-02-30") names no closed day: 404 rather than the database's refusal.
    const valid = closedDayInputSchema.shape.date.safeParse(date).success;
    const removed = valid ? await repo.deleteClosedDay(tx, date) : undefined;
    if (!removed) throw notFound('closedDayNotFound');
    await recordAudit(tx, {
      actor,
      action: 'closed_day.deleted',
      entity: { type: 'closed_day', id: removed.date },
      details: { name: removed.reason },
    });
  });
}
