import { ORDER_STATUSES, type OrderStatus } from '@veggie/contract';

/** The id as customers see it: the last 8 characters, uppercased, e.g. "#AB12CD34". */
export function formatOrderId(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}

/** Order dates are shown in the Vietnamese locale (spec §9), in Vietnam's time zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** The status as a label; any value outside the four statuses reads 'Unknown'. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : 'Unknown';
}
