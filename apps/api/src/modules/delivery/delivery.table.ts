import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { provinces, wards } from '../locations/locations.table';

/** Where the shop delivers, and at what price: whole provinces and single wards. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    fee: integer('fee').notNull(),
    /** Null: delivery is never free in this zone. */
    freeFrom: integer('free_from'),
    minOrder: integer('min_order').notNull().default(0),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_zones_money_check', sql`${t.fee} >= 0 and ${t.minOrder} >= 0 and coalesce(${t.freeFrom}, 0) >= 0`),
  ],
);

export const deliveryZoneProvinces = pgTable(
  'delivery_zone_provinces',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.provinceCode] }),
    index('delivery_zone_provinces_code_idx').on(t.provinceCode),
  ],
);

export const deliveryZoneWards = pgTable(
  'delivery_zone_wards',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    wardCode: text('ward_code')
      .notNull()
      .references(() => wards.code),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.wardCode] }), index('delivery_zone_wards_code_idx').on(t.wardCode)],
);

/** A weekly delivery window of a zone; the slots of the coming days are made from these. */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: integer('weekday').notNull(),
    /** "08:00", Vietnam time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slot_templates_zone_id_idx').on(t.zoneId),
    check('slot_templates_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('slot_templates_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/** Days the shop does not deliver at all (Tết, holidays), as calendar days in Vietnam. */
export const closedDays = pgTable('delivery_closed_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull().default(''),
});

/**
 * One delivery window on one day, made from its template the first time anyone looks at that day. The
 * row holds the bookings count, so booking is one conditional update (`booked < capacity`).
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => slotTemplates.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Orders are taken until then: the start less the template's cut-off and the zone's lead time. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    unique('delivery_slots_template_start_key').on(t.templateId, t.startsAt),
    index('delivery_slots_zone_start_idx').on(t.zoneId, t.startsAt),
    index('delivery_slots_starts_at_idx').on(t.startsAt),
    check('delivery_slots_booked_check', sql`${t.booked} >= 0`),
  ],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type SlotTemplateRow = typeof slotTemplates.$inferSelect;
export type DeliverySlotRow = typeof deliverySlots.$inferSelect;
