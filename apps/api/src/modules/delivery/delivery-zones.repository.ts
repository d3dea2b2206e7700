import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  closedDays,
  deliverySlots,
  deliveryZoneProvinces,
  deliveryZones,
  deliveryZoneWards,
  slotTemplates,
  type DeliveryZoneRow,
} from './delivery.table';

export type ZoneValues = Pick<DeliveryZoneRow, 'name' | 'fee' | 'freeFrom' | 'minOrder' | 'leadMinutes' | 'active'>;
export type TemplateValues = Pick<
  typeof slotTemplates.$inferInsert,
  'zoneId' | 'weekday' | 'startTime' | 'endTime' | 'capacity' | 'cutoffMinutes' | 'active'
>;

// ---------------------------------------------------------------------------------------------------
// Zones

export function listZones(db: Db | Tx) {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.name), asc(deliveryZones.id));
}

export async function findZone(db: Db | Tx, id: string) {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return row;
}

/** The zone's row under a lock, so two admins editing it are recorded one after the other. */
export async function lockZone(tx: Tx, id: string) {
  const [row] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
  return row;
}

/** The province and ward codes of the given zones, each list in code order. */
export async function zoneCodes(db: Db | Tx, zoneIds: string[]) {
  if (zoneIds.length === 0) return { provinces: [], wards: [] };
  const [provinceRows, wardRows] = await Promise.all([
    db
      .select()
      .from(deliveryZoneProvinces)
      .where(inArray(deliveryZoneProvinces.zoneId, zoneIds))
      .orderBy(asc(deliveryZoneProvinces.provinceCode)),
    db
      .select()
      .from(deliveryZoneWards)
      .where(inArray(deliveryZoneWards.zoneId, zoneIds))
      .orderBy(asc(deliveryZoneWards.wardCode)),
  ]);
  return { provinces: provinceRows, wards: wardRows };
}

export async function insertZone(tx: Tx, values: ZoneValues, now: Date) {
  const [row] = await tx
    .insert(deliveryZones)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateZone(tx: Tx, id: string, values: ZoneValues, now: Date) {
  const [row] = await tx
    .update(deliveryZones)
    .set({ ...values, updatedAt: now })
    .where(eq(deliveryZones.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Replaces the zone's provinces and wards with these (codes already checked to exist). */
export async function replaceZoneCodes(tx: Tx, zoneId: string, provinceCodes: string[], wardCodes: string[]) {
  await tx.delete(deliveryZoneProvinces).where(eq(deliveryZoneProvinces.zoneId, zoneId));
  await tx.delete(deliveryZoneWards).where(eq(deliveryZoneWards.zoneId, zoneId));
  if (provinceCodes.length)
    await tx.insert(deliveryZoneProvinces).values(provinceCodes.map((provinceCode) => ({ zoneId, provinceCode })));
  if (wardCodes.length) await tx.insert(deliveryZoneWards).values(wardCodes.map((wardCode) => ({ zoneId, wardCode })));
}

/** Deletes the zone with its codes, templates and slots (cascades); orders keep their slot times. */
export async function deleteZone(tx: Tx, id: string) {
  const rows = await tx.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Slot templates

export function listTemplates(db: Db | Tx, zoneId?: string) {
  return db
    .select()
    .from(slotTemplates)
    .where(zoneId ? eq(slotTemplates.zoneId, zoneId) : undefined)
    .orderBy(
      asc(slotTemplates.zoneId),
      asc(slotTemplates.weekday),
      asc(slotTemplates.startTime),
      asc(slotTemplates.id),
    );
}

export async function lockTemplate(tx: Tx, id: string) {
  const [row] = await tx.select().from(slotTemplates).where(eq(slotTemplates.id, id)).for('update');
  return row;
}

export async function insertTemplate(tx: Tx, values: TemplateValues, now: Date) {
  const [row] = await tx
    .insert(slotTemplates)
    .values({ ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTemplate(tx: Tx, id: string, values: TemplateValues) {
  const [row] = await tx.update(slotTemplates).set(values).where(eq(slotTemplates.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteTemplate(tx: Tx, id: string) {
  await tx.delete(slotTemplates).where(eq(slotTemplates.id, id));
}

// ---------------------------------------------------------------------------------------------------
// The slots already made from a template (delivery_slots), when their template or zone changes

const futureSlotsOf = (templateId: string, now: Date) =>
  and(eq(deliverySlots.templateId, templateId), gt(deliverySlots.startsAt, now));

/**
 * A new capacity for the template's slots that have not started; a slot already holding more bookings
 * keeps exactly those (full, no booking undone). Locks the rows, so it waits for a checkout booking one.
 */
export async function setFutureSlotCapacity(tx: Tx, templateId: string, capacity: number, now: Date) {
  await tx
    .update(deliverySlots)
    .set({ capacity: sql`greatest(${capacity}, ${deliverySlots.booked})` })
    .where(futureSlotsOf(templateId, now));
}

/** Orders close `minutes` before each of the template's future slots starts (its cut-off plus the lead time). */
export async function setFutureSlotClosing(tx: Tx, templateId: string, minutes: number, now: Date) {
  await tx
    .update(deliverySlots)
    .set({ closesAt: sql`${deliverySlots.startsAt} - make_interval(mins => ${minutes})` })
    .where(futureSlotsOf(templateId, now));
}

/** The zone's future slots made from a template close `leadMinutes` plus their template's cut-off before they start. */
export async function setZoneFutureSlotClosing(tx: Tx, zoneId: string, leadMinutes: number, now: Date) {
  await tx
    .update(deliverySlots)
    .set({
      closesAt: sql`${deliverySlots.startsAt} - make_interval(mins => ${leadMinutes} + ${slotTemplates.cutoffMinutes})`,
    })
    .from(slotTemplates)
    .where(
      and(
        eq(deliverySlots.zoneId, zoneId),
        eq(deliverySlots.templateId, slotTemplates.id),
        isNotNull(deliverySlots.templateId),
        gt(deliverySlots.startsAt, now),
      ),
    );
}

/**
 * Takes the template's future slots out of its schedule: the unbooked ones are deleted, the booked
 * ones stay for the orders they hold, detached from the template and closed to new bookings
 * (capacity = booked). Returns how many stayed.
 */
export async function retireFutureSlots(tx: Tx, templateId: string, now: Date) {
  await tx.delete(deliverySlots).where(and(futureSlotsOf(templateId, now), eq(deliverySlots.booked, 0)));
  const kept = await tx
    .update(deliverySlots)
    .set({ templateId: null, capacity: deliverySlots.booked })
    .where(and(futureSlotsOf(templateId, now), gte(deliverySlots.booked, 1)))
    .returning({ id: deliverySlots.id });
  return kept.length;
}

// ---------------------------------------------------------------------------------------------------
// Closed days

export function listClosedDaysFrom(db: Db, today: string) {
  return db.select().from(closedDays).where(gte(closedDays.date, today)).orderBy(asc(closedDays.date));
}

/** Adds the day, or gives it this reason when it is already closed. */
export async function upsertClosedDay(tx: Tx, date: string, reason: string) {
  const [before] = await tx.select().from(closedDays).where(eq(closedDays.date, date)).for('update');
  const [row] = await tx
    .insert(closedDays)
    .values({ date, reason })
    .onConflictDoUpdate({ target: closedDays.date, set: { reason } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return { before, row };
}

export async function deleteClosedDay(tx: Tx, date: string) {
  const rows = await tx.delete(closedDays).where(eq(closedDays.date, date)).returning();
  return rows[0];
}
