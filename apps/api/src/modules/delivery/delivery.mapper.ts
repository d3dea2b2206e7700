import { toShopIso, type DeliveryOptions, type DeliverySlot, type SlotLoad } from '@veggie/contract';
import type { DeliverySlotRow, DeliveryZoneRow } from './delivery.table';

/** A slot as the shopper picks it: times in shop time, places left (0 when full). */
export function toDeliverySlot(row: DeliverySlotRow): DeliverySlot {
  return {
    _id: row.id,
    start: toShopIso(row.startsAt),
    end: toShopIso(row.endsAt),
    remaining: Math.max(row.capacity - row.booked, 0),
  };
}

export function toDeliveryOptions({
  zone,
  slots,
}: {
  zone: DeliveryZoneRow;
  slots: DeliverySlotRow[];
}): DeliveryOptions {
  return {
    zone: { _id: zone.id, name: zone.name },
    fee: zone.fee,
    freeFrom: zone.freeFrom,
    minOrder: zone.minOrder,
    slots: slots.map(toDeliverySlot),
  };
}

export function toSlotLoad({ slot, zoneName }: { slot: DeliverySlotRow; zoneName: string }): SlotLoad {
  return {
    _id: slot.id,
    zone: { _id: slot.zoneId, name: zoneName },
    start: toShopIso(slot.startsAt),
    end: toShopIso(slot.endsAt),
    capacity: slot.capacity,
    booked: slot.booked,
  };
}
