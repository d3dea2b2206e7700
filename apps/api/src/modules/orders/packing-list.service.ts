import type { Location } from '@veggie/contract';
import type { Db } from '../../db/client';
import { slotWithZone } from '../delivery/delivery.service';
import { findWardWithProvince } from '../locations/locations.service';
import { currentBatchCodes } from '../products/products.service';
import type { SlotPacking } from './orders.mapper';
import * as repo from './orders.repository';

/**
 * A slot's packing list: the slot with its load, and its orders that are not cancelled with their lines,
 * in ward code order (the driver's route by ward), each line with the batch its label traces; 404
 * `slot_not_found`.
 */
export async function packingList(db: Db, slotId: string): Promise<SlotPacking> {
  const slot = await slotWithZone(db, slotId);
  const orders = await repo.liveOrdersOfSlot(db, slot.slot.id);
  const lines = await repo.linesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  // Labels are printed while the orders are packed, before the lines record their batch (on leaving
  // `processing`): until then a label traces the batch being packed now, the product's current one.
  // A replaced line's label traces its substitute; a removed line has no goods to label.
  const goodsOf = (line: (typeof lines)[number]) =>
    line.removed ? null : (line.substituteProductId ?? line.productId);
  const unrecorded = lines.flatMap((line) => {
    const goods = goodsOf(line);
    return line.batchCode === null && goods ? [goods] : [];
  });
  const current = await currentBatchCodes(db, [...new Set(unrecorded)]);
  const labelled = lines.map((line) => {
    const goods = goodsOf(line);
    return { ...line, batchCode: line.batchCode ?? (goods ? (current.get(goods) ?? null) : null) };
  });
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
      lines: labelled.filter((line) => line.orderId === order.id),
    })),
  };
}
