import {
  amountForGrams,
  DELETED_USER_ID,
  displayVietnamesePhone,
  ORDER_STATUSES,
  toShopIso,
  unitPrice,
  type DeliveryAddress,
  type Language,
  type LineSubstitute,
  type Order,
  type OrderDetail,
  type OrderLine,
  type Location,
  type OrderStats,
  type PackingList,
  type SubstituteSuggestion,
} from '@veggie/contract';
import { toSlotLoad } from '../delivery/delivery.mapper';
import { publicImageUrl } from '../images/images.names';
import { toProductUnit, toStock, type substituteCandidates } from '../products/products.service';
import { toOrderDiscount } from '../promotions/promotions.service';
import { moneyOf } from './order-money';
import type { revenueByUtcDay, topSellingProducts, totalsByStatus } from './orders.repository';
import type { OrderLineRow, OrderRow } from './orders.table';

/** An order line's snapshot, with the product it still links to (null once the product is deleted). */
export type OrderLineWithProduct = Pick<
  OrderLineRow,
  | 'id'
  | 'name'
  | 'nameEn'
  | 'imageUrl'
  | 'unitKind'
  | 'unitLabel'
  | 'unitLabelEn'
  | 'quantity'
  | 'priceEach'
  | 'stepGrams'
  | 'pricePerKg'
  | 'pickedGrams'
  | 'vatRate'
  | 'batchCode'
  | SubstitutionColumn
> & { product: { id: string; name: string; nameEn: string | null; imageUrl: string } | null };

/** A line's substitution columns: what the shopper allowed, and what the packers put in or took out. */
type SubstitutionColumn =
  | 'substitution'
  | 'removed'
  | 'substituteProductId'
  | 'substituteName'
  | 'substituteNameEn'
  | 'substituteUnit'
  | 'substituteQuantity'
  | 'substituteStock'
  | 'substituteAmount';

/** What packing put in instead of the line's product, as the contract shows it; null while it goes as ordered. */
export function toLineSubstitute(line: Pick<OrderLineRow, SubstitutionColumn>): LineSubstitute | null {
  const { substituteProductId, substituteName, substituteUnit, substituteQuantity, substituteAmount } = line;
  if (
    substituteProductId === null ||
    substituteName === null ||
    substituteUnit === null ||
    substituteQuantity === null ||
    substituteAmount === null
  ) {
    return null;
  }
  return {
    productId: substituteProductId,
    name: substituteName,
    nameEn: line.substituteNameEn,
    unit: substituteUnit,
    quantity: substituteQuantity,
    amount: substituteAmount,
  };
}

/** The substitution fields every shape of a line carries (order detail, packing list). */
const substitutionOf = (line: Pick<OrderLineRow, SubstitutionColumn>) => ({
  substitution: line.substitution,
  substitute: toLineSubstitute(line),
  removed: line.removed,
});

/** The address snapshot as shown: its phone the national way, as the address book shows it. */
function toShownAddress(address: DeliveryAddress): DeliveryAddress {
  return { ...address, phone: displayVietnamesePhone(address.phone) };
}

/** An order as the contract shows it; its discounts' titles in the reader's language. */
export function toOrder(row: OrderRow, lang: Language): Order {
  return {
    _id: row.id,
    user: { _id: row.userId ?? DELETED_USER_ID, name: row.customerName, email: row.customerEmail },
    status: row.status,
    totalAmount: row.totalAmount,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    discounts: row.discounts.map((discount) => toOrderDiscount(discount, lang)),
    points: { used: row.pointsUsed, amount: row.pointsAmount, earned: row.pointsEarned },
    itemCount: row.itemCount,
    weightGrams: row.weightGrams,
    shipping: { name: row.shippingName, phone: row.shippingPhone, address: row.shippingAddress },
    delivery: {
      slot:
        row.slotStartsAt && row.slotEndsAt
          ? { start: toShopIso(row.slotStartsAt), end: toShopIso(row.slotEndsAt) }
          : null,
      address: row.deliveryAddress && toShownAddress(row.deliveryAddress),
      note: row.deliveryNote,
      addressChecked: isAddressChecked(row),
    },
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      paidAt: row.paidAt?.toISOString() ?? null,
      reference: row.paymentReference,
      expiresAt: row.paymentExpiresAt?.toISOString() ?? null,
      amountReceived: row.amountReceived,
      ...moneyOf(row),
      refunded: row.refunded,
    },
    estimated: row.estimated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whether the order's address was matched to a delivery zone: one from the address book was (its ward code
 * stays when the account is deleted); the profile's free text of the spec's bodyless checkout was not.
 */
function isAddressChecked(row: Pick<OrderRow, 'deliveryWardCode'>): boolean {
  return row.deliveryWardCode !== null;
}

export function toOrderLine(row: OrderLineWithProduct, publicUrl: string | undefined): OrderLine {
  return {
    _id: row.id,
    product: row.product && {
      _id: row.product.id,
      name: row.product.name,
      nameEn: row.product.nameEn,
      imageUrl: publicImageUrl(publicUrl, row.product.imageUrl) ?? '',
    },
    name: row.name,
    nameEn: row.nameEn,
    imageUrl: publicImageUrl(publicUrl, row.imageUrl) ?? '',
    unit: toProductUnit({
      ...row,
      unitStepGrams: row.stepGrams,
      unitPricePerKg: row.pricePerKg,
    }),
    quantity: row.quantity,
    priceEach: row.priceEach,
    pickedGrams: row.pickedGrams,
    amount: lineAmount(row),
    batchCode: row.batchCode,
    ...substitutionOf(row),
  };
}

/**
 * What a line costs: nothing once the packers took it out, its substitute's amount once they replaced it, its
 * weighed grams at the checkout's price per kg once packed, else price × quantity.
 */
export function lineAmount(
  line: Pick<OrderLineRow, 'quantity' | 'priceEach' | 'pickedGrams' | 'pricePerKg' | 'removed' | 'substituteAmount'>,
) {
  if (line.removed) return 0;
  if (line.substituteAmount !== null) return line.substituteAmount;
  if (line.pickedGrams !== null && line.pricePerKg !== null) return amountForGrams(line.pricePerKg, line.pickedGrams);
  return line.priceEach * line.quantity;
}

export function toOrderDetail(
  order: OrderRow,
  lines: OrderLineWithProduct[],
  publicUrl: string | undefined,
  lang: Language,
): OrderDetail {
  return { ...toOrder(order, lang), orderDetails: lines.map((line) => toOrderLine(line, publicUrl)) };
}

/** A product the packers might put in instead of a line's, as the contract's suggestion. */
export function toSubstituteSuggestion(
  product: Awaited<ReturnType<typeof substituteCandidates>>[number],
  publicUrl: string | undefined,
): SubstituteSuggestion {
  return {
    _id: product.id,
    name: product.name,
    nameEn: product.nameEn,
    imageUrl: publicImageUrl(publicUrl, product.imageUrl) ?? '',
    unit: toProductUnit(product),
    priceEach: unitPrice(product),
    stock: toStock(product).stock,
  };
}

interface OrderTotals {
  byStatus: Awaited<ReturnType<typeof totalsByStatus>>;
  days: Awaited<ReturnType<typeof revenueByUtcDay>>;
  topProducts: Awaited<ReturnType<typeof topSellingProducts>>;
}

/**
 * The dashboard's figures as the contract's OrderStats: every status and every day of `dates` (UTC,
 * YYYY-MM-DD), zeros included. Revenue and the average order value count every order that is not cancelled;
 * paid revenue is the money received and kept for them (order-money.ts kept), unpaid revenue the rest.
 */
export function toOrderStats({ byStatus, days, topProducts }: OrderTotals, dates: string[]): OrderStats {
  const statusStats = ORDER_STATUSES.map((status) => {
    const found = byStatus.find((s) => s.status === status);
    return { _id: status, count: found?.count ?? 0, totalAmount: found?.totalAmount ?? 0 };
  });
  const live = byStatus.filter((s) => s.status !== 'cancelled');
  const paidRevenue = live.reduce((sum, s) => sum + s.keptAmount, 0);
  const totalOrders = statusStats.reduce((sum, s) => sum + s.count, 0);
  const earning = statusStats.filter((s) => s._id !== 'cancelled');
  const totalRevenue = earning.reduce((sum, s) => sum + s.totalAmount, 0);
  const earningOrders = earning.reduce((sum, s) => sum + s.count, 0);

  const byDate = new Map(days.map((d) => [d.date, d]));
  const revenueByDay = dates.map((date) => {
    const day = byDate.get(date);
    return { date, orders: day?.orders ?? 0, revenue: day?.revenue ?? 0 };
  });

  return {
    totalOrders,
    totalRevenue,
    averageOrderValue: earningOrders > 0 ? Math.round(totalRevenue / earningOrders) : 0,
    paidRevenue,
    unpaidRevenue: totalRevenue - paidRevenue,
    // Over the same orders as totalRevenue (not cancelled), which is counted after them.
    discountTotal: live.reduce((sum, s) => sum + s.discountAmount, 0),
    pointsTotal: live.reduce((sum, s) => sum + s.pointsAmount, 0),
    statusStats,
    revenueByDay,
    topProducts: topProducts.map((p) => ({ _id: p.id, name: p.name, quantity: p.quantity, revenue: p.revenue })),
  };
}

/** What packing a slot needs: the slot's load and its orders, each with its place and lines. */
export interface SlotPacking {
  slot: Parameters<typeof toSlotLoad>[0];
  orders: {
    order: OrderRow;
    place: { ward: Location; province: Location };
    lines: Pick<
      OrderLineRow,
      | 'id'
      | 'name'
      | 'quantity'
      | 'unitKind'
      | 'unitLabel'
      | 'unitLabelEn'
      | 'priceEach'
      | 'stepGrams'
      | 'pricePerKg'
      | 'pickedGrams'
      | 'batchCode'
      | SubstitutionColumn
    >[];
  }[];
}

/** A slot's packing list: its orders grouped by ward, keeping the service's order (ward code, then arrival). */
export function toPackingList({ slot, orders }: SlotPacking): PackingList {
  const wards: PackingList['wards'] = [];
  for (const { order, place, lines } of orders) {
    let group = wards.at(-1);
    if (group?.ward.code !== place.ward.code) {
      group = { ward: place.ward, province: place.province, orders: [] };
      wards.push(group);
    }
    const address = order.deliveryAddress;
    group.orders.push({
      _id: order.id,
      receiverName: address?.receiverName ?? order.shippingName,
      phone: address ? displayVietnamesePhone(address.phone) : order.shippingPhone,
      street: address?.street ?? '',
      note: order.deliveryNote,
      status: order.status,
      paymentMethod: order.paymentMethod,
      totalAmount: order.totalAmount,
      estimated: order.estimated,
      amountDue: moneyOf(order).amountDue,
      addressChecked: isAddressChecked(order),
      lines: lines.map((line) => ({
        _id: line.id,
        name: line.name,
        quantity: line.quantity,
        unitLabel: line.unitLabel,
        unitLabelEn: line.unitLabelEn,
        priceEach: line.priceEach,
        unitKind: line.unitKind,
        orderedGrams: line.stepGrams === null ? null : line.stepGrams * line.quantity,
        pickedGrams: line.pickedGrams,
        amount: lineAmount(line),
        batchCode: line.batchCode,
        ...substitutionOf(line),
      })),
    });
  }
  return { slot: toSlotLoad(slot), wards };
}
