import { z } from 'zod';
import { envelope, idSchema, isoDateSchema } from './common';
import { locationSchema } from './addresses';
import { orderStatusSchema, paymentMethodSchema } from './orders';
import { visibleText } from './text';
import { UNIT_KINDS } from './products';
import { lineSubstituteSchema, substitutionPreferenceSchema } from './produce';

/** Slots are offered this many days ahead, today included. */
export const DELIVERY_DAYS_AHEAD = 7;

/** `?addressId=` (one of the caller's addresses) or `?wardCode=` (anyone); one of them is needed. */
export const deliveryOptionsQuerySchema = z
  .object({
    addressId: idSchema.optional(),
    wardCode: z.string().trim().min(1).max(10).optional(),
  })
  .refine((query) => query.addressId !== undefined || query.wardCode !== undefined, {
    message: 'required',
    path: ['wardCode'],
  });

/** A bookable delivery window; times are ISO-8601 with the +07:00 offset. */
export const deliverySlotSchema = z.object({
  _id: idSchema,
  start: isoDateSchema,
  end: isoDateSchema,
  remaining: z.number().int(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const deliveryOptionsSchema = z.object({
  zone: z.object({ _id: idSchema, name: z.string() }),
  /** The fee below `freeFrom`; an order whose subtotal reaches `freeFrom` is delivered free. */
  fee: z.number().int(),
  /** Null: never free. */
  freeFrom: z.number().int().nullable(),
  minOrder: z.number().int(),
  slots: z.array(deliverySlotSchema),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
export const deliveryOptionsEnvelopeSchema = envelope(deliveryOptionsSchema);

/**
 * Where the shop delivers, for a shopper who has not registered yet (`GET /delivery/zones`): each active zone
 * with its terms and areas (whole provinces, single wards), by name.
 */
export const publicDeliveryZoneSchema = z.object({
  _id: idSchema,
  name: z.string(),
  fee: z.number().int(),
  freeFrom: z.number().int().nullable(),
  minOrder: z.number().int(),
  provinces: z.array(locationSchema),
  wards: z.array(locationSchema.extend({ provinceCode: z.string() })),
});
export type PublicDeliveryZone = z.infer<typeof publicDeliveryZoneSchema>;
export const publicDeliveryZoneListEnvelopeSchema = envelope(z.array(publicDeliveryZoneSchema));

/** The fee an order pays: none from the free threshold on. Used by the server and the checkout page. */
export function deliveryFeeFor(subtotal: number, zone: { fee: number; freeFrom: number | null }): number {
  return zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.fee;
}

// ---------------------------------------------------------------------------------------------------
// Admin: zones, weekly slot templates, closed days, each day's load and packing list

const money = z.number('required').int('mustBeInteger').min(0, 'tooSmall').max(100_000_000, 'tooBig');
const name = visibleText(z.string('required').trim().min(1, 'required').max(100, 'tooLong'));

/**
 * A delivery zone covers every ward of its provinces plus its single wards. When zones overlap, the one
 * naming the ward itself wins over one naming its province (a ward-level zone is the more precise).
 */
export const deliveryZoneInputSchema = z.object({
  name,
  fee: money,
  freeFrom: money.nullable(),
  minOrder: money,
  /** Minutes an order needs before a slot starts (picking, the drive), on top of each slot's cut-off. */
  leadMinutes: z
    .number('required')
    .int('mustBeInteger')
    .min(0, 'tooSmall')
    .max(7 * 24 * 60, 'tooBig'),
  provinceCodes: z.array(z.string().trim().min(1).max(10)).max(34, 'tooBig'),
  wardCodes: z.array(z.string().trim().min(1).max(10)).max(3321, 'tooBig'),
  active: z.boolean(),
});
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInputSchema>;

export const deliveryZoneSchema = deliveryZoneInputSchema.extend({
  _id: idSchema,
  provinces: z.array(locationSchema),
  wards: z.array(locationSchema.extend({ provinceCode: z.string() })),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
export const deliveryZoneEnvelopeSchema = envelope(deliveryZoneSchema);
export const deliveryZoneListEnvelopeSchema = envelope(z.array(deliveryZoneSchema));

/** "08:00", a time of day in Vietnam. */
const clockTime = z.string('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTimeOfDay');

/** A weekly slot: every `weekday` (1 Monday … 7 Sunday) from `start` to `end`, Vietnam time. */
export const slotTemplateInputSchema = z
  .object({
    zoneId: idSchema,
    weekday: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(7, 'tooBig'),
    start: clockTime,
    end: clockTime,
    capacity: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(10_000, 'tooBig'),
    /** The slot stops taking orders this many minutes before it starts. */
    cutoffMinutes: z
      .number('required')
      .int('mustBeInteger')
      .min(0, 'tooSmall')
      .max(7 * 24 * 60, 'tooBig'),
    active: z.boolean(),
  })
  .refine(({ start, end }) => start < end, { message: 'closesBeforeOpening', path: ['end'] });
export type SlotTemplateInput = z.infer<typeof slotTemplateInputSchema>;

export const slotTemplateSchema = z.object({
  _id: idSchema,
  zoneId: idSchema,
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  cutoffMinutes: z.number().int(),
  active: z.boolean(),
});
export type SlotTemplate = z.infer<typeof slotTemplateSchema>;
export const slotTemplateEnvelopeSchema = envelope(slotTemplateSchema);
export const slotTemplateListEnvelopeSchema = envelope(z.array(slotTemplateSchema));

/** A day without deliveries for the whole shop (Tết, a holiday): no slot of it is offered or booked. */
export const closedDayInputSchema = z.object({
  date: z
    .string('required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
    // zod runs this even when the pattern failed: a text that is no date at all must not throw here.
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, 'invalidDate'),
  reason: visibleText(z.string().trim().max(100, 'tooLong')).default(''),
});
export const closedDaySchema = z.object({ date: z.string(), reason: z.string() });
export type ClosedDay = z.infer<typeof closedDaySchema>;
export const closedDayEnvelopeSchema = envelope(closedDaySchema);
export const closedDayListEnvelopeSchema = envelope(z.array(closedDaySchema));

/** `?date=YYYY-MM-DD`: the slots of that day in Vietnam (today when absent). */
export const slotLoadQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
    .optional(),
});

export const slotLoadSchema = z.object({
  _id: idSchema,
  zone: z.object({ _id: idSchema, name: z.string() }),
  start: isoDateSchema,
  end: isoDateSchema,
  capacity: z.number().int(),
  booked: z.number().int(),
});
export type SlotLoad = z.infer<typeof slotLoadSchema>;
export const slotLoadListEnvelopeSchema = envelope(z.array(slotLoadSchema));

/**
 * `GET /orders/admin/orders/today`: the shop's day in Vietnam (the dashboard's "today"). `slots`: every zone's
 * slots of the day with their load; `toPack`: orders still processing whose slot is today, or that have none;
 * `cashToCollect`: what today's cash-on-delivery orders still have due, and how many they are.
 */
export const ordersTodaySchema = z.object({
  date: z.string(),
  slots: z.array(slotLoadSchema),
  toPack: z.number().int(),
  cashToCollect: z.object({ amount: z.number().int(), orders: z.number().int() }),
});
export type OrdersToday = z.infer<typeof ordersTodaySchema>;
export const ordersTodayEnvelopeSchema = envelope(ordersTodaySchema);

/** What the packers and the driver of one slot need: its orders, grouped by ward in route order. */
export const packingListSchema = z.object({
  slot: slotLoadSchema,
  wards: z.array(
    z.object({
      ward: locationSchema,
      province: locationSchema,
      orders: z.array(
        z.object({
          _id: idSchema,
          receiverName: z.string(),
          phone: z.string(),
          street: z.string(),
          note: z.string(),
          status: orderStatusSchema,
          paymentMethod: paymentMethodSchema,
          totalAmount: z.number().int(),
          estimated: z.boolean(),
          /**
           * What the driver collects: the whole total for cash on delivery, the balance of a transfer that
           * paid less than the weighed total, 0 for a paid order (order-money.ts amountDue).
           */
          amountDue: z.number().int(),
          /** The order's address was matched to no zone (bodyless checkout): check it before the route. */
          addressChecked: z.boolean(),
          lines: z.array(
            z.object({
              /** The order line, for recording its weight (POST /orders/admin/orders/:id/weights). */
              _id: idSchema,
              name: z.string(),
              quantity: z.number().int(),
              /** The sale unit in Vietnamese, and in English (null: none, the Vietnamese one serves). */
              unitLabel: z.string(),
              unitLabelEn: z.string().nullable(),
              priceEach: z.number().int(),
              unitKind: z.enum(UNIT_KINDS),
              /** Weight lines: steps × stepGrams, what the shopper ordered. */
              orderedGrams: z.number().int().nullable(),
              pickedGrams: z.number().int().nullable(),
              amount: z.number().int(),
              /**
               * The batch the label's QR traces (`/trace/:code`): the one recorded when the order left
               * `processing`, until then the product's current batch; null when the product has none.
               */
              batchCode: z.string().nullable().optional(),
              /** What the shopper allows should the product run short, and what the packers did (orderLineSchema). */
              substitution: substitutionPreferenceSchema.optional(),
              substitute: lineSubstituteSchema.nullable().optional(),
              removed: z.boolean().optional(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PackingList = z.infer<typeof packingListSchema>;
export const packingListEnvelopeSchema = envelope(packingListSchema);
