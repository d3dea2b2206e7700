import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { wards } from '../locations/locations.table';
import type { Db, Tx } from '../../db/client';
import {
  closedDays,
  deliverySlots,
  deliveryZoneProvinces,
  deliveryZones,
  deliveryZoneWards,
  slotTemplates,
  type DeliverySlotRow,
  type DeliveryZoneRow,
} from './delivery.table';

type Executor = Db | Tx;

export type NewDeliverySlot = typeof deliverySlots.$inferInsert;

/**
 * The slot's day in Vietnam, in SQL: shop time is UTC+7 all year, so a fixed shift is exact and needs no
 * time-zone data (PGlite and PostgreSQL agree without it).
 */
const shopDayOfStart = sql`((${deliverySlots.startsAt} at time zone 'UTC') + interval '7 hours')::date`;
const onOpenDay = sql`not exists (select 1 from ${closedDays} where ${closedDays.date} = ${shopDayOfStart})`;

/**
 * The active zone for a ward: one naming the ward itself wins over one naming its province; among equals
 * the oldest zone (a stable answer while an admin adds an overlapping one). One statement (checkout runs it
 * in its transaction): the ward's province comes from the wards table, and an unknown ward matches nothing.
 */
export async function findZoneForWard(db: Executor, wardCode: string): Promise<DeliveryZoneRow | null> {
  const namesWard = sql`exists (select 1 from ${deliveryZoneWards} where ${deliveryZoneWards.zoneId} = ${deliveryZones.id}
    and ${deliveryZoneWards.wardCode} = ${wardCode})`;
  const namesProvince = sql`exists (select 1 from ${deliveryZoneProvinces} inner join ${wards}
    on ${wards.provinceCode} = ${deliveryZoneProvinces.provinceCode}
    where ${deliveryZoneProvinces.zoneId} = ${deliveryZones.id} and ${wards.code} = ${wardCode})`;
  const [zone] = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.active, true), or(namesWard, namesProvince)))
    .orderBy(desc(namesWard), asc(deliveryZones.createdAt), asc(deliveryZones.id))
    .limit(1);
  return zone ?? null;
}

/** The names of the active zones, by name: where the shop delivers, as a refusal tells the shopper. */
export async function activeZoneNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: deliveryZones.name })
    .from(deliveryZones)
    .where(eq(deliveryZones.active, true))
    .orderBy(deliveryZones.name);
  return rows.map((row) => row.name);
}

export function listActiveZoneIds(db: Executor) {
  return db.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.active, true));
}

/** The active weekly templates of some zones, with the zone's lead time (a slot closes that much earlier). */
export function activeTemplatesOf(db: Executor, zoneIds: string[]) {
  if (zoneIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select({
        id: slotTemplates.id,
        zoneId: slotTemplates.zoneId,
        weekday: slotTemplates.weekday,
        startTime: slotTemplates.startTime,
        endTime: slotTemplates.endTime,
        capacity: slotTemplates.capacity,
        cutoffMinutes: slotTemplates.cutoffMinutes,
        leadMinutes: deliveryZones.leadMinutes,
      })
      .from(slotTemplates)
      .innerJoin(deliveryZones, eq(deliveryZones.id, slotTemplates.zoneId))
      .where(and(inArray(slotTemplates.zoneId, zoneIds), eq(slotTemplates.active, true)))
      // One order for every caller: two first looks inserting the same slots in different orders could
      // each wait on a row the other inserted (a deadlock on PostgreSQL).
      .orderBy(asc(slotTemplates.id))
  );
}

/** Closed days (YYYY-MM-DD) from `from` to `to`, both included. */
export async function closedDaysBetween(db: Executor, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: closedDays.date })
    .from(closedDays)
    .where(and(gte(closedDays.date, from), sql`${closedDays.date} <= ${to}`));
  return new Set(rows.map((row) => row.date));
}

/** Makes slots that do not exist yet; a slot already made (same template and start) is left as it is. */
export async function insertMissingSlots(db: Executor, slots: NewDeliverySlot[]) {
  if (slots.length === 0) return;
  await db
    .insert(deliverySlots)
    .values(slots)
    .onConflictDoNothing({ target: [deliverySlots.templateId, deliverySlots.startsAt] });
}

/** A zone's slots starting before `until` that still take orders at `now`, on open days, in time order. */
export function openSlotsOfZone(db: Executor, zoneId: string, now: Date, until: Date): Promise<DeliverySlotRow[]> {
  return db
    .select()
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.zoneId, zoneId),
        gt(deliverySlots.closesAt, now),
        lt(deliverySlots.startsAt, until),
        onOpenDay,
      ),
    )
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.endsAt), asc(deliverySlots.id));
}

/** Every zone's slots starting in [from, until), with the zone's name, in time order. */
export function slotsStartingBetween(db: Executor, from: Date, until: Date) {
  return db
    .select({ slot: deliverySlots, zoneName: deliveryZones.name })
    .from(deliverySlots)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliverySlots.zoneId))
    .where(and(gte(deliverySlots.startsAt, from), lt(deliverySlots.startsAt, until)))
    .orderBy(asc(deliverySlots.startsAt), asc(deliveryZones.name), asc(deliverySlots.id));
}

export async function findSlotWithZone(db: Executor, slotId: string) {
  const [row] = await db
    .select({ slot: deliverySlots, zoneName: deliveryZones.name })
    .from(deliverySlots)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliverySlots.zoneId))
    .where(eq(deliverySlots.id, slotId));
  return row ?? null;
}

/** Whether a slot's day is a closed day. */
export async function isOnClosedDay(db: Executor, slotId: string): Promise<boolean> {
  const [row] = await db
    .select({ open: sql<boolean>`${onOpenDay}` })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId));
  return row ? !row.open : false;
}

/**
 * Books one place, or returns null: a single conditional UPDATE, so concurrent checkouts queue on the
 * slot's row and each re-checks `booked < capacity` on the row as the previous one left it (PostgreSQL
 * re-evaluates the WHERE of a blocked UPDATE on the newest row version): never more than capacity.
 */
export async function takePlace(
  tx: Tx,
  { slotId, zoneId, now }: { slotId: string; zoneId: string; now: Date },
): Promise<DeliverySlotRow | null> {
  const [row] = await tx
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} + 1` })
    .where(
      and(
        eq(deliverySlots.id, slotId),
        eq(deliverySlots.zoneId, zoneId),
        lt(deliverySlots.booked, deliverySlots.capacity),
        gt(deliverySlots.closesAt, now),
        onOpenDay,
      ),
    )
    .returning();
  return row ?? null;
}

/** Books one place whatever the clock and the calendar say, if there is room (an admin restoring an order). */
export async function takePlaceIfRoom(tx: Tx, slotId: string): Promise<DeliverySlotRow | null> {
  const [row] = await tx
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} + 1` })
    .where(and(eq(deliverySlots.id, slotId), lt(deliverySlots.booked, deliverySlots.capacity)))
    .returning();
  return row ?? null;
}

export async function givePlaceBack(tx: Tx, slotId: string) {
  await tx
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} - 1` })
    .where(and(eq(deliverySlots.id, slotId), gt(deliverySlots.booked, 0)));
}

export async function findSlot(db: Executor, slotId: string): Promise<DeliverySlotRow | null> {
  const [row] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
  return row ?? null;
}
