import { DELIVERY_DAYS_AHEAD, SHOP_UTC_OFFSET_MS } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ownAddress } from '../addresses/addresses.service';
import * as repo from './delivery.repository';
import type { DeliverySlotRow, DeliveryZoneRow } from './delivery.table';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The calendar day (YYYY-MM-DD) it is in Vietnam at a moment. */
export function shopDayOf(moment: Date): string {
  return new Date(moment.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a Vietnamese calendar day starts, plus `minutes` of that day. */
function shopMoment(day: string, minutes = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_MS + minutes * MINUTE_MS);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** "08:30" → 510. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Makes the slots of some zones for some days from their active weekly templates, skipping closed days.
 * Slots are made the first time anyone looks, not by a scheduled job: `on conflict do nothing` lets two
 * simultaneous first looks both ask, and an already made slot keeps its count (and its capacity, even
 * when the template changed since: its bookings were taken against it).
 */
export async function ensureSlots(db: Db | Tx, zoneIds: string[], days: string[]) {
  if (zoneIds.length === 0 || days.length === 0) return;
  const sorted = [...days].sort();
  const [templates, closed] = await Promise.all([
    repo.activeTemplatesOf(db, zoneIds),
    repo.closedDaysBetween(db, sorted[0]!, sorted.at(-1)!),
  ]);
  const slots = sorted
    .filter((day) => !closed.has(day))
    .flatMap((day) =>
      templates
        .filter((template) => template.weekday === isoWeekday(day))
        .map((template) => {
          const startsAt = shopMoment(day, minutesOf(template.startTime));
          return {
            zoneId: template.zoneId,
            templateId: template.id,
            startsAt,
            endsAt: shopMoment(day, minutesOf(template.endTime)),
            closesAt: new Date(startsAt.getTime() - (template.cutoffMinutes + template.leadMinutes) * MINUTE_MS),
            capacity: template.capacity,
          };
        }),
    );
  await repo.insertMissingSlots(db, slots);
}

/**
 * The zone that delivers to a ward (see findZoneForWard); 400 `not_deliverable` outside every zone, naming
 * the zones the shop does deliver to, so the shopper knows whether another address would do.
 */
export async function zoneForWard(db: Db | Tx, wardCode: string): Promise<DeliveryZoneRow> {
  const zone = await repo.findZoneForWard(db, wardCode);
  if (!zone) throw badRequest('notDeliverable', { zones: (await repo.activeZoneNames(db)).join(', ') || '—' });
  return zone;
}

/**
 * Whether the shop delivers to a ward: a zone covers it, or the shop has no active zone at all (it then
 * delivers on its default terms, as before zones existed). The address book's default follows it.
 */
export async function coversWard(db: Db | Tx, wardCode: string): Promise<boolean> {
  if (await repo.findZoneForWard(db, wardCode)) return true;
  return (await repo.activeZoneNames(db)).length === 0;
}

/** A ward's zone and the slots of the next DELIVERY_DAYS_AHEAD days (today included) that still take orders. */
export async function deliveryOptionsForWard(db: Db, wardCode: string, now: Date) {
  const zone = await zoneForWard(db, wardCode);
  const today = shopDayOf(now);
  const days = Array.from({ length: DELIVERY_DAYS_AHEAD }, (_, i) => addDays(today, i));
  await ensureSlots(db, [zone.id], days);
  const slots = await repo.openSlotsOfZone(db, zone.id, now, shopMoment(addDays(today, DELIVERY_DAYS_AHEAD)));
  return { zone, slots };
}

/** The delivery options of one of the caller's addresses (404 `address_not_found` for anyone else's). */
export async function deliveryOptionsForAddress(db: Db, userId: string, addressId: string, now: Date) {
  const address = await ownAddress(db, userId, addressId);
  return deliveryOptionsForWard(db, address.ward.code, now);
}

/**
 * Books one place of a slot for an order of `zoneId`, in the caller's transaction: 404 `slot_not_found`
 * for an unknown (or malformed) id, 409 `slot_full` when every place is taken, 409 `slot_unavailable`
 * when it stopped taking orders (cut-off, closed day) or belongs to another zone.
 */
export async function bookSlot(
  tx: Tx,
  { slotId, zoneId, now }: { slotId: string; zoneId: string; now: Date },
): Promise<DeliverySlotRow> {
  if (!isUuid(slotId)) throw notFound('slotNotFound');
  const booked = await repo.takePlace(tx, { slotId, zoneId, now });
  if (booked) return booked;
  // Nothing was booked; only now is it worth a second look to say why.
  const slot = await repo.findSlot(tx, slotId);
  if (!slot) throw notFound('slotNotFound');
  if (slot.zoneId !== zoneId || slot.closesAt <= now || (await repo.isOnClosedDay(tx, slotId))) {
    throw conflict('slotUnavailable');
  }
  throw conflict('slotFull');
}

/** Gives an order's place back (cancelled or deleted order). */
export function releaseSlot(tx: Tx, slotId: string) {
  return repo.givePlaceBack(tx, slotId);
}

/**
 * Books the place of an order an admin brings back from `cancelled`: only capacity counts, not the cut-off
 * nor closed days, because the admin is restoring an order the shop already accepted, perhaps after its
 * slot has passed; 409 `slot_full` when the place went to someone else meanwhile.
 */
export async function bookSlotAgain(tx: Tx, slotId: string) {
  if (!(await repo.takePlaceIfRoom(tx, slotId))) throw conflict('slotFull');
}

/** Every zone's slots of a day in Vietnam (today when absent), made from the templates when not yet made. */
export async function slotLoadOfDay(db: Db, date: string | undefined, now: Date) {
  const day = date ?? shopDayOf(now);
  // The query's pattern lets 2027-02-30 through; Date rolls it over to March, which shows it is no day.
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(day)) {
    throw badRequest('validationFailed', undefined, [{ field: 'date', key: 'invalidDate' }]);
  }
  const zones = await repo.listActiveZoneIds(db);
  await ensureSlots(
    db,
    zones.map((zone) => zone.id),
    [day],
  );
  return repo.slotsStartingBetween(db, shopMoment(day), shopMoment(addDays(day, 1)));
}

/** One slot with its zone's name; 404 `slot_not_found` for an unknown or malformed id. */
export async function slotWithZone(db: Db | Tx, slotId: string) {
  const found = isUuid(slotId) ? await repo.findSlotWithZone(db, slotId) : null;
  if (!found) throw notFound('slotNotFound');
  return found;
}
