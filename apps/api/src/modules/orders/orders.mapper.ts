import type { Order, OrderDetail, OrderLine } from '@veggie/contract';
import { publicImageUrl } from '../../lib/storage';
import type { OrderLineWithProduct } from './orders.repository';
import type { OrderRow } from './orders.table';

/**
 * Orders outlive their customer (the link is cleared when the account is deleted); the contract's
 * `user._id` is a required string, so such orders carry this marker and the name/email snapshots.
 */
export const DELETED_USER_ID = 'deleted-user';

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    user: { _id: row.userId ?? DELETED_USER_ID, name: row.customerName, email: row.customerEmail },
    status: row.status,
    totalAmount: row.totalAmount,
    itemCount: row.itemCount,
    shipping: { name: row.shippingName, phone: row.shippingPhone, address: row.shippingAddress },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOrderLine(row: OrderLineWithProduct, publicUrl: string | undefined): OrderLine {
  return {
    _id: row.id,
    product: row.product && {
      _id: row.product.id,
      name: row.product.name,
      imageUrl: publicImageUrl(publicUrl, row.product.imageUrl) ?? '',
    },
    name: row.name,
    imageUrl: publicImageUrl(publicUrl, row.imageUrl) ?? '',
    quantity: row.quantity,
    priceEach: row.priceEach,
  };
}

export function toOrderDetail(order: OrderRow, lines: OrderLineWithProduct[], publicUrl: string | undefined): OrderDetail {
  return { ...toOrder(order), orderDetails: lines.map((line) => toOrderLine(line, publicUrl)) };
}
