import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** The 2025 provinces and centrally-run cities (34), as the loaded dataset names them. */
export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** The 2025 wards, communes and special zones (3,321), each in one province. */
export const wards = pgTable(
  'wards',
  {
    code: text('code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    name: text('name').notNull(),
  },
  // The pair is unique so that an address can say "this ward, in this province" with one foreign key.
  (t) => [
    index('wards_province_code_idx').on(t.provinceCode),
    unique('wards_code_province_key').on(t.code, t.provinceCode),
  ],
);

/** Which dataset (package and version) the two tables above hold, so a newer one is loaded once. */
export const locationDatasets = pgTable('location_datasets', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
