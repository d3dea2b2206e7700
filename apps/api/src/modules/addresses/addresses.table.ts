import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { provinces, wards } from '../locations/locations.table';
import { users } from '../users/users.table';

/** A shopper's address book: where orders can be delivered, one of them the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    /** E.164 ("+84912345678"). */
    phone: text('phone').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    wardCode: text('ward_code').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
    // At most one default per shopper.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    // The ward must lie in the province: the database holds the rule too.
    foreignKey({
      name: 'addresses_ward_in_province_fk',
      columns: [t.wardCode, t.provinceCode],
      foreignColumns: [wards.code, wards.provinceCode],
    }),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
