import type { Location } from '@veggie/contract';
import type { Db } from '../../db/client';
import { slotWithZone } from '../delivery/delivery.service';
import { findWardWithProvince } from '../locations/locations.service';
import type { SlotPacking } from './orders.mapper';
import * as repo from './orders.repository';

/**
 * A slot's packing list: the slot with its load, and its orders that are not cancelled with their lines,
 * in ward code order (the driver's route by ward); 404 `slot_not_found`.
 */
export async function packingList(db: Db, slotId: string): Promise<SlotPacking> {
  const slot = await slotWithZone(db, slotId);
  const orders = await repo.liveOrdersOfSlot(db, slot.slot.id);
  const lines = await repo.linesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  // An order keeps its ward's names in its address snapshot; an anonymised one only its ward code.
  const places = new Map<string, { ward: Location; province: Location }>();
  for (const order of orders) {
    const code = order.deliveryWardCode ?? '';
    if (places.has(code)) continue;
    const snapshot = order.deliveryAddress;
    const place = snapshot
      ? { ward: snapshot.ward, province: snapshot.province }
      : await findWardWithProvince(db, code);
    places.set(code, place ?? { ward: { code, name: code }, province: { code: '', name: '' } });
  }
  return {
    slot,
    orders: orders.map((order) => ({
      order,
      place: places.get(order.deliveryWardCode ?? '')!,
      lines: lines.filter((line) => line.orderId === order.id),
    })),
  };
}
