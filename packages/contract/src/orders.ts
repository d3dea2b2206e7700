import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, listEnvelope, pageQuery } from './common';
import { PAGE_SIZES } from './limits';
import { productUnitSchema } from './products';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  status: orderStatusSchema,
  totalAmount: z.number().int(),
  itemCount: z.number().int(),
  shipping: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `name`, `nameEn`, `imageUrl`, `unit` and `priceEach` are what the shopper bought, as checkout saw it;
 * `product` is the product as it is now (null once deleted).
 */
export const orderLineSchema = z.object({
  _id: idSchema,
  product: z
    .object({ _id: idSchema, name: z.string(), nameEn: z.string().nullable(), imageUrl: z.string() })
    .nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  imageUrl: z.string(),
  unit: productUnitSchema,
  quantity: z.number().int(),
  priceEach: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDetailSchema = orderSchema.extend({ orderDetails: z.array(orderLineSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderEnvelopeSchema = envelope(orderSchema);
export const orderListEnvelopeSchema = envelope(z.array(orderSchema));
export const orderLinesEnvelopeSchema = envelope(z.array(orderLineSchema));
export const orderDetailEnvelopeSchema = envelope(orderDetailSchema);

export const adminOrderListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), orderStatusSchema.optional()),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
export const adminOrderListSchema = listEnvelope(orderSchema);

export const orderStatusUpdateSchema = z.object({ status: orderStatusSchema });

export const orderStatsSchema = z.object({
  totalOrders: z.number().int(),
  totalRevenue: z.number().int(),
  averageOrderValue: z.number().int(),
  statusStats: z.array(z.object({ _id: orderStatusSchema, count: z.number().int(), totalAmount: z.number().int() })),
  revenueByDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
  topProducts: z.array(
    z.object({ _id: idSchema, name: z.string(), quantity: z.number().int(), revenue: z.number().int() }),
  ),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
export const orderStatsEnvelopeSchema = envelope(orderStatsSchema);
