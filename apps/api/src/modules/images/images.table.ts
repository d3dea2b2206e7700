import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images kept in the database (IMAGE_STORE=database), so that every instance behind a load
 * balancer serves every image. Named like the files of the disk store: `<uuid>.webp`.
 */
export const storedImages = pgTable('stored_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
